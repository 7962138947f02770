import type { MenuItem, Section, Slide } from '@vitrine/contracts/content';
import {
  type CategoryGridData,
  type FaqSectionData,
  type FormSectionData,
  type GallerySectionData,
  type HeroSliderData,
  type ImageBannerData,
  type LinksData,
  type MapSectionData,
  type MarqueeData,
  type ProductGridData,
  type ProductTabsData,
  type RichTextData,
  SectionType,
  type TestimonialData,
  type TradeEnquirySectionData,
} from '@vitrine/contracts/sections';
import type { Insertable } from 'kysely';
import type { MenusTable, PageSectionsTable, PagesTable, SlidersTable, TemplatesTable } from '../../modules/content/content.table.ts';
import { catalogData } from './catalog-data.ts';
import contentJson from './data/content.json' with { type: 'json' };
import pagesJson from './data/pages.json' with { type: 'json' };
import { demoGalleries } from './faq-gallery-seed.ts';
import { CONTACT_FORM_ID } from './forms-seed.ts';
import { bannerSvg, imageRef, type Motif, type SvgFile } from './svg-images.ts';

// Template, menus, the home hero slider and the pages of the demo store.

interface BannerSpec {
  file: string;
  motifs: Motif[];
  heading: string;
  text: string;
  button_label: string;
  button_url: string;
}
interface ContentData {
  template: { id: string; name: string; header: Section; topbar: Section; footer: Section };
  menus: { handle: string; name: string; items: MenuItem[] }[];
  slider: { id: string; handle: string; name: string; autoplay_ms: number; slides: BannerSpec[] };
  banner: BannerSpec;
  home: {
    title: string;
    meta_title: string;
    meta_description: string;
    marquee: string[];
    category_grid_heading: string;
    best_sellers_heading: string;
    latest_heading: string;
    story: { heading: string; html: string[] };
    links_heading: string;
    links_menu: string;
    testimonials: TestimonialData;
    tabs: ProductTabsData;
  };
}
interface ContentPage {
  slug: string;
  title: string;
  meta_description: string;
  html: string[];
  /** A page built from a FAQ section (the FAQ's id) instead of rich text. */
  faq?: string;
}
const content = contentJson as ContentData;
const contentPages = pagesJson as ContentPage[];

export const HOME_PAGE_SLUG = 'home';
export const MAIN_MENU_HANDLE = 'main-menu';
export const TEMPLATE_ID = content.template.id;

export interface ContentSeed {
  templates: Insertable<TemplatesTable>[];
  pages: Insertable<PagesTable>[];
  sections: Insertable<PageSectionsTable>[];
  menus: Insertable<MenusTable>[];
  sliders: Insertable<SlidersTable>[];
  files: SvgFile[];
}

export const pageId = (slug: string) => `pg_${slug.replace(/-/g, '_')}`;

/** Main menu from the category tree, so its links always match the seeded categories. */
function mainMenuItems(): MenuItem[] {
  return [
    ...catalogData.categories.map((parent) => ({
      label: parent.name,
      url: `/product-category/${parent.slug}`,
      // The canonical path nests the parent (the listing's canonical does): no duplicate URLs.
      children: parent.children.map((c) => ({ label: c.name, url: `/product-category/${parent.slug}/${c.slug}` })),
    })),
    {
      label: 'Collections',
      url: '/product-collection/best-sellers',
      children: catalogData.collections.map((c) => ({ label: c.name, url: `/product-collection/${c.slug}` })),
    },
    { label: 'Shop all', url: '/shop-online' },
    { label: 'Journal', url: '/blogs' },
  ];
}

function bannerFile(spec: BannerSpec, width: number, height: number): SvgFile {
  return { path: spec.file, svg: bannerSvg({ seed: spec.file, heading: spec.heading, motifs: spec.motifs, width, height }) };
}

function section<T extends object>(key: string, component_type: string, component_data: T): Section<T> {
  return { key, component_type, component_data };
}

function homeSections(): Section<object>[] {
  const h = content.home;
  const banner = content.banner;
  const leafSlugs = catalogData.categories.flatMap((p) => p.children.map((c) => c.slug));
  return [
    section<HeroSliderData>('hero', SectionType.heroSlider, { slider: content.slider.handle }),
    section<MarqueeData>('announcements', SectionType.marquee, { items: h.marquee }),
    section<CategoryGridData>('shop-by-category', SectionType.categoryGrid, {
      heading: h.category_grid_heading,
      source: 'items',
      items: leafSlugs,
      limit: leafSlugs.length,
    }),
    section<ProductGridData>('best-sellers', SectionType.productGrid, {
      heading: h.best_sellers_heading,
      source: 'collection',
      items: ['best-sellers'],
      limit: 8,
    }),
    section<ImageBannerData>('under-999-banner', SectionType.imageBanner, {
      image: imageRef(banner.file, 1600, 500, banner.heading),
      heading: banner.heading,
      text: banner.text,
      button_label: banner.button_label,
      button_url: banner.button_url,
    }),
    // Issue 15: the latest pieces lead a row of tabs; the other tabs' grids load when chosen.
    section<ProductTabsData>('just-landed', SectionType.productTabs, { ...h.tabs, heading: h.latest_heading }),
    section<TestimonialData>('testimonials', SectionType.testimonial, h.testimonials),
    section<RichTextData>('our-story', SectionType.richText, { heading: h.story.heading, html: h.story.html.join('') }),
    section<LinksData>('help-links', SectionType.links, { heading: h.links_heading, menu: h.links_menu }),
  ];
}

/** Pages built from more than their text: the contact form with the map, the trade enquiry form. */
const pageExtras: Record<string, Section<object>[]> = {
  'contact-us': [
    section<FormSectionData>('contact-form', SectionType.form, { form: CONTACT_FORM_ID, heading: 'Write to us' }),
    section<MapSectionData>('visit-us', SectionType.map, { heading: 'Visit our studio', show_contact_details: true }),
  ],
  'trade-enquiry': [section<TradeEnquirySectionData>('trade-form', SectionType.tradeEnquiry, { heading: 'Ask for a quote', text: null })],
};
/** A content page: its rich text, or its FAQ; then the demo gallery shown on it, if any. */
function contentPageSections(p: ContentPage): Section<object>[] {
  const main = p.faq
    ? section<FaqSectionData>('faq', SectionType.faq, { heading: null, faq: p.faq })
    : section<RichTextData>('content', SectionType.richText, { heading: null, html: p.html.join('') });
  const galleries = demoGalleries
    .filter((g) => g.page === p.slug)
    .map((g) => section<GallerySectionData>(`gallery-${g.id}`, SectionType.gallery, { heading: g.heading, gallery: g.id, columns: 3 }));
  return [main, ...galleries];
}

export function buildContent(now: Date): ContentSeed {
  const updated_at = now.toISOString();
  const t = content.template;
  const templates = [
    {
      id: t.id,
      name: t.name,
      is_default: 1,
      header: JSON.stringify(t.header),
      topbar: JSON.stringify(t.topbar),
      footer: JSON.stringify(t.footer),
      updated_at,
    },
  ];

  const pageSpecs: { slug: string; title: string; page_type: string; meta_title: string; meta_description: string; sections: Section<object>[] }[] = [
    {
      slug: HOME_PAGE_SLUG,
      title: content.home.title,
      page_type: 'home',
      meta_title: content.home.meta_title,
      meta_description: content.home.meta_description,
      sections: homeSections(),
    },
    ...contentPages.map((p) => ({
      slug: p.slug,
      title: p.title,
      page_type: 'page',
      meta_title: `${p.title} | Vitrine Home & Living`,
      meta_description: p.meta_description,
      sections: [...contentPageSections(p), ...(pageExtras[p.slug] ?? [])],
    })),
  ];
  const pages = pageSpecs.map((p) => ({
    id: pageId(p.slug),
    slug: p.slug,
    title: p.title,
    page_type: p.page_type,
    template_id: t.id,
    meta_title: p.meta_title,
    meta_description: p.meta_description,
    is_published: 1,
    updated_at,
  }));
  const sections = pageSpecs.flatMap((p) =>
    p.sections.map((s, i) => ({
      id: `${pageId(p.slug)}_${s.key.replace(/-/g, '_')}`,
      page_id: pageId(p.slug),
      position: i + 1,
      key: s.key,
      component_type: s.component_type,
      component_data: JSON.stringify(s.component_data),
    })),
  );

  const menus = [{ handle: MAIN_MENU_HANDLE, name: 'Main menu', items: mainMenuItems() }, ...content.menus].map((m) => ({
    id: `mn_${m.handle.replace(/-/g, '_')}`,
    handle: m.handle,
    name: m.name,
    items: JSON.stringify(m.items),
  }));

  const s = content.slider;
  const slides: Slide[] = s.slides.map((spec) => ({
    image: `/media/${spec.file}`,
    mobile_image: null,
    width: 1600,
    height: 640,
    alt: spec.heading,
    heading: spec.heading,
    text: spec.text,
    button_label: spec.button_label,
    button_url: spec.button_url,
  }));
  const sliders = [{ id: s.id, handle: s.handle, name: s.name, autoplay_ms: s.autoplay_ms, slides: JSON.stringify(slides) }];

  const files = [...s.slides.map((spec) => bannerFile(spec, 1600, 640)), bannerFile(content.banner, 1600, 500)];
  return { templates, pages, sections, menus, sliders, files };
}
