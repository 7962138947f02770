import type { Insertable, Kysely } from 'kysely';
import type { Database } from '../../db/database.ts';
import type { FormSubmissionsTable, FormsTable, TradeEnquiriesTable } from './forms.table.ts';

export async function findForm(db: Kysely<Database>, id: string) {
  return db.selectFrom('forms').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function upsertForm(db: Kysely<Database>, row: Insertable<FormsTable>) {
  const { id, ...rest } = row;
  await db
    .insertInto('forms')
    .values(row)
    .onConflict((oc) => oc.column('id').doUpdateSet(rest))
    .execute();
}

export async function insertSubmission(db: Kysely<Database>, row: Insertable<FormSubmissionsTable>) {
  await db.insertInto('form_submissions').values(row).execute();
}

export async function insertTradeEnquiry(db: Kysely<Database>, row: Insertable<TradeEnquiriesTable>) {
  await db.insertInto('trade_enquiries').values(row).execute();
}

/** Adds the address once; answers whether this call added it (false: it was there already). */
export async function insertSubscription(db: Kysely<Database>, row: { id: string; email: string; created_at: string }): Promise<boolean> {
  const result = await db
    .insertInto('email_subscriptions')
    .values(row)
    .onConflict((oc) => oc.column('email').doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0) > 0;
}

type StoredTable = 'form_submissions' | 'trade_enquiries' | 'email_subscriptions';

/** Rows a table took since `since` (the overall quota; created_at is indexed). */
export async function countSince(db: Kysely<Database>, table: StoredTable, since: string): Promise<number> {
  const row = await db
    .selectFrom(table)
    .select((eb) => eb.fn.countAll().as('n'))
    .where('created_at', '>=', since)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** The owner's view: the newest submissions of a form. */
export async function findSubmissions(db: Kysely<Database>, formId: string, limit: number) {
  return db.selectFrom('form_submissions').selectAll().where('form_id', '=', formId).orderBy('created_at', 'desc').limit(limit).execute();
}
