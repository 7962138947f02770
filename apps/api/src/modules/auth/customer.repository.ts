import type { Kysely } from 'kysely';
import type { Database } from '../../db/database.ts';
import type { CustomersTable } from './auth.table.ts';

type Q = Kysely<Database>;

export function findCustomerById(db: Q, id: string) {
  return db.selectFrom('customers').selectAll().where('id', '=', id).executeTakeFirst();
}

export function findCustomerByEmail(db: Q, email: string) {
  return db.selectFrom('customers').selectAll().where('email', '=', email).executeTakeFirst();
}

export function findCustomerByVerifiedPhone(db: Q, phone: string) {
  return db.selectFrom('customers').selectAll().where('verified_phone', '=', phone).executeTakeFirst();
}

/**
 * Whether an account that signs in by password has saved this phone. customers.phone has no index:
 * this runs only for phones no account has verified (decisions/021).
 */
export async function isPhoneSavedOnPasswordAccount(db: Q, phone: string): Promise<boolean> {
  const row = await db.selectFrom('customers').select('id').where('phone', '=', phone).where('password_hash', 'is not', null).executeTakeFirst();
  return Boolean(row);
}

export async function insertCustomer(db: Q, row: CustomersTable): Promise<void> {
  await db.insertInto('customers').values(row).execute();
}

export async function updateCustomer(db: Q, id: string, patch: Partial<Omit<CustomersTable, 'id'>>): Promise<void> {
  await db.updateTable('customers').set(patch).where('id', '=', id).execute();
}

export async function emailUsedByOther(db: Q, email: string, customerId: string): Promise<boolean> {
  const row = await db.selectFrom('customers').select('id').where('email', '=', email).where('id', '!=', customerId).executeTakeFirst();
  return Boolean(row);
}

export async function phoneVerifiedByOther(db: Q, phone: string, customerId: string): Promise<boolean> {
  const row = await db.selectFrom('customers').select('id').where('verified_phone', '=', phone).where('id', '!=', customerId).executeTakeFirst();
  return Boolean(row);
}
