import crypto from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/database.ts';
import type { OrderActor } from '../orders/order-status.ts';
import { undoOrderEffects } from '../orders/order-undo.ts';
import * as orders from '../orders/orders.repository.ts';
import * as repo from './payments.repository.ts';

/**
 * Cancels an order paid online only while it is still placed and unpaid, with its restock, coupon
 * release and history entry, in one transaction whose conditional update decides: a payment
 * landing at that moment is never cancelled over, and of two cancels only one gives back.
 * Shared by the unpaid-orders job and the shopper's "Change it" (pending-order.service.ts).
 */
export async function cancelUnpaidOrder(
  db: Kysely<Database>,
  row: Pick<orders.OrderRow, 'id' | 'cart_id' | 'coupon_id'>,
  actor: OrderActor,
  note: string,
): Promise<boolean> {
  const at = new Date().toISOString();
  return db.transaction().execute(async (trx) => {
    if (!(await repo.cancelIfUnpaid(trx, row.id, at))) return false;
    await undoOrderEffects(trx, row);
    await orders.insertHistory(trx, {
      id: `osh_${crypto.randomBytes(12).toString('base64url')}`,
      order_id: row.id,
      status: 'cancelled',
      actor,
      note,
      created_at: at,
    });
    return true;
  });
}
