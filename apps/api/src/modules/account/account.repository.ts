import type { Kysely } from 'kysely';
import type { Database } from '../../db/database.ts';
import type { CustomersTable } from '../auth/auth.table.ts';

type Q = Kysely<Database>;

// Every query is keyed by the signed-in customer's id: there is no way to name another account.

export function findProfileRow(db: Q, customerId: string) {
  return db.selectFrom('customers').selectAll().where('id', '=', customerId).executeTakeFirst();
}

export async function emailUsedByOther(db: Q, email: string, customerId: string): Promise<boolean> {
  const row = await db.selectFrom('customers').select('id').where('email', '=', email).where('id', '!=', customerId).executeTakeFirst();
  return Boolean(row);
}

export async function phoneVerifiedByOther(db: Q, phone: string, customerId: string): Promise<boolean> {
  const row = await db
    .selectFrom('customers')
    .select('id')
    .where('verified_phone', '=', phone)
    .where('id', '!=', customerId)
    .executeTakeFirst();
  return Boolean(row);
}

export async function updateProfileRow(db: Q, customerId: string, patch: Partial<Omit<CustomersTable, 'id'>>): Promise<void> {
  await db.updateTable('customers').set(patch).where('id', '=', customerId).execute();
}

export function findSignInLogs(db: Q, customerId: string, limit: number) {
  return db
    .selectFrom('sign_in_logs')
    .selectAll()
    .where('customer_id', '=', customerId)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
}
