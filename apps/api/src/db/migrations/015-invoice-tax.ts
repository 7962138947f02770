import type { Kysely } from 'kysely';

// Issue 12, invoices (docs/decisions/015-invoices.md): an order keeps the tax rate it was placed
// with, so its invoice never changes when the owner later changes the shop's rate. In basis points
// (1800 = 18 %), an integer like every other stored number; orders placed before this migration
// recorded no rate and keep 0.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('orders')
    .addColumn('tax_rate_bps', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('orders').dropColumn('tax_rate_bps').execute();
}
