import type { Cart } from '@vitrine/contracts/cart';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import type { Db } from '../../db/connect.ts';
import { expectSuccess } from '../../test/envelope-assertions.ts';
import { send } from '../../test/send.ts';
import { TEST_PASSWORD, uniqueTestIdentity } from '../../test/sign-in.ts';

// A shopper as the cart tests see one: a browser's cookie jar (session and cart cookies) that
// every call sends and every answer's Set-Cookie updates, so sign-in, merge and re-issue play out
// as they do in a browser.

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

export class Shopper {
  readonly jar = new Map<string, string>();
  customerId: string | null = null;
  constructor(private readonly app: FastifyInstance) {}

  get cookie(): string {
    return [...this.jar].map(([name, value]) => `${name}=${value}`).join('; ');
  }

  async call(method: Method, url: string, payload?: unknown): Promise<LightMyRequestResponse> {
    const res = await send(this.app, method, url, { payload, cookie: this.cookie || null });
    this.absorb(res.headers['set-cookie']);
    return res;
  }

  absorb(setCookie: string | string[] | undefined): void {
    const headers = Array.isArray(setCookie) ? setCookie : setCookie ? [setCookie] : [];
    for (const header of headers) {
      const [pair, ...attributes] = header.split(';').map((p) => p.trim());
      const name = pair.slice(0, pair.indexOf('='));
      const value = pair.slice(pair.indexOf('=') + 1);
      const expired = attributes.some((a) => /^max-age=0$/i.test(a) || (/^expires=/i.test(a) && new Date(a.slice(8)).getTime() < Date.now()));
      if (!value || expired) this.jar.delete(name);
      else this.jar.set(name, value);
    }
  }

  /** Registers a fresh customer in this browser (the demo store allows it) and stays signed in. */
  async signUp(): Promise<{ email: string; password: string }> {
    const identity = uniqueTestIdentity();
    const res = await this.call('POST', '/api/auth/register', { first_name: 'Cart', last_name: 'Shopper', ...identity, password: TEST_PASSWORD });
    if (res.statusCode !== 200) throw new Error(`signUp: ${res.statusCode} ${res.body}`);
    this.customerId = res.json().data.user.id;
    return { email: identity.email, password: TEST_PASSWORD };
  }

  /** Signs an existing customer in on this browser (another device). */
  async signIn(credentials: { email: string; password: string }): Promise<void> {
    const res = await this.call('POST', '/api/auth/login', { ...credentials, remember_me: true });
    if (res.statusCode !== 200) throw new Error(`signIn: ${res.statusCode} ${res.body}`);
    this.customerId = res.json().data.user.id;
  }

  async signOut(): Promise<void> {
    await this.call('POST', '/api/auth/logout', {});
    this.customerId = null;
  }
}

export interface TestVariant {
  id: string;
  product_id: string;
  slug: string;
  selling_price: number;
  mrp: number;
  category_id: string | null;
}

/** Published variants of `count` different products, each given a known stock. */
export async function pickVariants(db: Db, count: number, stock = 1000): Promise<TestVariant[]> {
  const rows = await db.kysely
    .selectFrom('product_variants')
    .innerJoin('products', 'products.id', 'product_variants.product_id')
    .select([
      'product_variants.id',
      'product_variants.product_id',
      'products.slug',
      'product_variants.selling_price',
      'product_variants.mrp',
      'products.category_id',
    ])
    .where('products.is_published', '=', 1)
    .where('product_variants.is_default', '=', 1)
    .orderBy('products.id')
    .limit(count)
    .execute();
  for (const row of rows) await db.kysely.updateTable('product_variants').set({ stock }).where('id', '=', row.id).execute();
  return rows.map((r) => ({ ...r, selling_price: Number(r.selling_price), mrp: Number(r.mrp) }));
}

/** POST /api/cart/add-item as `who`: a variant (or a product id or slug), a quantity and any extra fields. */
export function addItem(who: Shopper, variant: TestVariant | string, quantity: number | string = 1, extra: Record<string, unknown> = {}) {
  return who.call('POST', '/api/cart/add-item', { product_id: typeof variant === 'string' ? variant : variant.id, quantity, ...extra });
}

/** `who`'s cart, asserting a success answer. */
export async function cartOf(who: Shopper): Promise<Cart> {
  return expectSuccess<Cart>(await who.call('GET', '/api/cart/get'));
}
