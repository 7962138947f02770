import type { Generated } from 'kysely';

export interface SettingsTable {
  key: string;
  value: string; // JSON
}
export interface CountriesTable {
  id: string;
  name: string;
  iso2: string;
  mobile_code: string;
  mobile_number_length: number;
  currency_code: string;
  /** Migration 022: 1 or 0 as the owner chose; null: shipped to only when it is the shop's own country. */
  ships_to: Generated<number | null>;
}
export interface StatesTable {
  id: string;
  country_id: string;
  name: string;
  code: string;
}
export interface AddressFieldsTable {
  id: string;
  country_id: string | null; // null: the fields used for any country without its own
  address_type: string; // Shipping | Billing
  column_name: string;
  label: string;
  field_type: string;
  is_required: number;
  position: number;
}
