// The data of bench/durability.mjs, read and written in the shop's own database (read-only after the
// crash): a few variants of different products whose stock is set low before each burst, and what
// the check reads after the restart: orders with their lines and history, the carts still open,
// the stock. Writes are plain UPDATEs made before a burst, while no order is being placed.
import { orderableVariants, readOrders, whereIn } from './order-data.mjs';

/** Up to `count` published variants, each of a different product, that take three units an order. */
export async function pickVariants(db, count) {
  const byProduct = new Map();
  for (const v of await orderableVariants(db)) {
    if (v.maxPerOrder > 0 && v.maxPerOrder < 3) continue;
    if (!byProduct.has(v.productId)) byProduct.set(v.productId, v);
  }
  return [...byProduct.values()].slice(0, count);
}

/**
 * Sets each variant's stock, and its product's to the same number (one variant per product, so
 * the product's stock, which never goes below zero, moves exactly with its variant's).
 */
export async function setStock(db, stockByVariant) {
  for (const [variant, stock] of stockByVariant) {
    await db.run('update product_variants set stock = ? where id = ?', [stock, variant.id]);
    await db.run('update products set stock = ? where id = ?', [stock, variant.productId]);
  }
}

/** Stock of the variants and their products, and the ids of the orders already there. */
export async function snapshot(db, variants) {
  const { orders, variantStock, productStock } = await readOrders(db, {
    variantIds: variants.map((v) => v.id),
    productIds: variants.map((v) => v.productId),
  });
  return { orderIds: new Set(orders.map((o) => o.id)), variantStock, productStock };
}

/** Everything the durability check reads: readOrders' figures, history rows per order, and which of cartIds are still open. */
export async function readAfter(db, variants, cartIds) {
  const state = await readOrders(db, { variantIds: variants.map((v) => v.id), productIds: variants.map((v) => v.productId) });
  const history = await db.all('select order_id, count(*) as n from order_status_history group by order_id');
  const openCarts = await whereIn(db, 'select id from carts where id in', cartIds);
  return {
    ...state,
    historyCount: new Map(history.map((h) => [h.order_id, Number(h.n)])),
    openCartIds: new Set(openCarts.map((c) => c.id)),
  };
}

/** The cart id inside a `vitrine_cart_session=…` cookie pair (URL-encoded JSON, spec §3), or the raw value. */
export function cartIdOf(cookiePair) {
  const raw = decodeURIComponent(cookiePair.slice(cookiePair.indexOf('=') + 1));
  try {
    return JSON.parse(raw).cart_session ?? raw;
  } catch {
    return raw;
  }
}
