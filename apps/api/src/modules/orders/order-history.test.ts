import type { PlacedOrder } from '@vitrine/contracts/orders';
import { beforeAll, expect, it } from 'vitest';
import { expectSuccess } from '../../test/envelope-assertions.ts';
import { describeEachDatabase, useTestApp } from '../../test/test-app.ts';
import { pickVariants, Shopper, type TestVariant } from '../cart/cart-test-kit.ts';
import { findOrderHistory, insertHistory } from './orders.repository.ts';
import { confirmedOrderBody, readyCart } from './orders-test-kit.ts';

// An order's history reads in the order it was written, even when two moves share a millisecond
// (migration 017: each row's place in its order's history).

describeEachDatabase('order status history', (dialect) => {
  const t = useTestApp(dialect);
  let v: TestVariant[] = [];
  beforeAll(async () => {
    v = await pickVariants(t.db, 1, 100);
  });

  it('keeps moves of the same millisecond in the order they were made', async () => {
    const who = new Shopper(t.app);
    await readyCart(who, [[v[0]!, 1]]);
    const { order } = expectSuccess<PlacedOrder>(await who.call('POST', '/api/checkout/place-order', await confirmedOrderBody(who)));
    const at = new Date().toISOString();
    // Ids that sort the other way round: only the sequence can tell which came first.
    await insertHistory(t.db.kysely, { id: 'osh_zzzz', order_id: order.order_id, status: 'confirmed', actor: 'owner', note: null, created_at: at });
    await insertHistory(t.db.kysely, { id: 'osh_aaaa', order_id: order.order_id, status: 'packed', actor: 'owner', note: null, created_at: at });
    const history = await findOrderHistory(t.db.kysely, order.order_id);
    expect(history.map((h) => [h.status, Number(h.seq)])).toEqual([
      ['placed', 1],
      ['confirmed', 2],
      ['packed', 3],
    ]);
  });
});
