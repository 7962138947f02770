import type { Insertable, Kysely, Selectable } from 'kysely';
import type { Database } from '../../db/database.ts';
import type { TestGatewayPaymentStatus, TestGatewayPaymentsTable } from './test-gateway.table.ts';

// The built-in test gateway's own store (migration 014).

type Q = Kysely<Database>;
export type TestGatewayPaymentRow = Selectable<TestGatewayPaymentsTable>;

export async function insertPayment(db: Q, row: Insertable<TestGatewayPaymentsTable>): Promise<void> {
  await db.insertInto('test_gateway_payments').values(row).execute();
}

export function findPayment(db: Q, id: string): Promise<TestGatewayPaymentRow | undefined> {
  return db.selectFrom('test_gateway_payments').selectAll().where('id', '=', id).executeTakeFirst();
}

/** Settles a payment once: false when it was already paid or declined. */
export async function decidePayment(db: Q, id: string, status: Exclude<TestGatewayPaymentStatus, 'created'>, now: string): Promise<boolean> {
  const result = await db
    .updateTable('test_gateway_payments')
    .set({ status, updated_at: now })
    .where('id', '=', id)
    .where('status', '=', 'created')
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}
