import { z } from 'zod';
import { SectionType } from './sections.ts';

// The shape of each page-builder section's component_data (the interfaces in sections.ts), checked
// when the owner saves a page or a template (422 naming the field) and again before the storefront
// renders one (a stored section that no longer fits is skipped and logged): docs/decisions/023.
// Kept apart from sections.ts, which the browser loads, so zod never ships to shoppers.

const text = (max: number) => z.string().max(max);
const optionalText = (max: number) => text(max).nullish();
const handle = z.string().trim().min(1).max(100); // a menu or slider handle
/** A link the owner sets: a path on this shop or an http(s) address (never javascript: or data:). */
const linkUrl = z
  .string()
  .max(500)
  .regex(/^(\/(?![/\\])|https?:\/\/|#|mailto:|tel:)/i);
const slugList = z.array(z.string().trim().min(1).max(200)).max(100);
const gridLimit = z.number().int().min(1).max(100).optional();

const imageRef = z.object({
  url: z.string().trim().min(1).max(500),
  width: z.number().int().positive().max(10_000),
  height: z.number().int().positive().max(10_000),
  alt: text(200),
});

export const sectionDataSchemas = {
  [SectionType.heroSlider]: z.object({ slider: handle }),
  [SectionType.imageBanner]: z.object({
    image: imageRef,
    heading: optionalText(200),
    text: optionalText(1000),
    button_label: optionalText(100),
    button_url: linkUrl.nullish(),
  }),
  [SectionType.richText]: z.object({ heading: optionalText(200), html: text(100_000) }),
  [SectionType.productGrid]: z.object({
    heading: optionalText(200),
    source: z.enum(['latest', 'collection', 'category', 'items']),
    items: slugList,
    limit: gridLimit,
  }),
  [SectionType.categoryGrid]: z.object({ heading: optionalText(200), source: z.enum(['all', 'items']), items: slugList, limit: gridLimit }),
  [SectionType.marquee]: z.object({
    items: z.array(text(300)).max(100),
    duration_s: z.number().positive().max(600).optional(),
    loop: z.number().int().min(0).max(1000).optional(),
    direction: z.enum(['left', 'right']).optional(),
  }),
  [SectionType.links]: z.object({ heading: optionalText(200), menu: handle }),
  [SectionType.blogPosts]: z.object({ heading: optionalText(200), count: z.number().int().min(1).max(12).optional() }),
  [SectionType.form]: z.object({ form: handle, heading: optionalText(200) }),
  [SectionType.map]: z.object({ heading: optionalText(200), show_contact_details: z.boolean().optional() }),
  [SectionType.tradeEnquiry]: z.object({ heading: optionalText(200), text: optionalText(1000) }),
  [SectionType.emailSubscription]: z.object({ heading: optionalText(200), text: optionalText(1000) }),
  // Issue 15 (docs/decisions/027)
  [SectionType.faq]: z.object({ heading: optionalText(200), faq: handle }),
  [SectionType.gallery]: z.object({ heading: optionalText(200), gallery: handle, columns: z.number().int().min(2).max(6).optional() }),
  [SectionType.testimonial]: z.object({
    heading: optionalText(200),
    items: z
      .array(
        z.object({
          quote: z.string().trim().min(1).max(1000),
          name: z.string().trim().min(1).max(100),
          role: optionalText(100),
          rating: z.number().int().min(1).max(5).nullish(),
          photo: imageRef.nullish(),
        }),
      )
      .min(1)
      .max(20),
  }),
  [SectionType.video]: z
    .object({
      heading: optionalText(200),
      title: z.string().trim().min(1).max(200),
      provider: z.enum(['youtube', 'mp4']),
      video: z.string().trim().min(1).max(500),
      poster: imageRef,
    })
    // A YouTube id, or an MP4 served by this shop: the player can only ever load from those two.
    .refine((v) => (v.provider === 'youtube' ? /^[A-Za-z0-9_-]{11}$/.test(v.video) : /^\/media\/(?!.*\.\.)[\w./-]+\.mp4$/i.test(v.video)), {
      path: ['video'],
    }),
  [SectionType.productTabs]: z.object({
    heading: optionalText(200),
    tabs: z
      .array(
        z.object({
          label: z.string().trim().min(1).max(60),
          source: z.enum(['latest', 'collection', 'category', 'items']),
          items: slugList,
          limit: gridLimit,
        }),
      )
      .min(1)
      .max(6),
  }),
} as const;

/** The template's parts: the header slot takes a header section, and so on. */
export const templatePartSchemas = {
  [SectionType.header]: z.object({ menu: handle, show_search: z.boolean().optional() }),
  [SectionType.topbar]: z.object({ text: optionalText(300), menu: handle.nullish() }),
  [SectionType.footer]: z.object({
    columns: z.array(z.object({ heading: text(100), menu: handle })).max(10),
    text: optionalText(1000),
    show_social: z.boolean().optional(),
  }),
} as const;

const sectionKey = z
  .string()
  .min(1)
  .max(100)
  .regex(/^[a-z0-9][a-z0-9-]*$/);

/** A section of one of the given types; an unknown type is refused on component_type. */
function sectionOf<T extends Record<string, z.ZodType>>(types: T) {
  const [first, ...rest] = Object.entries(types).map(([type, data]) => z.object({ key: sectionKey, component_type: z.literal(type), component_data: data }));
  return z.discriminatedUnion('component_type', [first!, ...rest]);
}

export const pageSectionSchema = sectionOf(sectionDataSchemas);
export const headerPartSchema = sectionOf({ [SectionType.header]: templatePartSchemas.header });
export const topbarPartSchema = sectionOf({ [SectionType.topbar]: templatePartSchemas.topbar });
export const footerPartSchema = sectionOf({ [SectionType.footer]: templatePartSchemas.footer });

/** Whether a stored section still fits its type (the storefront skips one that does not). */
export function checkStoredSection(section: { component_type: string; component_data: unknown }): { ok: true } | { ok: false; problem: string } {
  const schema =
    (sectionDataSchemas as Record<string, z.ZodType>)[section.component_type] ?? (templatePartSchemas as Record<string, z.ZodType>)[section.component_type];
  if (!schema) return { ok: false, problem: `unknown section type ${section.component_type}` };
  const result = schema.safeParse(section.component_data);
  if (result.success) return { ok: true };
  return { ok: false, problem: result.error.issues.map((i) => `${i.path.join('.') || 'component_data'}: ${i.code}`).join(', ') };
}
