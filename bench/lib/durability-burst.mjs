// The burst of bench/durability.mjs: carts prepared the way the checkout page does (bench/lib/
// order-load.mjs), then placed `concurrency` at a time while the shop is killed with SIGKILL at a
// random moment in the middle: once a random 25–75 % of the carts have an answer, plus 0–20 ms,
// so requests are in flight and order transactions open when the process dies. No cart is sent
// after the kill. Every cart keeps its outcome: acknowledged (200 with an order), refused (4xx),
// unanswered (sent, no answer: the connection reset), not sent, or failed (any other answer).
import { setTimeout as sleep } from 'node:timers/promises';
import { cartIdOf } from './durability-data.mjs';
import { answerText, makeBuyers, placedOrderOf, placeOrder, prepareCart } from './order-load.mjs';

export const OUTCOMES = ['acknowledged', 'refused', 'unanswered', 'not sent', 'failed'];

/** `count` carts ready to place, over `variants` (quantities 1–3): [{ cookie, cartId, variant, quantity }]. Throws on a setup failure. */
export async function prepareBurstCarts(origin, variants, count, concurrency, agent) {
  const buyers = makeBuyers(variants, Math.min(concurrency, count));
  const carts = [];
  const loop = async (buyer) => {
    while (carts.length < count) {
      const cart = await prepareCart(origin, buyer, agent);
      if (!cart.ok) throw new Error(`preparing a cart failed at ${cart.step}: ${answerText(cart.res)}`);
      if (carts.length < count) carts.push({ cookie: cart.cookie, cartId: cartIdOf(cart.cookie), variant: cart.variant, quantity: cart.quantity });
    }
  };
  await Promise.all(buyers.map(loop));
  return carts;
}

/** An answer in a few words: its status and the envelope's message (spec §7). */
function answerReason(res) {
  try {
    return `${res.status} ${JSON.parse(res.body.toString('utf8')).message}`;
  } catch {
    return answerText(res).slice(0, 120);
  }
}

/** The outcome of one place-order answer, with the order id of an acknowledged one. */
export function outcomeOf(res) {
  const order = placedOrderOf(res);
  if (order) return { outcome: 'acknowledged', orderId: order.order_id };
  if (res.status === 0) return { outcome: 'unanswered' };
  if (res.status >= 400 && res.status < 500) return { outcome: 'refused', answer: answerReason(res) };
  return { outcome: 'failed', answer: answerReason(res) };
}

/** "n× answer" for each distinct answer of the carts refused or failed: why, at a glance. */
export function refusalReasons(carts) {
  const counts = new Map();
  for (const c of carts) if (c.answer && (c.outcome === 'refused' || c.outcome === 'failed')) counts.set(c.answer, (counts.get(c.answer) ?? 0) + 1);
  return [...counts].map(([answer, n]) => `${n}× ${answer}`);
}

/**
 * Places the carts, `concurrency` at a time, and SIGKILLs `shop` mid-burst; sets each cart's
 * outcome. Resolves with { killedAfter: answers before the kill, inFlight: carts sent and not answered then }.
 */
export async function burstAndKill(origin, carts, concurrency, agent, shop) {
  const killAt = Math.max(1, Math.round(carts.length * (0.25 + Math.random() * 0.5)));
  let next = 0;
  let answered = 0;
  let killed = false;
  let killing = null;
  const kill = async () => {
    await sleep(Math.random() * 20);
    const inFlight = carts.filter((c) => c.sent && !c.answered).length;
    killed = true;
    shop.kill('SIGKILL');
    await shop.exited;
    return { killedAfter: answered, inFlight };
  };
  const loop = async () => {
    while (!killed && next < carts.length) {
      const cart = carts[next++];
      cart.sent = true;
      Object.assign(cart, outcomeOf(await placeOrder(origin, cart, agent)));
      cart.answered = cart.outcome !== 'unanswered';
      if (cart.answered && ++answered === killAt) killing = kill();
    }
  };
  await Promise.all(Array.from({ length: concurrency }, loop));
  // Every cart answered before the kill was due (a short burst): kill the idle shop all the same.
  const result = await (killing ?? kill());
  for (const cart of carts) if (!cart.sent) cart.outcome = 'not sent';
  return result;
}

/** Places each cart again on the restarted shop; resolves with its new outcome beside the old. */
export async function resubmit(origin, carts, agent) {
  const answers = [];
  for (const cart of carts) answers.push({ cart, before: cart.outcome, beforeOrderId: cart.orderId, ...outcomeOf(await placeOrder(origin, cart, agent)) });
  return answers;
}

/** Count of carts by outcome, every outcome present. */
export function countOutcomes(carts) {
  const counts = Object.fromEntries(OUTCOMES.map((o) => [o, 0]));
  for (const c of carts) counts[c.outcome]++;
  return counts;
}
