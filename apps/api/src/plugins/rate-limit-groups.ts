import crypto from 'node:crypto';
import { CookieName } from '@vitrine/contracts/cookies';
import type { FastifyRequest } from 'fastify';

/**
 * Which budget a `limited` route spends (docs/operations.md "Rate limits"). Routes of one group
 * share their counters; a group never spends another's, so ten mode sign-ups leave login alone.
 * `guessed` names what a request is trying (an email, a phone, a code, an order number), or the
 * visitor making it: each client IP gets RATE_LIMIT_PER_MINUTE tries per guessed value, and
 * RATE_LIMIT_PER_IP_PER_MINUTE over all values, so shoppers behind one NAT do not lock each other
 * out while one address still cannot try value after value.
 */
export interface RateLimitGroup {
  name: string;
  guessed: (request: FastifyRequest) => string;
}

type Source = Record<string, unknown> | undefined;
const read = (source: unknown, key: string): string => {
  const value = (source as Source)?.[key];
  // Anything else is bad input the route refuses; it still counts, as "no value".
  return typeof value === 'string' ? value.trim().toLowerCase().slice(0, 254) : '';
};
const bodyField = (key: string) => (request: FastifyRequest) => read(request.body, key);
const paramField = (key: string) => (request: FastifyRequest) => read(request.params, key);
const cookieValue = (name: string) => (request: FastifyRequest) => {
  const value = request.cookies?.[name];
  // Only a digest is kept in memory, never a session token itself.
  return value ? crypto.createHash('sha256').update(value).digest('base64url') : '';
};
/** The shopper behind a cart-scoped request: the cart cookie (or cart_session), else the session. */
const visitor = (request: FastifyRequest) =>
  cookieValue(CookieName.cartSession)(request) || read(request.body, 'cart_session') || cookieValue(CookieName.session)(request);

const group = (name: string, guessed: RateLimitGroup['guessed']): RateLimitGroup => ({ name, guessed });
const shopPassword = group('shop-password', () => 'shop'); // one password for the whole shop
const otp = group('otp-sign-in', bodyField('input'));
const passwordReset = group('password-reset', (r) => read(r.body, 'email') || read(r.query, 'email'));
const account = group('account', cookieValue(CookieName.session));
const tracking = group('order-tracking', (r) => read(r.body, 'order_no') || read(r.body, 'waybill') || read(r.params, 'waybill'));
const testGateway = group('test-gateway', paramField('id'));
// Contact forms, trade enquiries and subscriptions: each send stores a row and mails the store.
const formSubmission = (guessed: RateLimitGroup['guessed']) => group('form-submission', guessed);

/** Keyed by `METHOD url` as registered. */
const GROUPS: Record<string, RateLimitGroup> = {
  'POST /api/storefront/verify-password': shopPassword,
  'POST /api/storefront/subscribe-to-mode': group('mode-subscription', bodyField('email')),
  'POST /api/auth/otp/request': otp,
  'POST /api/auth/otp/verify': otp,
  'POST /api/auth/login': group('password-login', bodyField('email')),
  'POST /api/auth/register': group('registration', bodyField('email')),
  'POST /api/auth/reset': passwordReset,
  'POST /api/auth/validate-reset': passwordReset,
  'POST /api/auth/reset-complete': passwordReset,
  'PUT /api/account/update-password': account,
  'POST /api/account/otp/generate': account,
  'POST /api/account/otp/verify': account,
  'POST /api/plugins/ProductCustomisation/upload': group('customisation-upload', visitor),
  'POST /api/cart/coupons/apply': group('coupon', visitor),
  'POST /api/plugins/AbandonedCart': group('cart-restore', bodyField('token')),
  'POST /api/track-order': tracking,
  'GET /api/track-order/:waybill': tracking,
  'POST /api/test-gateway/payments/:id/pay': testGateway,
  'POST /api/test-gateway/payments/:id/decline': testGateway,
  'POST /api/form/submit/:id': formSubmission(paramField('id')),
  'POST /api/plugins/TradeEnquiry/submit': formSubmission(() => 'trade-enquiry'),
  'POST /api/plugins/emailSubscription/subscribe': formSubmission(bodyField('email')),
};

/** A limited route missing from the table still gets a budget of its own, per client IP. */
export function rateLimitGroupOf(method: string, url: string): RateLimitGroup {
  return GROUPS[keyOf(method, url)] ?? group(keyOf(method, url), () => '');
}

/** Whether the table names the route (a test keeps every limited route in it). */
export function hasRateLimitGroup(method: string, url: string): boolean {
  return keyOf(method, url) in GROUPS;
}

// Fastify answers HEAD with the GET route's handler: the same budget.
const keyOf = (method: string, url: string) => `${method === 'HEAD' ? 'GET' : method} ${url}`;
