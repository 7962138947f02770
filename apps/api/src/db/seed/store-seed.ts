import type { SettingKey, SettingValue } from '@vitrine/contracts/settings';
import type { Storefront } from '@vitrine/contracts/storefront';
import type { Insertable } from 'kysely';
import type { PluginsTable } from '../../modules/plugins/plugins.table.ts';
import type { AddressFieldsTable, CountriesTable, SettingsTable, StatesTable } from '../../modules/settings/settings.table.ts';
import type { ChannelsTable, StorefrontsTable } from '../../modules/storefront/storefront.table.ts';
import geoJson from './data/geo.json' with { type: 'json' };
import storeJson from './data/store.json' with { type: 'json' };
import { faviconSvg, logoSvg, type SvgFile } from './svg-images.ts';

// Countries, address fields, the channel, the storefront row, settings and plugins.

interface FieldSpec {
  column_name: string;
  label: string;
  field_type: string;
  is_required: boolean;
}
interface GeoData {
  countries: {
    iso2: string;
    name: string;
    mobile_code: string;
    mobile_number_length: number;
    currency_code: string;
    states: [string, string][];
    postal: { column_name: string; label: string };
    billing_extra: FieldSpec[];
  }[];
  default_postal: { column_name: string; label: string };
  address_types: string[];
  address_fields: FieldSpec[];
}
type StorefrontGroups = Pick<Storefront, 'theme' | 'typography' | 'fonts' | 'logo' | 'favicon' | 'notice' | 'cookie' | 'page_layout' | 'mode'>;
interface StoreData {
  name: string;
  tagline: string;
  channel: { id: string; name: string; currency_code: string; currency_symbol: string; country_iso2: string };
  storefront: StorefrontGroups & {
    id: string;
    license_status: string;
    is_password_protection_enabled: boolean;
    mode_message: string | null;
    is_cookie_warning_enabled: boolean;
    enable_indexing: boolean;
    enable_sticky_header: boolean;
    enable_scroll_to_top: boolean;
    custom_css: string | null;
    meta_title: string;
    meta_description: string;
    termsandconditions_page_slug: string;
    privacypolicy_page_slug: string;
  };
  settings: Record<SettingKey, SettingValue>;
  plugins: { module_name: string; is_active: boolean; config: Record<string, unknown> }[];
}
const geo = geoJson as GeoData;
export const storeData = storeJson as unknown as StoreData;

export const STOREFRONT_ID = storeData.storefront.id;
export const countryId = (iso2: string) => `country_${iso2.toLowerCase()}`;
const stateId = (iso2: string, code: string) => `st_${iso2.toLowerCase()}_${code.toLowerCase()}`;
const bit = (value: boolean) => (value ? 1 : 0);

export interface StoreSeed {
  countries: Insertable<CountriesTable>[];
  states: Insertable<StatesTable>[];
  addressFields: Insertable<AddressFieldsTable>[];
  channels: Insertable<ChannelsTable>[];
  storefronts: Insertable<StorefrontsTable>[];
  settings: Insertable<SettingsTable>[];
  plugins: Insertable<PluginsTable>[];
  files: SvgFile[];
}

/** Shipping and Billing fields for one country (or, with iso2 null, for every other country). */
function addressFieldRows(iso2: string | null, postal: { column_name: string; label: string }, billingExtra: FieldSpec[]) {
  return geo.address_types.flatMap((type) => {
    const specs = [...geo.address_fields, ...(type === 'Billing' ? billingExtra : [])];
    return specs.map((f, i) => {
      const field = f.column_name === '$postal' ? { ...f, ...postal } : f;
      return {
        id: `af_${iso2?.toLowerCase() ?? 'default'}_${type.toLowerCase()}_${field.column_name}`,
        country_id: iso2 ? countryId(iso2) : null,
        address_type: type,
        column_name: field.column_name,
        label: field.label,
        field_type: field.field_type,
        is_required: bit(field.is_required),
        position: i + 1,
      };
    });
  });
}

export function buildStore(now: Date, storeUrl: string): StoreSeed {
  const updated_at = now.toISOString();
  const countries = geo.countries.map((c) => ({
    id: countryId(c.iso2),
    name: c.name,
    iso2: c.iso2,
    mobile_code: c.mobile_code,
    mobile_number_length: c.mobile_number_length,
    currency_code: c.currency_code,
  }));
  const states = geo.countries.flatMap((c) => c.states.map(([code, name]) => ({ id: stateId(c.iso2, code), country_id: countryId(c.iso2), name, code })));
  const addressFields = [
    ...geo.countries.flatMap((c) => addressFieldRows(c.iso2, c.postal, c.billing_extra)),
    ...addressFieldRows(null, geo.default_postal, []),
  ];

  const ch = storeData.channel;
  const channels = [{ id: ch.id, name: ch.name, currency_code: ch.currency_code, currency_symbol: ch.currency_symbol, country_id: countryId(ch.country_iso2) }];

  const sf = storeData.storefront;
  const storefronts = [
    {
      id: sf.id,
      name: storeData.name,
      license_status: sf.license_status,
      channel_id: ch.id,
      is_password_protection_enabled: bit(sf.is_password_protection_enabled),
      password_hash: null,
      password_version: 1,
      mode: sf.mode,
      mode_message: sf.mode_message,
      is_cookie_warning_enabled: bit(sf.is_cookie_warning_enabled),
      enable_indexing: bit(sf.enable_indexing),
      enable_sticky_header: bit(sf.enable_sticky_header),
      enable_scroll_to_top: bit(sf.enable_scroll_to_top),
      page_layout: sf.page_layout,
      theme: JSON.stringify(sf.theme),
      typography: JSON.stringify(sf.typography),
      fonts: JSON.stringify(sf.fonts),
      logo: JSON.stringify(sf.logo),
      favicon: JSON.stringify(sf.favicon),
      notice: JSON.stringify(sf.notice),
      cookie: JSON.stringify(sf.cookie),
      custom_css: sf.custom_css,
      meta_title: sf.meta_title,
      meta_description: sf.meta_description,
      termsandconditions_page_slug: sf.termsandconditions_page_slug,
      privacypolicy_page_slug: sf.privacypolicy_page_slug,
      updated_at,
    },
  ];

  const settingValues: Record<string, SettingValue> = { ...storeData.settings, store_url: storeUrl };
  const settings = Object.entries(settingValues).map(([key, value]) => ({ key, value: JSON.stringify(value) }));
  const plugins = storeData.plugins.map((p) => ({
    module_name: p.module_name,
    is_active: bit(p.is_active),
    config: JSON.stringify(p.config),
    updated_at,
  }));

  const colour = sf.theme.colors.primary ?? '#b5562f';
  const fileOf = (url: string | null) => (url ?? '').replace(/^\/media\//, '');
  const files: SvgFile[] = [
    { path: fileOf(sf.logo.url), svg: logoSvg('Vitrine', storeData.tagline, colour) },
    { path: fileOf(sf.favicon.icon), svg: faviconSvg(32, colour) },
    { path: fileOf(sf.favicon.icon_32), svg: faviconSvg(32, colour) },
    { path: fileOf(sf.favicon.icon_192), svg: faviconSvg(192, colour) },
    { path: fileOf(sf.favicon.apple_touch_icon), svg: faviconSvg(180, colour) },
  ].filter((f) => f.path !== '');

  return { countries, states, addressFields, channels, storefronts, settings, plugins, files };
}
