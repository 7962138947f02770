import type { Kysely } from 'kysely';

// Issue 29: the shop ships only to the countries it says it ships to (docs/decisions/036-checkout-totals-and-delivery.md).
// ships_to is 1 or 0 when the owner chose; null follows the default: the shop's own (channel) country only.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('countries').addColumn('ships_to', 'integer').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('countries').dropColumn('ships_to').execute();
}
