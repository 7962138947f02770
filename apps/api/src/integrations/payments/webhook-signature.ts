import crypto from 'node:crypto';

// Signed webhooks in the common hosted-gateway form: the header `t=<unix seconds>,v1=<hex>` where
// v1 = HMAC-SHA256(secret, `${t}.${raw body}`). The time bounds a replay of a captured event;
// settling stays idempotent for replays inside the window.

export const SIGNATURE_HEADER = 'x-vitrine-signature';
const TOLERANCE_SECONDS = 5 * 60;

function hmac(secret: string, timestamp: number, rawBody: string): string {
  return crypto.createHmac('sha256', secret).update(`${timestamp}.${rawBody}`).digest('hex');
}

export function signWebhook(secret: string, rawBody: string, now = Date.now()): string {
  const timestamp = Math.floor(now / 1000);
  return `t=${timestamp},v1=${hmac(secret, timestamp, rawBody)}`;
}

/** True when `header` is the secret's signature of exactly this body, made in the last minutes. */
export function verifyWebhook(secret: string, rawBody: string, header: string | string[] | undefined, now = Date.now()): boolean {
  if (typeof header !== 'string') return false;
  const parts = new Map(header.split(',').map((part) => part.split('=', 2) as [string, string]));
  const timestamp = Number(parts.get('t'));
  const given = parts.get('v1') ?? '';
  if (!Number.isInteger(timestamp) || Math.abs(now / 1000 - timestamp) > TOLERANCE_SECONDS) return false;
  const expected = hmac(secret, timestamp, rawBody);
  return given.length === expected.length && crypto.timingSafeEqual(Buffer.from(given), Buffer.from(expected));
}
