import { pageUpsertSchema, pluginConfigUpdateSchema, templateUpdateSchema } from '@vitrine/contracts/content';
import { countryIdParamSchema, countryShippingSchema, settingsUpdateSchema } from '@vitrine/contracts/settings';
import { storefrontUpdateSchema } from '@vitrine/contracts/storefront';
import { templateIdParamSchema } from '../modules/admin/admin.routes.ts';
import { moduleNameSchema } from '../modules/plugins/plugins.routes.ts';
import type { Operation } from './operation.ts';

// Admin writes (docs/api.md): the owner's token, never site-locked, strict bodies.
export const adminOperations: Operation[] = [
  {
    method: 'PUT',
    path: '/api/admin/storefront',
    tag: 'admin',
    access: 'admin',
    open: true,
    summary: 'Updates the storefront (any subset of its fields; setting the password re-locks every visitor)',
    body: storefrontUpdateSchema,
    data: 'the Storefront',
  },
  {
    method: 'PUT',
    path: '/api/admin/settings',
    tag: 'admin',
    access: 'admin',
    open: true,
    summary: 'Saves settings',
    body: settingsUpdateSchema,
    data: 'the saved keys and values',
    notes: 'Unknown setting keys are a 422.',
  },
  {
    method: 'PUT',
    path: '/api/admin/pages',
    tag: 'admin',
    access: 'admin',
    open: true,
    summary: 'Creates or replaces a page and its sections (rich-text HTML is sanitised on write)',
    body: pageUpsertSchema,
    data: 'the page response',
  },
  {
    method: 'PUT',
    path: '/api/admin/templates/:id',
    tag: 'admin',
    access: 'admin',
    open: true,
    summary: "Updates a template's header, topbar or footer",
    params: templateIdParamSchema,
    body: templateUpdateSchema,
    data: 'the template',
  },
  {
    method: 'PUT',
    path: '/api/admin/countries/:id',
    tag: 'admin',
    access: 'admin',
    open: true,
    summary: 'Says whether the shop ships to a country',
    params: countryIdParamSchema,
    body: countryShippingSchema,
    data: '`CountryOption`: { id, name, iso2, mobile_code, mobile_number_length, ships_to, states }',
    notes: 'Unset, a shop ships to its own country only. Checkout refuses a shipping address in a country it does not ship to.',
  },
  {
    method: 'PUT',
    path: '/api/admin/plugins/:name',
    tag: 'admin',
    access: 'admin',
    open: true,
    summary: 'Switches a plugin on or off, or changes its configuration',
    params: moduleNameSchema,
    body: pluginConfigUpdateSchema,
    data: '{ module_name, config, is_active }',
  },
  {
    method: 'GET',
    path: '/api/admin/abandoned-carts',
    tag: 'admin',
    access: 'admin',
    open: true,
    summary: 'Lists the carts the AbandonedCart plugin recorded, newest first (100 at most)',
    data: '[{ cart_id, email, phone, total_quantity, recorded_at, notified_at, restored_at }]',
  },
];
