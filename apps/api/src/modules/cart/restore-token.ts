import crypto from 'node:crypto';

// The token of an abandoned cart's restore link: `<payload>.<mac>`, both base64url. The payload is
// `<cart id>.<expiry in unix seconds>`; the MAC is HMAC-SHA256 under a key derived from the
// session secret, so a restore token can never pass for a signed cookie or the other way round.
// Cart ids hold only [A-Za-z0-9_-] (CART_SESSION_ID_PATTERN), so the '.' inside is unambiguous.

export interface RestoreClaim {
  cartId: string;
  expiresAt: Date;
}

const KEY_LABEL = 'vitrine/abandoned-cart-restore/v1';
const PAYLOAD = /^([A-Za-z0-9_-]{8,100})\.(\d{1,12})$/;

const keyOf = (secret: string) => crypto.createHmac('sha256', secret).update(KEY_LABEL).digest();
const macOf = (secret: string, payload: string) => crypto.createHmac('sha256', keyOf(secret)).update(payload).digest();

export function signRestoreToken(secret: string, claim: RestoreClaim): string {
  const seconds = Math.floor(claim.expiresAt.getTime() / 1000);
  if (!PAYLOAD.test(`${claim.cartId}.${seconds}`)) throw new Error('signRestoreToken: not a cart id or a valid expiry');
  const payload = Buffer.from(`${claim.cartId}.${seconds}`).toString('base64url');
  return `${payload}.${macOf(secret, payload).toString('base64url')}`;
}

/** The claim of a token this secret signed and whose expiry is after `now`; null otherwise. */
export function verifyRestoreToken(secret: string, token: string, now: Date): RestoreClaim | null {
  const parts = token.split('.');
  if (parts.length !== 2) return null;
  const [payload, mac] = parts as [string, string];
  const given = Buffer.from(mac, 'base64url');
  const expected = macOf(secret, payload);
  // Node's base64url decoding skips stray characters: only the canonical spelling counts.
  if (given.toString('base64url') !== mac || given.length !== expected.length || !crypto.timingSafeEqual(given, expected)) return null;
  const match = PAYLOAD.exec(Buffer.from(payload, 'base64url').toString('utf8'));
  if (!match) return null;
  const expiresAt = new Date(Number(match[2]) * 1000);
  return expiresAt.getTime() > now.getTime() ? { cartId: match[1] as string, expiresAt } : null;
}
