import { z } from 'zod';
import type { AddressField } from './address-rules.ts';

// spec §3 "Settings keys requested at start".
export const SETTING_KEYS = [
  'default_channel',
  'enable_multi_channel',
  'enable_guest_checkout',
  'enable_login_at_checkout',
  'enable_customer_register',
  'enable_register_at_checkout',
  'privacy_policy_page',
  'store_name',
  'store_email',
  'store_phone',
  'store_address',
  'store_country',
  'store_state',
  'store_url',
  'enable_otp_auth',
  'enable_legacy_auth',
  'facebook',
  'instagram',
  'youtube',
  'twitter',
  'pinterest',
  'linkedin',
  'cart_expire_days',
  'enable_customer_care',
  'customer_care_email',
  'customer_care_phone',
  'customer_care_address',
  'enable_refund',
  'enable_cancel_order',
  'account_verification_for',
  'order_sms_mandatory',
  'order_email_mandatory',
  'allow_tnc_checkout',
  'checkout_instruction',
  'google_embed_url',
  // Vitrine's own (decisions/015): printed on invoices; the rate is a percent, prices include it.
  'store_gstin',
  'invoice_tax_rate',
] as const;
export type SettingKey = (typeof SETTING_KEYS)[number];
export type SettingValue = string | number | boolean | null;
export type Settings = Partial<Record<SettingKey, SettingValue>>;

export function isSettingKey(key: string): key is SettingKey {
  return (SETTING_KEYS as readonly string[]).includes(key);
}

/** POST /api/settings/get body: a list of keys (or { keys: [...] }). */
export const settingsRequestSchema = z.union([z.array(z.string().min(1)).max(100), z.object({ keys: z.array(z.string().min(1)).max(100) })]);

export const settingValueSchema = z.union([z.string().max(10_000), z.number(), z.boolean(), z.null()]);
export const settingsUpdateSchema = z.record(z.string(), settingValueSchema);

/** GET /api/settings/countries: a country with its states. */
export interface CountryOption {
  id: string;
  name: string;
  iso2: string;
  mobile_code: string;
  mobile_number_length: number;
  /** Whether the shop ships there: a shipping address must be in such a country (billing may be anywhere). */
  ships_to: boolean;
  states: { id: string; name: string; code: string }[];
}

/** PUT /api/admin/countries/{id}: whether the shop ships to the country (id or ISO code). */
export const countryIdParamSchema = z.object({ id: z.string().trim().min(1).max(60) });
export const countryShippingSchema = z.strictObject({ ships_to: z.boolean() });

/** GET /api/settings/address-fields/{country?}: the dynamic address fields by address type (Shipping, Billing). */
export interface CountryAddressFields {
  country: { id: string; name: string; iso2: string };
  fields: Partial<Record<string, AddressField[]>>;
}
