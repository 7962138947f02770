import type { Storefront } from '@vitrine/contracts/storefront';
import { parseJson } from '../../lib/json.ts';
import type { findChannelWithCountry } from './storefront.repository.ts';
import type { StorefrontsTable } from './storefront.table.ts';

type ChannelRow = NonNullable<Awaited<ReturnType<typeof findChannelWithCountry>>>;

/** The one place a storefront row becomes the §3 Storefront object (password hash never leaves). */
export function rowToStorefront(row: StorefrontsTable, channel: ChannelRow): Storefront {
  return {
    id: row.id,
    name: row.name,
    license_status: row.license_status,
    is_password_protection_enabled: Boolean(row.is_password_protection_enabled),
    mode: row.mode === 'Coming Soon' || row.mode === 'Under Maintenance' ? row.mode : null,
    mode_message: row.mode_message,
    is_cookie_warning_enabled: Boolean(row.is_cookie_warning_enabled),
    enable_indexing: Boolean(row.enable_indexing),
    enable_sticky_header: Boolean(row.enable_sticky_header),
    enable_scroll_to_top: Boolean(row.enable_scroll_to_top),
    page_layout: row.page_layout === 'boxed' ? 'boxed' : 'full-width',
    theme: parseJson(row.theme, { colors: {}, background: null }),
    typography: parseJson(row.typography, { body_font: 'system-ui', heading_font: 'system-ui', base_size: 16 }),
    fonts: parseJson(row.fonts, []),
    logo: parseJson(row.logo, { url: null, alt: row.name, width: 160, height: 40 }),
    favicon: parseJson(row.favicon, { icon: null, apple_touch_icon: null, icon_32: null, icon_192: null }),
    notice: parseJson(row.notice, { enabled: false, message: '', page_slug: null, link_text: null, is_clearable: true }),
    cookie: parseJson(row.cookie, { title: '', message: '', policy_page_slug: null }),
    custom_css: row.custom_css,
    meta_title: row.meta_title,
    meta_description: row.meta_description,
    channel: {
      id: channel.id,
      name: channel.name,
      currency: { code: channel.currency_code, symbol: channel.currency_symbol },
      country: {
        id: channel.country_id,
        name: channel.country_name,
        mobile_code: channel.mobile_code,
        mobile_number_length: channel.mobile_number_length,
      },
    },
    termsandconditions_page: row.termsandconditions_page_slug ? { slug: row.termsandconditions_page_slug } : null,
    privacypolicy_page: row.privacypolicy_page_slug ? { slug: row.privacypolicy_page_slug } : null,
  };
}
