import { z } from 'zod';
import { ADDRESS_TYPES, type AddressCountryRules, type AddressField, type AddressType, addressValueError, dynamicAddressFields } from './address-rules.ts';
import { Messages } from './messages.ts';

// spec §3 Address and §7 Addresses: saved addresses of the signed-in customer. The fields beyond
// the fixed ones come per country and address type from GET /api/settings/address-fields.

/** A customer keeps at most this many addresses (all types together). */
export const MAX_ADDRESSES_PER_CUSTOMER = 50;
/** Longest value kept for one dynamic field. */
export const ADDRESS_FIELD_MAX_LENGTH = 255;

// Vitrine's own messages where the spec shows none.
export const AddressMessages = {
  notFound: 'Address not found',
  added: 'Address saved',
  updated: 'Address updated',
  limitReached: `You can save up to ${MAX_ADDRESSES_PER_CUSTOMER} addresses. Please edit one of them instead`,
  stateNotInCountry: 'Choose a state of the selected country',
} as const;

const missingOrInvalid = (issue: { input?: unknown }) => (issue.input === undefined || issue.input === null ? Messages.fieldRequired : Messages.fieldNotValid);

const flag = z.union([z.boolean(), z.literal(0), z.literal(1)], { error: Messages.fieldNotValid }).transform(Boolean);

/**
 * The fixed part of POST /api/address/add and PUT /api/address/update/{id}. The dynamic fields
 * travel beside these keys, flat (spec §7 "address fields"); total_mrp and unknown keys are ignored.
 * is_default (or `default`) left out keeps an edited address's flag; a new address is not default
 * unless it is the customer's first of its type.
 */
export const addressBodySchema = z
  .object({
    address_type: z.enum(ADDRESS_TYPES, { error: missingOrInvalid }),
    country_id: z.string({ error: missingOrInvalid }).trim().min(1, Messages.fieldRequired).max(60, Messages.maxLength(60)),
    state_id: z
      .union([z.string().trim().max(60, Messages.maxLength(60)), z.number().int()], { error: Messages.fieldNotValid })
      .nullish()
      .transform((v) => (v === undefined || v === null || v === '' ? null : String(v))),
    is_default: flag.optional(),
    default: flag.optional(),
  })
  .transform(({ default: alias, is_default, ...rest }) => ({ ...rest, is_default: is_default ?? alias }));
export type AddressBody = z.infer<typeof addressBodySchema>;

/** What the client sends: the fixed keys plus the dynamic fields by column_name. */
export type AddressInput = {
  address_type: AddressType;
  country_id: string;
  state_id?: string | null;
  is_default?: boolean;
} & Record<string, string | number | boolean | null | undefined>;

function fieldValueSchema(field: AddressField, country: AddressCountryRules) {
  const max = ADDRESS_FIELD_MAX_LENGTH;
  return z.preprocess(
    (v) => (v === undefined || v === null ? '' : typeof v === 'number' && Number.isFinite(v) ? String(v) : v),
    z
      .string({ error: Messages.fieldNotValid })
      .trim()
      .max(max, Messages.maxLength(max))
      .superRefine((value, ctx) => {
        // The same rule the address form runs in the browser (address-rules.ts).
        const message = addressValueError(field, value, country);
        if (message) ctx.addIssue({ code: 'custom', message });
      }),
  );
}

/**
 * spec §3 "dynamic fields per address type, each with column_name, label, is_required": the
 * schema of one country's fields for one address type (a factory, CONVENTIONS habit 7). Values
 * are trimmed and capped; keys not in the list are dropped; empty optional values are left out.
 */
export function addressFieldsSchema(fields: readonly AddressField[], options: { mobileNumberLength?: number; countryIso2?: string } = {}) {
  const country: AddressCountryRules = { iso2: options.countryIso2, mobile_number_length: options.mobileNumberLength };
  const shape: Record<string, ReturnType<typeof fieldValueSchema>> = {};
  for (const field of dynamicAddressFields(fields)) shape[field.column_name] = fieldValueSchema(field, country);
  return z.object(shape).transform((values) => Object.fromEntries(Object.entries(values).filter(([, v]) => v !== '')) as Record<string, string>);
}

/**
 * A saved address (spec §3): the fixed keys, `fields` with the dynamic values by column_name,
 * and the same dynamic values flat beside the fixed keys, as the spec's entity and the cart's
 * update-address payload carry them.
 */
export interface SavedAddress {
  id: string;
  /** The same as id (spec §3 names both). */
  address_id: string;
  address_type: AddressType;
  /** spec §3 "default flag"; is_default says the same. */
  default: boolean;
  is_default: boolean;
  country_id: string;
  state_id: string | null;
  country: { id: string; name: string; iso2: string };
  state: { id: string; name: string; code: string } | null;
  fields: Record<string, string>;
  created_at: string;
  updated_at: string;
  [column: string]: unknown;
}

/** Answer of add and update: the saved address and the customer's whole list after the change. */
export interface AddressSaved {
  address: SavedAddress;
  addresses: SavedAddress[];
}

export const addressListQuerySchema = z.object({
  address_type: z.enum(ADDRESS_TYPES, { error: Messages.fieldNotValid }).optional(),
});

export const addressIdParamSchema = z.object({ id: z.string().trim().min(1).max(80) });
