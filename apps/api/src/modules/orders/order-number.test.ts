import crypto from 'node:crypto';
import type { PlacedOrder } from '@vitrine/contracts/orders';
import { afterEach, beforeAll, expect, it, vi } from 'vitest';
import { expectSuccess } from '../../test/envelope-assertions.ts';
import { describeEachDatabase, useTestApp } from '../../test/test-app.ts';
import { pickVariants, Shopper, type TestVariant } from '../cart/cart-test-kit.ts';
import { confirmedOrderBody, readyCart } from './orders-test-kit.ts';

// Placing an order reads no order number before it: orders.order_no is unique, so a number drawn
// twice fails that order's insert, and only then is the cart placed again with a new number.

const ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

/** The 7 random bytes the service turns into `orderNo` ('V' and 7 characters). */
const bytesOf = (orderNo: string) => Buffer.from([...orderNo.slice(1)].map((c) => ALPHABET.indexOf(c)));

describeEachDatabase('order numbers', (dialect) => {
  const t = useTestApp(dialect);
  let v: TestVariant[] = [];
  beforeAll(async () => {
    v = await pickVariants(t.db, 1, 100);
  });
  afterEach(() => {
    vi.restoreAllMocks();
  });
  const place = async (who: Shopper) => who.call('POST', '/api/checkout/place-order', await confirmedOrderBody(who));
  const countOrders = async () =>
    Number(
      (
        await t.db.kysely
          .selectFrom('orders')
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );

  it('draws a new number when the one drawn is already an order’s, and places the cart once', async () => {
    const first = expectSuccess<PlacedOrder>(await place(await ready())).order;
    const second = await ready();
    const before = await countOrders();
    const draw = crypto.randomBytes;
    let repeats = 0;
    vi.spyOn(crypto, 'randomBytes').mockImplementation(((size: number) => {
      if (size === 7 && repeats++ === 0) return bytesOf(first.order_no); // the first draw repeats the first order's number
      return draw(size);
    }) as typeof crypto.randomBytes);
    const placed = expectSuccess<PlacedOrder>(await place(second)).order;
    expect(repeats).toBeGreaterThanOrEqual(2);
    expect(placed.order_no).toMatch(/^V[A-HJ-NP-Z2-9]{7}$/);
    expect(placed.order_no).not.toBe(first.order_no);
    expect(await countOrders()).toBe(before + 1);
    // The first order keeps its number; the second has its own, stored as answered.
    const numbered = await t.db.kysely.selectFrom('orders').select(['id', 'order_no']).where('id', 'in', [first.order_id, placed.order_id]).execute();
    expect(Object.fromEntries(numbered.map((r) => [r.id, r.order_no]))).toEqual({ [first.order_id]: first.order_no, [placed.order_id]: placed.order_no });
  });

  async function ready(): Promise<Shopper> {
    const shopper = new Shopper(t.app);
    await readyCart(shopper, [[v[0]!, 1]]);
    return shopper;
  }
});
