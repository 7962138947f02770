import crypto from 'node:crypto';
import {
  AddressMessages,
  type AddressSaved,
  addressBodySchema,
  addressFieldsSchema,
  MAX_ADDRESSES_PER_CUSTOMER,
  type SavedAddress,
} from '@vitrine/contracts/address';
import { type AddressField, type AddressType, isStateRequired, RESERVED_ADDRESS_KEYS } from '@vitrine/contracts/address-rules';
import { ErrorCode } from '@vitrine/contracts/envelope';
import { Messages } from '@vitrine/contracts/messages';
import type { Db } from '../../db/connect.ts';
import { AppError, badRequest, notFound } from '../../lib/app-error.ts';
import { nowIso, parseJson } from '../../lib/json.ts';
import { parseInput } from '../../lib/validate.ts';
import { getAddressFields, listCountries } from '../settings/settings.service.ts';
import * as repo from './address.repository.ts';

// spec §3 Address, §7 Addresses. Rules kept here:
// - the dynamic fields come from the country's field list for the address type (settings module);
//   required ones must be filled, unknown keys are dropped, values are trimmed and capped;
// - the state must be one of the country's states;
// - one default address per customer and address type (Shipping and Billing each have theirs);
//   a customer's first address of a type becomes its default;
// - an address belongs to one customer: anyone else gets 404, as if it did not exist.

export function rowToAddress(row: repo.AddressRow): SavedAddress {
  const stored = parseJson<Record<string, unknown>>(row.fields, {});
  const fields: Record<string, string> = {};
  for (const [key, value] of Object.entries(stored)) {
    if (typeof value === 'string' && !RESERVED_ADDRESS_KEYS.includes(key)) fields[key] = value;
  }
  const isDefault = Boolean(Number(row.is_default));
  return {
    ...fields,
    id: row.id,
    address_id: row.id,
    address_type: row.address_type as AddressType,
    default: isDefault,
    is_default: isDefault,
    country_id: row.country_id,
    state_id: row.state_id,
    country: { id: row.country_id, name: row.country_name, iso2: row.country_iso2 },
    state: row.state_id && row.state_name ? { id: row.state_id, name: row.state_name, code: row.state_code ?? '' } : null,
    fields,
    created_at: row.created_at,
    updated_at: row.updated_at,
  };
}

interface ValidAddress {
  address_type: AddressType;
  country_id: string;
  state_id: string | null;
  is_default: boolean | undefined;
  fields: Record<string, string>;
}

/** The body checked against the chosen country's fields; every failing field in one 422. */
export async function validateAddress(db: Db, body: unknown): Promise<ValidAddress> {
  const base = parseInput(addressBodySchema, body);
  const countries = await listCountries(db);
  const country = countries.find((c) => c.id === base.country_id || c.iso2 === base.country_id.toUpperCase());
  if (!country) throw badRequest(Messages.fieldNotValid, { country_id: [Messages.fieldNotValid] });
  const fields: AddressField[] = (await getAddressFields(db, country.id)).fields[base.address_type] ?? [];

  const errors: Record<string, string[]> = {};
  let values: Record<string, string> = {};
  try {
    values = parseInput(addressFieldsSchema(fields, { mobileNumberLength: country.mobile_number_length, countryIso2: country.iso2 }), body);
  } catch (error) {
    if (!(error instanceof AppError) || !error.errors) throw error;
    Object.assign(errors, error.errors);
  }
  if (base.state_id && !country.states.some((s) => s.id === base.state_id)) {
    errors.state_id = [AddressMessages.stateNotInCountry];
  } else if (!base.state_id && country.states.length > 0 && isStateRequired(fields)) {
    errors.state_id = [Messages.fieldRequired];
  }
  const first = Object.values(errors)[0]?.[0];
  if (first) throw badRequest(first, errors);
  return { address_type: base.address_type, country_id: country.id, state_id: base.state_id, is_default: base.is_default, fields: values };
}

export async function listAddresses(db: Db, customerId: string, addressType?: AddressType): Promise<SavedAddress[]> {
  return (await repo.findCustomerAddresses(db.kysely, customerId, addressType)).map(rowToAddress);
}

async function savedAnswer(db: Db, customerId: string, id: string): Promise<AddressSaved> {
  const addresses = await listAddresses(db, customerId);
  const address = addresses.find((a) => a.id === id);
  if (!address) throw notFound(AddressMessages.notFound);
  return { address, addresses };
}

export async function addAddress(db: Db, customerId: string, body: unknown): Promise<AddressSaved> {
  const input = await validateAddress(db, body);
  const id = `adr_${crypto.randomUUID()}`;
  await db.kysely.transaction().execute(async (trx) => {
    if ((await repo.countCustomerAddresses(trx, customerId)) >= MAX_ADDRESSES_PER_CUSTOMER) {
      throw new AppError(ErrorCode.badRequest, 400, AddressMessages.limitReached);
    }
    const firstOfType = (await repo.countCustomerAddresses(trx, customerId, input.address_type)) === 0;
    const isDefault = input.is_default === true || firstOfType;
    const now = nowIso();
    await repo.insertAddress(trx, {
      id,
      customer_id: customerId,
      address_type: input.address_type,
      is_default: isDefault ? 1 : 0,
      country_id: input.country_id,
      state_id: input.state_id,
      fields: JSON.stringify(input.fields),
      created_at: now,
      updated_at: now,
    });
    if (isDefault) await repo.clearOtherDefaults(trx, customerId, input.address_type, id);
  });
  return savedAnswer(db, customerId, id);
}

/** A full replacement of the address (the form sends every field); is_default left out keeps the flag. */
export async function updateAddress(db: Db, customerId: string, id: string, body: unknown): Promise<AddressSaved> {
  const existing = await repo.findCustomerAddress(db.kysely, customerId, id);
  if (!existing) throw notFound(AddressMessages.notFound);
  const input = await validateAddress(db, body);
  const isDefault = input.is_default ?? Boolean(Number(existing.is_default));
  await db.kysely.transaction().execute(async (trx) => {
    const changed = await repo.updateAddress(trx, customerId, id, {
      address_type: input.address_type,
      is_default: isDefault ? 1 : 0,
      country_id: input.country_id,
      state_id: input.state_id,
      fields: JSON.stringify(input.fields),
      updated_at: nowIso(),
    });
    if (changed === 0) throw notFound(AddressMessages.notFound);
    if (isDefault) await repo.clearOtherDefaults(trx, customerId, input.address_type, id);
  });
  return savedAnswer(db, customerId, id);
}
