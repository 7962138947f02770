import { z } from 'zod';
import { footerPartSchema, headerPartSchema, pageSectionSchema, topbarPartSchema } from './section-schemas.ts';

// spec §3 Template/page response: template, page, page_type, component_data (items with a key).
export interface Section<T = Record<string, unknown>> {
  key: string;
  component_type: string;
  component_data: T;
}

export interface Template {
  id: string;
  name: string;
  header: Section | null;
  topbar: Section | null;
  footer: Section | null;
}

export interface Page {
  id: string;
  slug: string;
  title: string;
  page_type: string;
  meta_title: string | null;
  meta_description: string | null;
  body_class: string;
}

export interface PageResponse {
  page: Page;
  page_type: string;
  component_data: Section[];
}

export interface TemplateResponse {
  template: Template;
}

export type TemplateBothResponse = TemplateResponse & PageResponse;

export interface MenuItem {
  label: string;
  url: string;
  children?: MenuItem[];
}
export interface Menu {
  id: string;
  handle: string;
  name: string;
  items: MenuItem[];
}

export interface Slide {
  image: string;
  mobile_image?: string | null;
  width: number;
  height: number;
  alt: string;
  heading?: string | null;
  text?: string | null;
  button_label?: string | null;
  button_url?: string | null;
}
export interface Slider {
  id: string;
  handle: string;
  name: string;
  autoplay_ms: number;
  slides: Slide[];
}

/** Vitrine's own messages for the owner's page writes (docs/decisions/003). */
export const ContentMessages = { slug: 'Use lowercase letters, digits and dashes' } as const;

/** A page section, checked against its type's component_data shape (section-schemas.ts). */
export const sectionSchema = pageSectionSchema;

export const pageUpsertSchema = z
  .object({
    slug: z
      .string()
      .min(1)
      .max(200)
      .regex(/^[a-z0-9][a-z0-9-]*$/, ContentMessages.slug),
    title: z.string().min(1).max(200),
    meta_title: z.string().max(200).nullable().optional(),
    meta_description: z.string().max(500).nullable().optional(),
    is_published: z.boolean().optional(),
    template_id: z.string().max(100).nullable().optional(),
    sections: z.array(sectionSchema).max(100),
  })
  .strict();

export const templateUpdateSchema = z
  .object({
    name: z.string().min(1).max(200),
    header: headerPartSchema.nullable(),
    topbar: topbarPartSchema.nullable(),
    footer: footerPartSchema.nullable(),
  })
  .partial()
  .strict();

export const pluginConfigUpdateSchema = z.object({ is_active: z.boolean().optional(), config: z.record(z.string(), z.unknown()).optional() }).strict();

/** Query of the template/page calls: the full storefront path, used for page types. */
export const pathQuerySchema = z.object({ path: z.string().max(2000).optional() });
