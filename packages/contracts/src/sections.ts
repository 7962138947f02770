// component_data shapes of the page-builder sections (spec §3: component_data items with a key).
// The web registry (apps/web/app/sections/registry.ts) renders one component per type.
export interface ImageRef {
  url: string;
  width: number;
  height: number;
  alt: string;
}

export interface HeroSliderData {
  slider: string; // slider handle, GET /api/slider/{handle}
}
export interface ImageBannerData {
  image: ImageRef;
  heading?: string | null;
  text?: string | null;
  button_label?: string | null;
  button_url?: string | null;
}
export interface RichTextData {
  heading?: string | null;
  html: string; // sanitised by the API when written
}
export interface ProductGridData {
  heading?: string | null;
  source: 'latest' | 'collection' | 'category' | 'items';
  items: string[]; // collection or category slug, or product ids
  limit?: number;
}
export interface CategoryGridData {
  heading?: string | null;
  source: 'all' | 'items';
  items: string[]; // category slugs
  limit?: number;
}
/** spec §9: marquee default 20 s duration; loop 0 means infinite. */
export interface MarqueeData {
  items: string[];
  duration_s?: number;
  loop?: number;
  direction?: 'left' | 'right';
}
export const MarqueeDefaults = { duration_s: 20, loop: 0, direction: 'left' } as const;
export interface LinksData {
  heading?: string | null;
  menu: string; // menu handle
}

/** An owner's form, drawn from its definition (GET /api/form/{form}). */
export interface FormSectionData {
  form: string;
  heading?: string | null;
}
/** The store's map (settings google_embed_url) and, optionally, its contact details from settings. */
export interface MapSectionData {
  heading?: string | null;
  show_contact_details?: boolean;
}
/** The trade-enquiry plugin's form (POST /api/plugins/TradeEnquiry/submit). */
export interface TradeEnquirySectionData {
  heading?: string | null;
  text?: string | null;
}
/** The emailSubscription plugin's one-field form. */
export interface EmailSubscriptionSectionData {
  heading?: string | null;
  text?: string | null;
}

// Template parts
export interface HeaderData {
  menu: string;
  show_search?: boolean;
}
export interface TopbarData {
  text?: string | null;
  menu?: string | null;
}
export interface FooterData {
  columns: { heading: string; menu: string }[];
  text?: string | null;
  show_social?: boolean;
}

/** The latest published blog posts, newest first (a "latest posts" block on any page). */
export interface BlogPostsData {
  heading?: string | null;
  count?: number; // 1 to 12, default 3
}
export const BLOG_POSTS_SECTION_DEFAULT_COUNT = 3;

export const SectionType = {
  heroSlider: 'hero-slider',
  imageBanner: 'image-banner',
  richText: 'rich-text',
  productGrid: 'product-grid',
  categoryGrid: 'category-grid',
  marquee: 'marquee',
  links: 'links',
  header: 'header',
  topbar: 'topbar',
  footer: 'footer',
  blogPosts: 'blog-posts',
  // Forms (docs/decisions/026-forms.md)
  form: 'form',
  map: 'map',
  tradeEnquiry: 'trade-enquiry',
  emailSubscription: 'email-subscription',
  faq: 'faq',
  gallery: 'gallery',
  testimonial: 'testimonial',
  video: 'video',
  productTabs: 'product-tabs',
} as const;

// Issue 15 section types (docs/decisions/027-faq-galleries.md).
/** Questions of a FAQ (GET /api/faq/{faq}), as an accordion with FAQPage structured data. */
export interface FaqSectionData {
  heading?: string | null;
  faq: string; // FAQ id
}
/** Pictures of a gallery (POST /api/plugins/Gallery). */
export interface GallerySectionData {
  heading?: string | null;
  gallery: string; // gallery id
  columns?: number; // on wide screens; 2 on phones
}
export interface Testimonial {
  quote: string;
  name: string;
  role?: string | null;
  rating?: number | null; // 1 to 5
  photo?: ImageRef | null;
}
export interface TestimonialData {
  heading?: string | null;
  items: Testimonial[];
}
/** A poster and a play button; the player (YouTube without cookies, or an MP4 of this shop) loads on click. */
export interface VideoData {
  heading?: string | null;
  title: string; // names the play button and the player
  provider: 'youtube' | 'mp4';
  video: string; // YouTube video id, or a /media/....mp4 path
  poster: ImageRef;
}
export interface ProductTab {
  label: string;
  source: ProductGridData['source'];
  items: string[];
  limit?: number;
}
/** Tabs of product grids; the first renders on the server, the others load when chosen. */
export interface ProductTabsData {
  heading?: string | null;
  tabs: ProductTab[];
}
