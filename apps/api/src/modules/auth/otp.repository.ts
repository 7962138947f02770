import type { Kysely, SelectQueryBuilder } from 'kysely';
import type { Database } from '../../db/database.ts';
import type { OtpChallengesTable } from './auth.table.ts';

type Q = Kysely<Database>;

export async function insertChallenge(db: Q, row: OtpChallengesTable): Promise<void> {
  await db.insertInto('otp_challenges').values(row).execute();
}

/**
 * Who asked for a code: the signed-in account for verify codes, else the client IP. A code answers
 * only its asker, and its asker's sends are what the resend limits count (decisions/038).
 */
export type Asker = { customerId: string } | { customerId: null; ip: string | null };

type ChallengeQuery = SelectQueryBuilder<Database, 'otp_challenges', object>;

function whereAsker<Q extends ChallengeQuery>(query: Q, asker: Asker): Q {
  if (asker.customerId !== null) return query.where('customer_id', '=', asker.customerId) as Q;
  const byIp = query.where('customer_id', 'is', null) as Q;
  return (asker.ip === null ? byIp.where('ip', 'is', null) : byIp.where('ip', '=', asker.ip)) as Q;
}

/** Codes one asker had sent to the phone since `since` (the spec §9 resend limits). */
export async function countSendsToAsker(db: Q, phone: string, purposes: readonly string[], asker: Asker, since: string): Promise<number> {
  const query = db
    .selectFrom('otp_challenges')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('phone', '=', phone)
    .where('purpose', 'in', purposes)
    .where('created_at', '>', since);
  const row = await whereAsker(query, asker).executeTakeFirst();
  return Number(row?.n ?? 0);
}

/** Codes every asker together had sent to the phone since `since` (the per-phone ceiling). */
export async function countSendsToPhone(db: Q, phone: string, since: string): Promise<number> {
  const row = await db
    .selectFrom('otp_challenges')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('phone', '=', phone)
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

/** A new code replaces its asker's open ones for the phone; another asker's code stays good. */
export async function closeOpenChallenges(db: Q, phone: string, asker: Asker, now: string): Promise<void> {
  const query = db.updateTable('otp_challenges').set({ used_at: now }).where('phone', '=', phone).where('used_at', 'is', null);
  if (asker.customerId !== null) await query.where('customer_id', '=', asker.customerId).execute();
  else {
    const byIp = query.where('customer_id', 'is', null);
    await (asker.ip === null ? byIp.where('ip', 'is', null) : byIp.where('ip', '=', asker.ip)).execute();
  }
}

/** The asker's latest live code for the phone: nobody else's guesses reach it. */
export function findOpenChallenge(db: Q, phone: string, purposes: string[], asker: Asker, now: string) {
  const query = db
    .selectFrom('otp_challenges')
    .selectAll()
    .where('phone', '=', phone)
    .where('purpose', 'in', purposes)
    .where('used_at', 'is', null)
    .where('expires_at', '>', now);
  return whereAsker(query, asker).orderBy('created_at', 'desc').limit(1).executeTakeFirst();
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

/** Has the account that verified `phone` signed in from `ip` since `since`? (the ceiling's exemption) */
export async function hasSignedInFrom(db: Q, phone: string, ip: string, since: string): Promise<boolean> {
  const row = await db
    .selectFrom('sign_in_logs')
    .innerJoin('customers', 'customers.id', 'sign_in_logs.customer_id')
    .select('sign_in_logs.id')
    .where('customers.verified_phone', '=', phone)
    .where('sign_in_logs.ip', '=', ip)
    .where('sign_in_logs.created_at', '>', since)
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}
