import type { Kysely } from 'kysely';
import type { Database } from '../../db/database.ts';
import type { CustomerSessionsTable, SignInLogsTable } from './auth.table.ts';

type Q = Kysely<Database>;

export async function insertSession(db: Q, row: CustomerSessionsTable): Promise<void> {
  await db.insertInto('customer_sessions').values(row).execute();
}

/** One line of the account's access log (spec §2 Security). */
export async function insertSignInLog(db: Q, row: SignInLogsTable): Promise<void> {
  await db.insertInto('sign_in_logs').values(row).execute();
}

/** A live session: not revoked, not expired, and its customer still exists. */
export async function findLiveSession(db: Q, tokenHash: string, now: string) {
  return db
    .selectFrom('customer_sessions as s')
    .innerJoin('customers as c', 'c.id', 's.customer_id')
    .select(['s.id', 's.customer_id'])
    .where('s.token_hash', '=', tokenHash)
    .where('s.revoked_at', 'is', null)
    .where('s.expires_at', '>', now)
    .executeTakeFirst();
}

export async function revokeSessionByTokenHash(db: Q, tokenHash: string, now: string): Promise<void> {
  await db.updateTable('customer_sessions').set({ revoked_at: now }).where('token_hash', '=', tokenHash).where('revoked_at', 'is', null).execute();
}

/** Every live session of the customer except `keepSessionId` (null revokes them all). */
export async function revokeCustomerSessions(db: Q, customerId: string, keepSessionId: string | null, now: string): Promise<number> {
  let query = db.updateTable('customer_sessions').set({ revoked_at: now }).where('customer_id', '=', customerId).where('revoked_at', 'is', null);
  if (keepSessionId) query = query.where('id', '!=', keepSessionId);
  const result = await query.executeTakeFirst();
  return Number(result.numUpdatedRows);
}

/** A customer's latest sign-ins, newest first (the account's access log). */
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
