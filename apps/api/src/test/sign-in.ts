import { CookieName } from '@vitrine/contracts/cookies';
import type { FastifyInstance } from 'fastify';

// Signs a fresh customer in through the real POST /api/auth/register (the demo store allows
// email-and-password registration), so tests that need a customer exercise the real sign-in path.

let counter = 0;

export interface TestCustomer {
  /** A ready `cookie` request header value: 'vitrine_session=…'. */
  cookie: string;
  customerId: string;
  email: string;
  phone: string;
  password: string;
}

export const TEST_PASSWORD = 'Secret-pass1';

export function uniqueTestIdentity(): { email: string; phone: string } {
  counter += 1;
  const stamp = `${process.pid % 1000}${Date.now() % 100000}${counter}`.slice(-9).padStart(9, '0');
  const salt = Math.random().toString(36).slice(2, 8);
  return { email: `shopper-${counter}-${salt}@example.com`, phone: `9${stamp}` };
}

export async function signInTestCustomer(app: FastifyInstance, overrides: { email?: string; phone?: string; first_name?: string } = {}): Promise<TestCustomer> {
  const identity = uniqueTestIdentity();
  const email = overrides.email ?? identity.email;
  const phone = overrides.phone ?? identity.phone;
  const res = await app.inject({
    method: 'POST',
    url: '/api/auth/register',
    payload: { first_name: overrides.first_name ?? 'Test', last_name: 'Shopper', phone, email, password: TEST_PASSWORD },
  });
  if (res.statusCode !== 200) throw new Error(`signInTestCustomer: register answered ${res.statusCode} ${res.body}`);
  const cookie = sessionCookieFrom(res.headers['set-cookie']);
  if (!cookie) throw new Error('signInTestCustomer: no session cookie was set');
  return { cookie, customerId: res.json().data.user.id, email: email.toLowerCase(), phone, password: TEST_PASSWORD };
}

/** The `name=value` of the session cookie among Set-Cookie headers (null when absent or cleared). */
export function sessionCookieFrom(setCookie: string | string[] | undefined): string | null {
  const headers = Array.isArray(setCookie) ? setCookie : setCookie ? [setCookie] : [];
  for (const header of headers) {
    const pair = header.split(';')[0];
    const [name, value] = [pair.slice(0, pair.indexOf('=')), pair.slice(pair.indexOf('=') + 1)];
    if (name === CookieName.session) return value ? `${name}=${value}` : null;
  }
  return null;
}
