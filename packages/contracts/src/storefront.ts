import { z } from 'zod';

// spec §3 Storefront. Field names follow the spec; groups (theme, notice, cookie...) are objects.
export const fontSchema = z.object({
  family: z.string().min(1).max(100),
  path: z.string().max(500).nullable().default(null),
  weight_range: z
    .tuple([z.number().int().min(1).max(1000), z.number().int().min(1).max(1000)])
    .nullable()
    .default(null),
  is_variable: z.boolean().default(false),
});
export type Font = z.infer<typeof fontSchema>;

const hex = z.string().regex(/^#([0-9a-fA-F]{3}|[0-9a-fA-F]{6})$/, 'Use a hex colour such as #1a73e8');

export const themeSchema = z.object({
  colors: z.record(z.string().regex(/^[a-z][a-z0-9-]*$/), hex),
  background: z.string().max(500).nullable().default(null),
});
export const typographySchema = z.object({
  body_font: z.string().max(100),
  heading_font: z.string().max(100),
  base_size: z.number().int().min(10).max(24).default(16),
});
export const noticeSchema = z.object({
  enabled: z.boolean(),
  message: z.string().max(500),
  page_slug: z.string().max(200).nullable().default(null),
  link_text: z.string().max(100).nullable().default(null),
  is_clearable: z.boolean().default(true),
});
export const cookieSchema = z.object({
  title: z.string().max(200),
  message: z.string().max(1000),
  policy_page_slug: z.string().max(200).nullable().default(null),
});
export const faviconSchema = z.object({
  icon: z.string().max(500).nullable().default(null),
  apple_touch_icon: z.string().max(500).nullable().default(null),
  icon_32: z.string().max(500).nullable().default(null),
  icon_192: z.string().max(500).nullable().default(null),
});
export const logoSchema = z.object({
  url: z.string().max(500).nullable(),
  alt: z.string().max(200),
  width: z.number().int().positive().max(1000).default(160),
  height: z.number().int().positive().max(400).default(40),
});

export const pageLayoutSchema = z.enum(['boxed', 'full-width']);
export const siteModeValueSchema = z.enum(['Coming Soon', 'Under Maintenance']).nullable();

export interface Storefront {
  id: string;
  name: string;
  license_status: string | null;
  is_password_protection_enabled: boolean;
  mode: 'Coming Soon' | 'Under Maintenance' | null;
  mode_message: string | null;
  is_cookie_warning_enabled: boolean;
  enable_indexing: boolean;
  enable_sticky_header: boolean;
  enable_scroll_to_top: boolean;
  page_layout: z.infer<typeof pageLayoutSchema>;
  theme: z.infer<typeof themeSchema>;
  typography: z.infer<typeof typographySchema>;
  fonts: Font[];
  logo: z.infer<typeof logoSchema>;
  favicon: z.infer<typeof faviconSchema>;
  notice: z.infer<typeof noticeSchema>;
  cookie: z.infer<typeof cookieSchema>;
  custom_css: string | null;
  meta_title: string | null;
  meta_description: string | null;
  channel: {
    id: string;
    name: string;
    currency: { code: string; symbol: string };
    country: { id: string; name: string; mobile_code: string; mobile_number_length: number };
  };
  termsandconditions_page: { slug: string } | null;
  privacypolicy_page: { slug: string } | null;
}

/** Owner-side update (admin API): every field optional; the password is write-only. */
export const storefrontUpdateSchema = z
  .object({
    name: z.string().min(1).max(200),
    license_status: z.string().max(50).nullable(),
    is_password_protection_enabled: z.boolean(),
    password: z.string().min(1).max(200),
    mode: siteModeValueSchema,
    mode_message: z.string().max(1000).nullable(),
    is_cookie_warning_enabled: z.boolean(),
    enable_indexing: z.boolean(),
    enable_sticky_header: z.boolean(),
    enable_scroll_to_top: z.boolean(),
    page_layout: pageLayoutSchema,
    theme: themeSchema,
    typography: typographySchema,
    fonts: z.array(fontSchema).max(10),
    logo: logoSchema,
    favicon: faviconSchema,
    notice: noticeSchema,
    cookie: cookieSchema,
    custom_css: z.string().max(100_000).nullable(),
    meta_title: z.string().max(200).nullable(),
    meta_description: z.string().max(500).nullable(),
    termsandconditions_page_slug: z.string().max(200).nullable(),
    privacypolicy_page_slug: z.string().max(200).nullable(),
  })
  .partial()
  .strict();
export type StorefrontUpdate = z.infer<typeof storefrontUpdateSchema>;

export const verifyPasswordSchema = z.object({ password: z.string().min(1, 'This field is required').max(200) });
export const subscribeToModeSchema = z.object({
  email: z.string().min(1, 'This field is required').email('The value must be an valid email address').max(254),
  mode: z.enum(['Coming Soon', 'Under Maintenance']).optional(),
});

export interface PluginInfo {
  module_name: string;
  config?: Record<string, unknown>;
}

export interface InitialValues {
  license_status: string | null;
  /** The shop's public host and origin, from the server's configuration (never the Host header). */
  host: string;
  url: string;
  settings: Record<string, unknown>;
  storefront: Storefront;
  plugins: PluginInfo[];
  account: { id: string; first_name?: string; last_name?: string; email?: string } | null;
  unlocked: boolean;
}
