// The correctness check of bench/orders.mjs, on what the database holds after the load: one order
// per successful place-order answer (and no other), each order's totals the sum of its lines
// (unit_price × quantity) minus its discount plus its shipping, the answer's totals the same as the
// database's and as the cart's just before placing, stock down by exactly the quantities ordered
// (variants and their products), and no cart with two orders.
import { readOrders } from './order-data.mjs';

const MAX_SHOWN = 5;

/** placed: every order answered (all phases); initialStock: the stock set on every variant and product before the load. */
export async function checkOrders(db, placed, { initialStock, variantIds, productIds }) {
  const { orders, items, variantStock, productStock, duplicateCarts } = await readOrders(db, { variantIds, productIds });
  const problems = [];
  const problem = (kind, detail) => problems.push({ kind, detail });

  const answered = new Map();
  for (const p of placed) {
    if (answered.has(p.orderId)) problem('one order answered twice', p.orderId);
    answered.set(p.orderId, p);
  }
  if (orders.length !== placed.length) problem('orders in the database ≠ successful answers', `${orders.length} orders, ${placed.length} answers`);
  const byId = new Map(orders.map((o) => [o.id, o]));
  for (const p of placed) if (!byId.has(p.orderId)) problem('answered order missing from the database', `${p.orderId} (${p.orderNo})`);
  for (const o of orders) if (!answered.has(o.id)) problem('order in the database without a successful answer', `${o.id} (${o.order_no})`);
  for (const d of duplicateCarts) problem('cart with more than one order', `${d.cart_id}: ${d.n} orders`);

  const linesOf = new Map();
  for (const item of items) {
    if (!linesOf.has(item.order_id)) linesOf.set(item.order_id, []);
    linesOf.get(item.order_id).push(item);
  }
  for (const o of orders) {
    const lines = linesOf.get(o.id) ?? [];
    const sum = lines.reduce((total, l) => total + l.unit_price * l.quantity, 0);
    if (!lines.length) problem('order without lines', o.id);
    if (o.sub_total !== sum) problem('sub_total ≠ Σ unit_price × quantity', `${o.id}: ${o.sub_total} vs ${sum}`);
    if (o.grand_total !== sum - o.discount + o.shipping)
      problem('grand_total ≠ Σ lines − discount + shipping', `${o.id}: ${o.grand_total} vs ${sum} − ${o.discount} + ${o.shipping}`);
    const p = answered.get(o.id);
    if (!p) continue;
    const t = p.totals ?? {};
    if (t.grand_total !== o.grand_total || t.sub_total !== o.sub_total || t.discount !== o.discount || t.shipping !== o.shipping)
      problem('answered totals ≠ stored totals', `${o.id}: ${JSON.stringify(t)} vs ${o.sub_total}/${o.discount}/${o.shipping}/${o.grand_total}`);
    if (p.cartGrandTotal !== undefined && p.cartGrandTotal !== o.grand_total)
      problem('order grand_total ≠ the cart’s just before placing', `${o.id}: ${o.grand_total} vs ${p.cartGrandTotal}`);
    const wanted = lines.length === 1 && lines[0].variant_id === p.variantId && lines[0].quantity === p.quantity;
    if (!wanted)
      problem('order lines ≠ the cart placed', `${o.id}: ${JSON.stringify(lines.map((l) => [l.variant_id, l.quantity]))} vs ${p.variantId} × ${p.quantity}`);
  }

  const tally = (key) => {
    const sums = new Map();
    for (const item of items) sums.set(item[key], (sums.get(item[key]) ?? 0) + item.quantity);
    return sums;
  };
  const expectedByVariant = new Map();
  for (const p of placed) expectedByVariant.set(p.variantId, (expectedByVariant.get(p.variantId) ?? 0) + p.quantity);
  const orderedByVariant = tally('variant_id');
  const orderedByProduct = tally('product_id');
  let units = 0;
  for (const id of variantIds) {
    const taken = initialStock - (variantStock.get(id) ?? Number.NaN);
    const ordered = orderedByVariant.get(id) ?? 0;
    const expected = expectedByVariant.get(id) ?? 0;
    units += ordered;
    if (taken !== ordered || ordered !== expected)
      problem('variant stock not down by exactly the ordered quantity', `${id}: down ${taken}, in order lines ${ordered}, in answered carts ${expected}`);
  }
  for (const id of productIds) {
    const taken = initialStock - (productStock.get(id) ?? Number.NaN);
    const ordered = orderedByProduct.get(id) ?? 0;
    if (taken !== ordered) problem('product stock not down by exactly the ordered quantity', `${id}: down ${taken}, in order lines ${ordered}`);
  }
  return { correct: problems.length === 0, problems, orders: orders.length, answers: placed.length, units };
}

/** The check's lines for the report. */
export function describeCheck(check) {
  return [
    `every order correct: ${check.correct ? 'yes' : 'no'} (${check.orders} orders in the database, ${check.answers} successful answers, ${check.units} units taken from stock)`,
    ...describeProblems(check.problems),
  ];
}

/** Problems ({ kind, detail }) grouped by kind, a few details of each shown. */
export function describeProblems(problems) {
  const lines = [];
  const kinds = new Map();
  for (const p of problems) {
    if (!kinds.has(p.kind)) kinds.set(p.kind, []);
    kinds.get(p.kind).push(p.detail);
  }
  for (const [kind, details] of kinds) {
    lines.push(`  ${kind}: ${details.length}`);
    for (const d of details.slice(0, MAX_SHOWN)) lines.push(`    ${d}`);
    if (details.length > MAX_SHOWN) lines.push(`    … and ${details.length - MAX_SHOWN} more`);
  }
  return lines;
}
