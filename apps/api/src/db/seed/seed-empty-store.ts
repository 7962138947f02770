import type { Section } from '@vitrine/contracts/content';
import type { Db } from '../connect.ts';
import { insertRows, seedIfEmpty } from './seed-once.ts';
import { buildStore, countryId } from './store-seed.ts';

// SEED_DEMO=false: the least a shop needs for every page to render (issue 13) — an empty home,
// empty listings, 404 for products. Countries with their states and address fields are reference
// data every shop needs, so they come from the demo's geo data; the storefront row, its channel,
// a default template, an empty main menu and an empty home page are neutral. Products, categories,
// pages, contact details and plugins are the owner's to add.

export const EMPTY_STORE_NAME = 'Vitrine';
const CHANNEL_ID = 'ch_main';
const TEMPLATE_ID = 'tpl_default';

const section = (key: string, component_data: object): Section<object> => ({ key, component_type: key, component_data });

export async function seedEmptyStore(db: Db, options: { storeUrl: string; now?: Date }): Promise<{ seeded: boolean }> {
  const updated_at = (options.now ?? new Date()).toISOString();
  const geo = buildStore(options.now ?? new Date(), options.storeUrl);
  const settings: Record<string, string | number | boolean> = {
    default_channel: CHANNEL_ID,
    store_name: EMPTY_STORE_NAME,
    store_url: options.storeUrl,
    store_country: countryId('IN'),
    enable_guest_checkout: true,
    enable_login_at_checkout: true,
    enable_customer_register: true,
    enable_register_at_checkout: true,
    enable_legacy_auth: true,
    enable_otp_auth: false,
    cart_expire_days: 30,
  };
  return seedIfEmpty(db, async (trx) => {
    await insertRows(trx, 'countries', geo.countries);
    await insertRows(trx, 'states', geo.states);
    await insertRows(trx, 'address_fields', geo.addressFields);
    await insertRows(trx, 'channels', [{ id: CHANNEL_ID, name: 'Online Store', currency_code: 'INR', currency_symbol: '₹', country_id: countryId('IN') }]);
    await insertRows(trx, 'templates', [
      {
        id: TEMPLATE_ID,
        name: 'Default',
        is_default: 1,
        header: JSON.stringify(section('header', { menu: 'main-menu', show_search: true })),
        topbar: null,
        footer: JSON.stringify(section('footer', { columns: [], text: '', show_social: false })),
        updated_at,
      },
    ]);
    await insertRows(trx, 'menus', [
      { id: 'mn_main_menu', handle: 'main-menu', name: 'Main menu', items: JSON.stringify([{ label: 'Shop all', url: '/shop-online' }]) },
    ]);
    await insertRows(trx, 'pages', [
      {
        id: 'pg_home',
        slug: 'home',
        title: 'Home',
        page_type: 'home',
        template_id: TEMPLATE_ID,
        meta_title: EMPTY_STORE_NAME,
        meta_description: null,
        is_published: 1,
        updated_at,
      },
    ]);
    await insertRows(trx, 'storefronts', [
      {
        id: 'sf_main',
        name: EMPTY_STORE_NAME,
        license_status: 'active',
        channel_id: CHANNEL_ID,
        is_password_protection_enabled: 0,
        password_hash: null,
        password_version: 1,
        mode: null,
        mode_message: null,
        // No analytics plugin yet, so no optional cookies to ask about.
        is_cookie_warning_enabled: 0,
        enable_indexing: 1,
        enable_sticky_header: 1,
        enable_scroll_to_top: 1,
        page_layout: 'full-width',
        theme: JSON.stringify({ colors: {}, background: null }),
        typography: JSON.stringify({ body_font: 'system-ui', heading_font: 'system-ui', base_size: 16 }),
        fonts: '[]',
        logo: JSON.stringify({ url: null, alt: EMPTY_STORE_NAME, width: 160, height: 40 }),
        favicon: JSON.stringify({ icon: null, apple_touch_icon: null, icon_32: null, icon_192: null }),
        notice: JSON.stringify({ enabled: false, message: '', page_slug: null, link_text: null, is_clearable: true }),
        cookie: JSON.stringify({ title: '', message: '', policy_page_slug: null }),
        custom_css: null,
        meta_title: EMPTY_STORE_NAME,
        meta_description: null,
        termsandconditions_page_slug: null,
        privacypolicy_page_slug: null,
        updated_at,
      },
    ]);
    await insertRows(
      trx,
      'settings',
      Object.entries(settings).map(([key, value]) => ({ key, value: JSON.stringify(value) })),
    );
  });
}
