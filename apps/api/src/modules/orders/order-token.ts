import crypto from 'node:crypto';

// The token that opens one order without a session (a guest's complete page and order lookups;
// spec §3 checkout completion: token, order_id, type). It is derived from the order id under a key
// of its own, so it is never stored, and answering the same order twice gives the same token.

const KEY_LABEL = 'vitrine/order-access/v1';

export function orderToken(secret: string, orderId: string): string {
  const key = crypto.createHmac('sha256', secret).update(KEY_LABEL).digest();
  return crypto.createHmac('sha256', key).update(orderId).digest('base64url').slice(0, 32);
}

export function isOrderToken(secret: string, orderId: string, token: string | undefined): boolean {
  if (!token) return false;
  const expected = Buffer.from(orderToken(secret, orderId));
  const given = Buffer.from(token);
  return given.length === expected.length && crypto.timingSafeEqual(given, expected);
}
