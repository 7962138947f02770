import type { AddressInput, SavedAddress } from '@vitrine/contracts/address';
import { ADDRESS_TYPES, type AddressField, type AddressType, addressValueError, dynamicAddressFields } from '@vitrine/contracts/address-rules';
import { Messages } from '@vitrine/contracts/messages';
import type { CountryAddressFields, CountryOption } from '@vitrine/contracts/settings';

// spec §3 Address, §7 Addresses: the address form's pure rules (the account's address book and
// the checkout's address step share them). The field rules themselves come
// from contracts/address-rules (zod-free), the same functions the API's schemas run; only types
// come from contracts/address, which builds zod schemas that must not ship to the browser.

export const ADDRESS_TYPE_OPTIONS: readonly AddressType[] = ADDRESS_TYPES;
export const STATE_COLUMN = 'state_id';
export const COUNTRY_COLUMN = 'country_id';
export interface AddressFormValues {
  address_type: AddressType;
  country_id: string;
  state_id: string;
  is_default: boolean;
  /** Dynamic values by column_name. */
  values: Record<string, string>;
}

export type AddressErrors = Record<string, string>;

/** The country's fields for one address type, in the API's order (empty when it has none). */
export function fieldsForType(book: CountryAddressFields | undefined, type: AddressType): AddressField[] {
  return book?.fields[type] ?? [];
}

/** The address types the country's field lists offer (both, normally). */
export function availableTypes(book: CountryAddressFields | undefined): AddressType[] {
  const offered = ADDRESS_TYPE_OPTIONS.filter((t) => (book?.fields[t]?.length ?? 0) > 0);
  return offered.length ? offered : [...ADDRESS_TYPE_OPTIONS];
}

/** Fields the shopper types into (the state is a select of its own). */
export function inputFields(fields: readonly AddressField[]): AddressField[] {
  return dynamicAddressFields(fields);
}

/** The state select's field when the list names one (its label and whether it is required). */
export function stateField(fields: readonly AddressField[]): AddressField | null {
  return fields.find((f) => f.column_name === STATE_COLUMN) ?? null;
}

export interface AddressValidationOptions {
  /**
   * What an empty required field says: the account's forms say 'This field is required'; the
   * checkout says '{label} is empty' (spec §5 "Checkout steps").
   */
  emptyMessage?: (label: string) => string;
  /** Columns another part of the page asks for and checks (the checkout's contact phone). */
  skip?: readonly string[];
}

/**
 * spec §3 "dynamic fields per address type, each with column_name, label, is_required": every
 * required field of the selected country and type must be filled ('This field is required');
 * the country always, the state when the list requires it and the country has states.
 */
export function validateAddressForm(
  form: AddressFormValues,
  fields: readonly AddressField[],
  country: (Pick<CountryOption, 'states' | 'mobile_number_length'> & { iso2?: string }) | undefined,
  options: AddressValidationOptions = {},
): AddressErrors {
  const empty = options.emptyMessage ?? (() => Messages.fieldRequired);
  const errors: AddressErrors = {};
  if (!form.country_id) errors[COUNTRY_COLUMN] = empty('Country');
  for (const field of inputFields(fields)) {
    if (options.skip?.includes(field.column_name)) continue;
    const value = (form.values[field.column_name] ?? '').trim();
    const error = !value && field.is_required ? empty(field.label || field.column_name) : addressValueError(field, value, country);
    if (error) errors[field.column_name] = error;
  }
  const state = stateField(fields);
  if (state?.is_required && (country?.states.length ?? 0) > 0 && !form.state_id) errors[STATE_COLUMN] = empty(state.label || 'State');
  return errors;
}

/**
 * After a submit has shown the errors, a change re-checks only the fields it touched: a fixed
 * field's error goes at once, the others stay until they are fixed in turn.
 */
export function refreshErrors(shown: AddressErrors, fresh: AddressErrors, changed: readonly string[]): AddressErrors {
  const next = { ...shown };
  for (const column of changed) {
    if (fresh[column]) next[column] = fresh[column];
    else delete next[column];
  }
  return next;
}

/** The field that holds the address's phone (the first 'tel' field), if the list has one. */
export function phoneField(fields: readonly AddressField[]): AddressField | null {
  return inputFields(fields).find((f) => f.field_type === 'tel') ?? null;
}

/** The add/update body: the fixed keys plus this form's fields (trimmed; empty optional ones left out). */
export function addressInput(form: AddressFormValues, fields: readonly AddressField[]): AddressInput {
  const body: AddressInput = {
    address_type: form.address_type,
    country_id: form.country_id,
    state_id: form.state_id || null,
    is_default: form.is_default,
  };
  for (const field of inputFields(fields)) {
    const value = (form.values[field.column_name] ?? '').trim();
    if (value) body[field.column_name] = value;
  }
  return body;
}

/** A new address starts in the store's country as a Shipping address; an edit starts from the saved one. */
export function initialAddressForm(address: SavedAddress | null, defaults: { countryId: string; type?: AddressType }): AddressFormValues {
  if (!address) {
    return { address_type: defaults.type ?? 'Shipping', country_id: defaults.countryId, state_id: '', is_default: false, values: {} };
  }
  return {
    address_type: address.address_type,
    country_id: address.country_id,
    state_id: address.state_id ?? '',
    is_default: Boolean(address.is_default ?? address.default),
    values: { ...address.fields },
  };
}

/** Another country: its own states, so the chosen state goes; typed values stay where names match. */
export function changeCountry(form: AddressFormValues, countryId: string): AddressFormValues {
  return countryId === form.country_id ? form : { ...form, country_id: countryId, state_id: '' };
}

/** Defaults first (Shipping before Billing), then the most recently changed. */
export function sortAddresses(addresses: readonly SavedAddress[]): SavedAddress[] {
  const rank = (a: SavedAddress) => (a.is_default || a.default ? 0 : 1);
  return [...addresses].sort(
    (a, b) =>
      rank(a) - rank(b) ||
      ADDRESS_TYPE_OPTIONS.indexOf(a.address_type) - ADDRESS_TYPE_OPTIONS.indexOf(b.address_type) ||
      (b.updated_at ?? '').localeCompare(a.updated_at ?? ''),
  );
}

export interface AddressLines {
  name: string;
  lines: string[];
  phone: string | null;
}

const NAME_COLUMNS = ['first_name', 'last_name'];
const PHONE_COLUMNS = ['phone', 'mobile', 'mobile_number'];

/** A saved address as text: the name, its lines in field order, state and country, the phone. */
export function addressLines(address: SavedAddress, fields: readonly AddressField[] = []): AddressLines {
  const values = address.fields ?? {};
  const order = [...inputFields(fields).map((f) => f.column_name), ...Object.keys(values)];
  const seen = new Set<string>();
  const parts: string[] = [];
  for (const column of order) {
    if (seen.has(column) || NAME_COLUMNS.includes(column) || PHONE_COLUMNS.includes(column)) continue;
    seen.add(column);
    const value = values[column]?.trim();
    if (value) parts.push(value);
  }
  const region = [address.state?.name, address.country?.name].filter(Boolean).join(', ');
  return {
    name: NAME_COLUMNS.map((c) => values[c]?.trim())
      .filter(Boolean)
      .join(' '),
    lines: region ? [...parts, region] : parts,
    phone: PHONE_COLUMNS.map((c) => values[c]?.trim()).find(Boolean) ?? null,
  };
}

/** The server's 422 field errors for this form's fields; the rest of the answer is one message. */
export function placeServerErrors(fieldErrors: Record<string, string>, fields: readonly AddressField[]): { errors: AddressErrors; message: string | null } {
  const known = new Set([COUNTRY_COLUMN, STATE_COLUMN, 'address_type', ...inputFields(fields).map((f) => f.column_name)]);
  const errors: AddressErrors = {};
  for (const [column, message] of Object.entries(fieldErrors)) if (known.has(column)) errors[column] = message;
  const unplaced = Object.entries(fieldErrors).filter(([column]) => !known.has(column));
  return { errors, message: unplaced.length ? unplaced.map(([, m]) => m).join(' ') : null };
}
