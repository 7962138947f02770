import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import * as address from '@vitrine/contracts/address';
import * as auth from '@vitrine/contracts/auth';
import * as blogInputs from '@vitrine/contracts/blog-inputs';
import * as cartInputs from '@vitrine/contracts/cart-inputs';
import * as catalog from '@vitrine/contracts/catalog';
import * as content from '@vitrine/contracts/content';
import * as couponAdmin from '@vitrine/contracts/coupon-admin';
import * as faqGallery from '@vitrine/contracts/faq-gallery';
import * as forms from '@vitrine/contracts/forms';
import * as listing from '@vitrine/contracts/listing';
import * as orderAdmin from '@vitrine/contracts/order-admin';
import * as ordersInputs from '@vitrine/contracts/orders-inputs';
import * as paymentsInputs from '@vitrine/contracts/payments-inputs';
import * as pincode from '@vitrine/contracts/pincode';
import * as pluginPanes from '@vitrine/contracts/plugin-panes';
import * as reviews from '@vitrine/contracts/reviews-inputs';
import * as search from '@vitrine/contracts/search';
import * as settings from '@vitrine/contracts/settings';
import * as shippingAdmin from '@vitrine/contracts/shipping-admin';
import * as storefront from '@vitrine/contracts/storefront';
import * as tracking from '@vitrine/contracts/tracking';
import * as wishlist from '@vitrine/contracts/wishlist';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createFastify, registerApi } from '../app.ts';
import { connectDb } from '../db/connect.ts';
import * as adminRoutes from '../modules/admin/admin.routes.ts';
import * as catalogRoutes from '../modules/catalog/catalog.routes.ts';
import * as listingRoutes from '../modules/catalog/listing.routes.ts';
import * as productRoutes from '../modules/catalog/product.routes.ts';
import * as contentRoutes from '../modules/content/content.routes.ts';
import * as formsRoutes from '../modules/forms/forms.routes.ts';
import * as ordersRoutes from '../modules/orders/orders.routes.ts';
import * as pluginsRoutes from '../modules/plugins/plugins.routes.ts';
import * as settingsRoutes from '../modules/settings/settings.routes.ts';
import * as uploadsSchema from '../modules/uploads/uploads.schema.ts';
import { loadConfig } from '../plugins/config.ts';
import { describeEachDatabase, type RegisteredRoute, useTestApp } from '../test/test-app.ts';
import { API_VERSION, buildOpenApiDocument, type OpenApiDocument, toOpenApiPath } from './build-openapi.ts';
import { OPENAPI_ROUTES } from './openapi.routes.ts';
import { operations } from './operations.ts';

// The table (operations.ts) against the routes the app registers, docs/api.md and the OpenAPI
// rules, so a route added, removed or renamed without its description fails CI.

const ROOT = fileURLToPath(new URL('../../../../', import.meta.url));
const keyOf = (r: { method: string; path?: string; url?: string }) => `${r.method} ${r.path ?? r.url}`;
const isDescribed = (r: RegisteredRoute) =>
  r.url.startsWith('/api/') && !r.url.startsWith('/api/test/') && !(OPENAPI_ROUTES as readonly string[]).includes(keyOf(r));
const SERVER = 'http://localhost:3000';
const built = () => buildOpenApiDocument(operations, { serverUrl: SERVER });

describeEachDatabase('OpenAPI description', (dialect) => {
  const t = useTestApp(dialect);

  it('describes every /api route exactly once, and no route that does not exist', () => {
    const registered = t.routes.filter(isDescribed).map(keyOf).sort();
    const described = operations.map(keyOf).sort();
    expect(new Set(described).size).toBe(described.length);
    expect(registered.length).toBeGreaterThan(50);
    expect(described).toEqual(registered);
    // The two routes of this module are registered too (and left out of the table on purpose).
    expect(t.routes.map(keyOf)).toEqual(expect.arrayContaining([...OPENAPI_ROUTES]));
  });

  it('asks for a session or the admin token exactly where the table says', async () => {
    const wrong: string[] = [];
    for (const op of operations) {
      const url = op.path.replace(/:[A-Za-z0-9_]+/g, 'x');
      const write = op.method !== 'GET';
      const res = await t.app.inject({
        method: op.method,
        url,
        ...(write ? { headers: { 'content-type': 'application/json' }, payload: '{}' } : {}),
      });
      if ((res.statusCode === 401) !== (op.access !== 'public')) wrong.push(`${keyOf(op)}: ${op.access}, answered ${res.statusCode}`);
    }
    expect(wrong).toEqual([]);
  });

  it('serves the document at /api/openapi.json, with the /api headers', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/openapi.json' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/vnd\.oai\.openapi\+json;/);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.json()).toEqual(JSON.parse(JSON.stringify(built())));
  });

  it('serves a self-contained page at /api/docs outside production', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("default-src 'none'");
    expect(csp).not.toMatch(/script-src|https?:/);
    expect(res.body).not.toMatch(/<script|<link|\ssrc=|url\(|href="(?!#|\/api\/openapi\.json")/i);
    for (const op of operations) expect(res.body).toContain(`<code>${toOpenApiPath(op.path)}</code>`);
  });

  it('answers both while the shop is closed to visitors', async () => {
    const set = (mode: string | null) => t.app.inject({ method: 'PUT', url: '/api/admin/storefront', headers: t.adminHeaders, payload: { mode } });
    expect((await set('Coming Soon')).statusCode).toBe(200);
    try {
      expect((await t.app.inject({ method: 'GET', url: '/api/storefront/all' })).statusCode).toBe(403);
      expect((await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).statusCode).toBe(200);
      expect((await t.app.inject({ method: 'GET', url: '/api/docs' })).statusCode).toBe(200);
    } finally {
      expect((await set(null)).statusCode).toBe(200);
    }
  });
});

describeEachDatabase('OpenAPI description in production', (dialect) => {
  const t = useTestApp(dialect, { NODE_ENV: 'production', PUBLIC_URL: 'https://shop.example.com' });

  it('serves the document with the configured address, and no /api/docs page', async () => {
    const doc = await t.app.inject({ method: 'GET', url: '/api/openapi.json' });
    expect(doc.statusCode).toBe(200);
    expect(doc.json().servers).toEqual([{ url: 'https://shop.example.com' }]);
    const page = await t.app.inject({ method: 'GET', url: '/api/docs' });
    expect(page.statusCode).toBe(404);
    expect(page.json()).toMatchObject({ status: 'error', data: { code: 'NOT_FOUND' } });
  });
});

describe('the operations table', () => {
  it('says which routes are rate-limited and which stay open in every site mode, as the routes do', async () => {
    const flags = await registeredRouteFlags();
    const wrong = operations
      .map((op) => ({ op, route: flags.get(keyOf(op)) }))
      .filter(({ op, route }) => !route || route.limited !== Boolean(op.limited) || route.open !== Boolean(op.open))
      .map(
        ({ op, route }) => `${keyOf(op)}: table ${JSON.stringify({ limited: Boolean(op.limited), open: Boolean(op.open) })}, route ${JSON.stringify(route)}`,
      );
    expect(wrong).toEqual([]);
  });

  it('finds every operation in docs/api.md, and every /api route docs/api.md names in the table', () => {
    const documented = documentedOperations(fs.readFileSync(path.join(ROOT, 'docs/api.md'), 'utf8'));
    const described = new Set([...operations.map((op) => `${op.method} ${toOpenApiPath(op.path)}`), ...OPENAPI_ROUTES]);
    expect(operations.map((op) => `${op.method} ${toOpenApiPath(op.path)}`).filter((k) => !documented.has(k))).toEqual([]);
    expect([...documented].filter((k) => !described.has(k))).toEqual([]);
  });

  it("validates with the route's own schema objects", () => {
    const shared = new Set<unknown>(
      [
        address,
        auth,
        cartInputs,
        ordersInputs,
        paymentsInputs,
        orderAdmin,
        tracking,
        catalog,
        content,
        couponAdmin,
        listing,
        pincode,
        pluginPanes,
        search,
        settings,
        shippingAdmin,
        storefront,
        wishlist,
        blogInputs,
        adminRoutes,
        catalogRoutes,
        listingRoutes,
        productRoutes,
        contentRoutes,
        ordersRoutes,
        pluginsRoutes,
        settingsRoutes,
        uploadsSchema,
        forms,
        formsRoutes,
        faqGallery,
        reviews,
      ].flatMap((mod) => Object.values(mod as Record<string, unknown>).filter((v) => v instanceof z.ZodType)),
    );
    // Built per request by the route itself: schema factories and a derived schema.
    const builtByRoute = new Set(['POST /api/auth/register body', 'PUT /api/account/update-profile body', 'GET /api/templateBoth/:id query']);
    const strays: string[] = [];
    for (const op of operations) {
      for (const where of ['params', 'query', 'body'] as const) {
        const schema = op[where];
        if (!schema || shared.has(schema) || builtByRoute.has(`${keyOf(op)} ${where}`)) continue;
        strays.push(`${keyOf(op)} ${where}`);
      }
    }
    expect(strays).toEqual([]);
  });
});

describe('the OpenAPI document', () => {
  const doc: OpenApiDocument = built();
  const methods = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'];

  it('is OpenAPI 3.1 with the package version, plain JSON, and unique operation ids', () => {
    expect(doc.openapi).toBe('3.1.0');
    const pkg = JSON.parse(fs.readFileSync(path.join(ROOT, 'apps/api/package.json'), 'utf8')) as { version: string };
    expect(doc.info.version).toBe(pkg.version);
    expect(API_VERSION).toBe(pkg.version);
    expect(JSON.parse(JSON.stringify(doc))).toEqual(doc);
    const ids = Object.values(doc.paths).flatMap((item) => Object.values(item).map((op) => op.operationId));
    expect(ids).toHaveLength(operations.length);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('gives every operation a success answer, and a path parameter for each template segment', () => {
    const problems: string[] = [];
    for (const [p, item] of Object.entries(doc.paths)) {
      const template = [...p.matchAll(/\{([^}]+)\}/g)].map((m) => m[1]).sort();
      for (const [method, op] of Object.entries(item)) {
        if (!methods.includes(method)) problems.push(`${p}: ${method} is not an HTTP method`);
        if (!Object.keys(op.responses).some((s) => /^2\d\d$/.test(s))) problems.push(`${method} ${p}: no 2xx response`);
        const declared = (op.parameters ?? [])
          .filter((x) => x.in === 'path')
          .map((x) => x.name)
          .sort();
        if (JSON.stringify(declared) !== JSON.stringify(template)) problems.push(`${method} ${p}: path parameters ${declared} ≠ ${template}`);
        if ((op.parameters ?? []).some((x) => x.in === 'path' && !x.required)) problems.push(`${method} ${p}: optional path parameter`);
      }
    }
    expect(problems).toEqual([]);
  });

  it('resolves every $ref inside the document, and embeds no $schema', () => {
    const refs: string[] = [];
    const walk = (node: unknown, at: string) => {
      // Arrays too: their entries are their indices.
      if (!node || typeof node !== 'object') return;
      for (const [key, value] of Object.entries(node)) {
        if (key === '$ref') refs.push(String(value));
        if (key === '$schema' || key === '$defs') refs.push(`${key} at ${at}`);
        walk(value, `${at}/${key}`);
      }
    };
    walk(doc, '#');
    expect(refs.length).toBeGreaterThan(operations.length);
    expect(refs.filter((ref) => resolvePointer(doc, ref) === undefined)).toEqual([]);
  });
});

/** `METHOD /api/…` in backticks; `{name?}` at the end stands for the path with and without it. */
function documentedOperations(markdown: string): Set<string> {
  const found = new Set<string>();
  for (const [, method, route] of markdown.matchAll(/`(GET|POST|PUT|PATCH|DELETE) (\/api\/(?:[^`?\s{]|\{\w+\??\})*)[^`]*`/g)) {
    const optional = /\/\{(\w+)\?\}$/.exec(route);
    if (!optional) found.add(`${method} ${route}`);
    else found.add(`${method} ${route.slice(0, optional.index)}`).add(`${method} ${route.slice(0, optional.index)}/{${optional[1]}}`);
  }
  return found;
}

function resolvePointer(doc: unknown, ref: string): unknown {
  if (!ref.startsWith('#/')) return undefined;
  let node: unknown = doc;
  for (const raw of ref.slice(2).split('/')) {
    const key = raw.replace(/~1/g, '/').replace(/~0/g, '~');
    if (!node || typeof node !== 'object' || !Object.hasOwn(node, key)) return undefined;
    node = (node as Record<string, unknown>)[key];
  }
  return node;
}

/** `limited` and `siteLockExempt` of every route, from the route options as the app registers them. */
async function registeredRouteFlags(): Promise<Map<string, { limited: boolean; open: boolean }>> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'vitrine-openapi-test-'));
  const db = connectDb({ sqlitePath: ':memory:' });
  const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir, SESSION_SECRET: 'x'.repeat(40), LOG_LEVEL: 'silent' });
  const app = createFastify({ db, config });
  const flags = new Map<string, { limited: boolean; open: boolean }>();
  app.addHook('onRoute', (route) => {
    const routeMethods = Array.isArray(route.method) ? route.method : [route.method];
    const value = { limited: Boolean(route.config?.limited), open: Boolean(route.config?.siteLockExempt) };
    for (const method of routeMethods) if (method !== 'HEAD') flags.set(`${method} ${route.url}`, value);
  });
  try {
    await registerApi(app, { db, config });
  } finally {
    await app.close();
    await db.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
  return flags;
}
