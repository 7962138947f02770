import type { Kysely } from 'kysely';
import type { Database } from '../../db/database.ts';
import { releaseCoupon } from '../coupons/coupons.service.ts';
import * as repo from './orders.repository.ts';

/**
 * What cancelling an order gives back, inside the transaction whose conditional update cancelled
 * it (so exactly once, whoever cancels: the customer, the owner, or the unpaid-orders job): every
 * unit to stock, and the coupon use it spent.
 */
export async function undoOrderEffects(trx: Kysely<Database>, order: Pick<repo.OrderRow, 'id' | 'cart_id' | 'coupon_id'>): Promise<void> {
  for (const item of await repo.findOrderItems(trx, order.id)) await repo.returnStock(trx, item.product_id, item.variant_id, Number(item.quantity));
  if (order.coupon_id) await releaseCoupon(trx, order.coupon_id, order.cart_id);
}
