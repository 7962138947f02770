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
} as const;
