import type { Kysely } from 'kysely';
import type { Database } from '../../db/database.ts';
import type { PasswordResetsTable } from './auth.table.ts';

type Q = Kysely<Database>;

export async function insertReset(db: Q, row: PasswordResetsTable): Promise<void> {
  await db.insertInto('password_resets').values(row).execute();
}

export async function countRecentResets(db: Q, customerId: string, since: string): Promise<number> {
  const row = await db
    .selectFrom('password_resets')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('customer_id', '=', customerId)
    .where('created_at', '>', since)
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}

/** The open reset with this token for this email, with its customer. */
export function findOpenReset(db: Q, tokenHash: string, email: string, now: string) {
  return db
    .selectFrom('password_resets as r')
    .innerJoin('customers as c', 'c.id', 'r.customer_id')
    .select(['r.id', 'r.customer_id'])
    .where('r.token_hash', '=', tokenHash)
    .where('c.email', '=', email)
    .where('r.used_at', 'is', null)
    .where('r.expires_at', '>', now)
    .executeTakeFirst();
}

export async function consumeReset(db: Q, id: string, now: string): Promise<boolean> {
  const result = await db.updateTable('password_resets').set({ used_at: now }).where('id', '=', id).where('used_at', 'is', null).executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** After a reset every other link of the customer stops working too. */
export async function closeCustomerResets(db: Q, customerId: string, now: string): Promise<void> {
  await db.updateTable('password_resets').set({ used_at: now }).where('customer_id', '=', customerId).where('used_at', 'is', null).execute();
}
