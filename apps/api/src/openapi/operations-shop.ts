import { pathQuerySchema } from '@vitrine/contracts/content';
import { settingsRequestSchema } from '@vitrine/contracts/settings';
import { subscribeToModeSchema, verifyPasswordSchema } from '@vitrine/contracts/storefront';
import { moduleNameSchema } from '../modules/plugins/plugins.routes.ts';
import { contentIdParamSchema } from '../modules/content/content.routes.ts';
import { countryParamSchema } from '../modules/settings/settings.routes.ts';
import type { Operation } from './operation.ts';

// The shop's shell: health, host, storefront state, settings, pages and templates, menus, sliders,
// plugins and the sitemap (docs/api.md, Routes).
export const shopOperations: Operation[] = [
  {
    method: 'GET', path: '/api/health', tag: 'base', access: 'public', open: true,
    summary: 'Health check: the process answers and the database responds',
    data: "{ ok: true, database: 'sqlite' | 'postgres' }",
    notes: "503 with the error envelope 'Database unavailable' when the database does not answer.",
  },
  {
    method: 'GET', path: '/api/base/host', tag: 'base', access: 'public', open: true,
    summary: "The shop's public address",
    data: '{ host, url }: from PUBLIC_URL (else http://localhost:PORT outside production), never the Host header',
  },
  {
    method: 'POST', path: '/api/base/heart-beat', tag: 'base', access: 'public', open: true,
    summary: 'Counts a heartbeat of the storefront for the current UTC day (body: {})',
    data: '{ day, count }: heartbeats counted for that UTC day',
  },
  {
    method: 'GET', path: '/api/storefront/initial-values', tag: 'storefront', access: 'public', open: true,
    summary: 'Everything the shell needs at start (spec §3 initial values)',
    data: '{ license_status, host, url, settings, storefront, plugins, account: null, unlocked }',
  },
  {
    method: 'GET', path: '/api/storefront/all', tag: 'storefront', access: 'public',
    summary: 'The storefront: theme, typography, logo, notice, mode pages (never the password)',
    data: 'the Storefront object (contracts storefront.ts)',
  },
  {
    method: 'POST', path: '/api/storefront/verify-password', tag: 'storefront', access: 'public', open: true, limited: true,
    summary: 'Unlocks a password-protected shop for this visitor',
    body: verifyPasswordSchema,
    data: '{ unlocked: true }, and a signed vitrine_unlock cookie (30 days)',
    notes: "A wrong password is 400 'The password is not correct'.",
  },
  {
    method: 'POST', path: '/api/storefront/subscribe-to-mode', tag: 'storefront', access: 'public', open: true, limited: true,
    summary: 'Puts an email on the list to hear when a Coming Soon or Under Maintenance shop opens',
    body: subscribeToModeSchema,
    data: '{ email }',
  },
  {
    method: 'POST', path: '/api/settings/get', tag: 'settings', access: 'public',
    summary: 'Values of the named settings',
    body: settingsRequestSchema,
    data: '{ <key>: value | null }',
    notes: 'Keys must be among SETTING_KEYS (contracts settings.ts); an unknown key is a 422.',
  },
  {
    method: 'GET', path: '/api/settings/countries', tag: 'settings', access: 'public',
    summary: 'Countries the shop ships to, with their states',
    data: 'countries with states: [{ id, name, code }]',
  },
  {
    method: 'GET', path: '/api/settings/address-fields', tag: 'settings', access: 'public',
    summary: "Address form fields of the store's own country",
    data: '{ country: { id, name, iso2 }, fields: { <address type>: [{ column_name, label, is_required, field_type }] } }',
  },
  {
    method: 'GET', path: '/api/settings/address-fields/:country', tag: 'settings', access: 'public',
    summary: 'Address form fields of a country (id or ISO-2 code)',
    params: countryParamSchema,
    data: '{ country: { id, name, iso2 }, fields: { <address type>: [{ column_name, label, is_required, field_type }] } }',
  },
  {
    method: 'GET', path: '/api/template/:id', tag: 'content', access: 'public',
    summary: 'The template (header, topbar, footer) of a page; id is the slug resolved from the path (spec §2)',
    params: contentIdParamSchema,
    data: '{ template: { id, name, header, topbar, footer } } (sections or null)',
  },
  {
    method: 'GET', path: '/api/page/:id', tag: 'content', access: 'public',
    summary: 'A page and its sections; ?path is the storefront path it was resolved from',
    params: contentIdParamSchema, query: pathQuerySchema,
    data: '{ page: { id, slug, title, page_type, meta_title, meta_description, body_class }, page_type, component_data: [{ key, component_type, component_data }] }',
    notes: "An unpublished or missing content page is 404 'Page Not Found'; system page types without an owner-designed page answer an empty page.",
  },
  {
    method: 'GET', path: '/api/templateBoth/:id', tag: 'content', access: 'public',
    summary: 'The page and its template in one call (extra query parameters are ignored)',
    params: contentIdParamSchema, query: pathQuerySchema.passthrough(),
    data: '{ template, page, page_type, component_data }',
  },
  {
    method: 'GET', path: '/api/menu/:id', tag: 'content', access: 'public',
    summary: 'A menu by id or handle',
    params: contentIdParamSchema,
    data: '{ id, handle, name, items: [{ label, url, children? }] }',
  },
  {
    method: 'GET', path: '/api/slider/:id', tag: 'content', access: 'public',
    summary: 'A slider by id or handle',
    params: contentIdParamSchema,
    data: '{ id, handle, name, autoplay_ms, slides: [{ image, mobile_image, width, height, alt, heading, text, button_label, button_url }] }',
  },
  {
    method: 'GET', path: '/api/plugins/all', tag: 'plugins', access: 'public',
    summary: 'The active storefront plugins',
    data: '[{ module_name, config }]',
  },
  {
    method: 'GET', path: '/api/plugins/config/:name', tag: 'plugins', access: 'public',
    summary: "One active plugin's configuration",
    params: moduleNameSchema,
    data: '{ module_name, config }',
    notes: 'An unknown or inactive plugin is a 404.',
  },
  {
    method: 'GET', path: '/api/seo/sitemap', tag: 'seo', access: 'public',
    summary: 'Everything /sitemap.xml lists (at most 50 000 URLs)',
    data: '{ pages, products, categories, collections, truncated }',
  },
];
