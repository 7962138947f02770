import type { Kysely } from 'kysely';
import type { Database } from '../../db/database.ts';
import type { OtpChallengesTable } from './auth.table.ts';

type Q = Kysely<Database>;

export async function insertChallenge(db: Q, row: OtpChallengesTable): Promise<void> {
  await db.insertInto('otp_challenges').values(row).execute();
}

export async function countSendsToPhone(db: Q, phone: string, purposes: readonly string[], since: string): Promise<number> {
  const row = await db
    .selectFrom('otp_challenges')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('phone', '=', phone)
    .where('purpose', 'in', purposes)
    .where('created_at', '>', since)
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}

export async function countSendsFromIp(db: Q, ip: string, since: string): Promise<number> {
  const row = await db
    .selectFrom('otp_challenges')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('ip', '=', ip)
    .where('created_at', '>', since)
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}

/** A new code replaces the phone's open ones: only the latest code can be answered. */
export async function closeOpenChallenges(db: Q, phone: string, now: string): Promise<void> {
  await db.updateTable('otp_challenges').set({ used_at: now }).where('phone', '=', phone).where('used_at', 'is', null).execute();
}

export function findOpenChallenge(db: Q, phone: string, purposes: string[], customerId: string | null, now: string) {
  let query = db
    .selectFrom('otp_challenges')
    .selectAll()
    .where('phone', '=', phone)
    .where('purpose', 'in', purposes)
    .where('used_at', 'is', null)
    .where('expires_at', '>', now);
  query = customerId ? query.where('customer_id', '=', customerId) : query.where('customer_id', 'is', null);
  return query.orderBy('created_at', 'desc').limit(1).executeTakeFirst();
}

/** Takes one of the code's tries atomically; false when none is left or the code is closed. */
export async function claimTry(db: Q, id: string, maxTries: number): Promise<boolean> {
  const result = await db
    .updateTable('otp_challenges')
    .set((eb) => ({ attempts: eb('attempts', '+', 1) }))
    .where('id', '=', id)
    .where('used_at', 'is', null)
    .where('attempts', '<', maxTries)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Single use: of two concurrent correct answers, only one changes the row. */
export async function consumeChallenge(db: Q, id: string, now: string): Promise<boolean> {
  const result = await db.updateTable('otp_challenges').set({ used_at: now }).where('id', '=', id).where('used_at', 'is', null).executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** The phone is kept for the record only: failures are counted per IP (otp.rules.ts). */
export async function insertFailure(db: Q, row: { id: string; phone: string; ip: string | null; created_at: string }): Promise<void> {
  await db.insertInto('otp_failures').values(row).execute();
}

/** Wrong or unanswerable codes from one client IP since `since` (the per-IP cap; never per phone). */
export async function countFailuresFromIp(db: Q, ip: string, since: string): Promise<number> {
  const row = await db
    .selectFrom('otp_failures')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('ip', '=', ip)
    .where('created_at', '>', since)
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}
