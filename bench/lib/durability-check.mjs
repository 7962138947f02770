// The check of bench/durability.mjs, on what the database holds after the crash and restart,
// against the outcome of every cart of the burst and the snapshot taken just before it:
// - every acknowledged order is there, exactly once, under the id answered;
// - a refused cart made no order; an unanswered (or unsent) cart made one or none;
// - every order made is whole: its line is the cart's variant × quantity, its sub_total the sum
//   of its lines, its history written, its cart closed; a cart without an order is still open;
// - no cart has two orders, no order line is without its order, no order comes from elsewhere;
// - each variant's (and product's) stock is its stock before − Σ quantity of the new order lines,
//   and never below zero.
import { readAfter } from './durability-data.mjs';

/** carts: the burst's carts with their outcomes; before: snapshot(); variants: the variants in play. */
export async function checkDurability(db, { carts, before, variants }) {
  const after = await readAfter(
    db,
    variants,
    carts.map((c) => c.cartId),
  );
  const problems = [];
  const problem = (kind, detail) => problems.push({ kind, detail });

  const newOrders = after.orders.filter((o) => !before.orderIds.has(o.id));
  const orderIds = new Set(after.orders.map((o) => o.id));
  const ordersOfCart = new Map();
  const cartIds = new Set(carts.map((c) => c.cartId));
  for (const o of newOrders) {
    if (!cartIds.has(o.cart_id)) problem('order from no cart of the burst', `${o.id} (cart ${o.cart_id})`);
    if (!ordersOfCart.has(o.cart_id)) ordersOfCart.set(o.cart_id, []);
    ordersOfCart.get(o.cart_id).push(o);
  }
  for (const d of after.duplicateCarts) problem('cart with more than one order', `${d.cart_id}: ${d.n} orders`);

  const linesOf = new Map();
  for (const item of after.items) {
    if (!orderIds.has(item.order_id)) problem('order line without its order', `${item.order_id}: ${item.variant_id} × ${item.quantity}`);
    if (!linesOf.has(item.order_id)) linesOf.set(item.order_id, []);
    linesOf.get(item.order_id).push(item);
  }

  let madeUnacknowledged = 0;
  for (const cart of carts) {
    const made = ordersOfCart.get(cart.cartId) ?? [];
    const order = made[0];
    if (cart.outcome === 'acknowledged' && !made.some((o) => o.id === cart.orderId))
      problem('acknowledged order missing', `${cart.orderId} (cart ${cart.cartId})${order ? `; the cart has ${order.id} instead` : ''}`);
    if (cart.outcome === 'refused' && order) problem('refused cart has an order', `${cart.cartId}: ${order.id}`);
    if (order && cart.outcome !== 'acknowledged') madeUnacknowledged++;
    if (!order) {
      if (!after.openCartIds.has(cart.cartId)) problem('cart closed without an order', cart.cartId);
      continue;
    }
    if (after.openCartIds.has(cart.cartId)) problem('cart still open after its order', `${cart.cartId}: ${order.id}`);
    const lines = linesOf.get(order.id) ?? [];
    if (!lines.length) problem('order without lines', order.id);
    else if (lines.length !== 1 || lines[0].variant_id !== cart.variant.id || lines[0].quantity !== cart.quantity)
      problem(
        'order lines ≠ the cart placed',
        `${order.id}: ${JSON.stringify(lines.map((l) => [l.variant_id, l.quantity]))} vs ${cart.variant.id} × ${cart.quantity}`,
      );
    const sum = lines.reduce((total, l) => total + l.unit_price * l.quantity, 0);
    if (order.sub_total !== sum) problem('sub_total ≠ Σ unit_price × quantity', `${order.id}: ${order.sub_total} vs ${sum}`);
    if (!after.historyCount.get(order.id)) problem('order without its status history', order.id);
  }

  const taken = new Map();
  for (const o of newOrders) for (const l of linesOf.get(o.id) ?? []) taken.set(l.variant_id, (taken.get(l.variant_id) ?? 0) + l.quantity);
  let units = 0;
  for (const v of variants) {
    const quantity = taken.get(v.id) ?? 0;
    units += quantity;
    for (const [what, id, was, now] of [
      ['variant', v.id, before.variantStock.get(v.id), after.variantStock.get(v.id)],
      ['product', v.productId, before.productStock.get(v.productId), after.productStock.get(v.productId)],
    ]) {
      if (now !== was - quantity) problem(`${what} stock ≠ stock before − units ordered`, `${id}: ${now} vs ${was} − ${quantity}`);
      if (now < 0) problem(`${what} stock below zero`, `${id}: ${now}`);
    }
  }
  const orderOfCart = new Map([...ordersOfCart].map(([cartId, made]) => [cartId, made[0].id]));
  return { ok: problems.length === 0, problems, found: newOrders.length, madeUnacknowledged, units, orderOfCart };
}

/**
 * Place-order sent again after the restart (answers of resubmit()): a cart acknowledged, or one
 * whose order the crash left made, answers that same order; any other is placed once or refused.
 * The carts take their new outcome, for the check that follows.
 */
export function checkResubmission(answers, orderOfCart) {
  const problems = [];
  const figures = { sent: answers.length, placed: 0, refused: 0, sameOrder: 0 };
  for (const a of answers) {
    const had = a.before === 'acknowledged' ? a.beforeOrderId : orderOfCart.get(a.cart.cartId);
    if (had) {
      if (a.orderId === had) figures.sameOrder++;
      else
        problems.push({
          kind: 'resubmitted cart not answered with its order',
          detail: `${a.cart.cartId}: ${had}, answered ${a.orderId ?? a.answer ?? a.outcome}`,
        });
    } else if (a.outcome === 'acknowledged') figures.placed++;
    else if (a.outcome === 'refused') figures.refused++;
    else problems.push({ kind: 'resubmission not answered', detail: `${a.cart.cartId}: ${a.answer ?? a.outcome}` });
    if (a.before !== 'acknowledged' && (a.outcome === 'acknowledged' || a.outcome === 'refused'))
      Object.assign(a.cart, { outcome: a.outcome, orderId: a.orderId });
  }
  return { problems, figures };
}
