import type { AddressInput } from '@vitrine/contracts/address';
import type { Db } from '../../db/connect.ts';

// Bodies for the address tests, valid against the demo store's field lists (db/seed/data/geo.json).

export function indiaAddress(overrides: Partial<AddressInput> = {}): AddressInput {
  return {
    address_type: 'Shipping',
    country_id: 'country_in',
    state_id: 'st_in_ka',
    first_name: 'Asha',
    last_name: 'Rao',
    phone: '9876543210',
    address_line_1: '12 MG Road',
    address_line_2: 'Near the park',
    city: 'Bengaluru',
    pincode: '560001',
    ...overrides,
  } as AddressInput;
}

export function usAddress(overrides: Partial<AddressInput> = {}): AddressInput {
  return {
    address_type: 'Shipping',
    country_id: 'country_us',
    state_id: 'st_us_ca',
    first_name: 'Sam',
    last_name: 'Lee',
    phone: '4155550123',
    address_line_1: '1 Market St',
    city: 'San Francisco',
    zip: '94105',
    ...overrides,
  } as AddressInput;
}

/** A bare customer row for service tests (route tests sign in through the auth module instead). */
export async function insertTestCustomer(db: Db, id: string): Promise<string> {
  const now = new Date().toISOString();
  await db.kysely
    .insertInto('customers')
    .values({
      id,
      first_name: 'Test',
      last_name: 'Customer',
      email: null,
      phone: null,
      password_hash: null,
      verified_phone: null,
      phone_verified_at: null,
      email_verified_at: null,
      created_at: now,
      updated_at: now,
    })
    .execute();
  return id;
}
