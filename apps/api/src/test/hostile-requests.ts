import type { InjectOptions } from 'fastify';
import type { RegisteredRoute } from './test-app.ts';

// The malformed requests of the hostile-input suite (hostile-input.test.ts), made for any route
// from its method and URL pattern: hostile path segments, query strings, bodies, content types
// and headers. Each is what a careless client or an attacker can send with one request; the
// shop must answer each with a 4xx envelope (or ignore what it does not read), never a 5xx, a
// stack trace or a long wait.

export interface HostileRequest {
  /** What is odd about it, for the failure report. */
  name: string;
  options: InjectOptions;
}

const JSON_TYPE = { 'content-type': 'application/json' } as const;

/** Path segments, as sent on the wire (already percent-encoded where that is the point). */
export const HOSTILE_SEGMENTS: Record<string, string> = {
  long: 'x'.repeat(5000),
  nul: 'a%00b',
  'lone surrogate (CESU-8)': '%ED%A0%80',
  'invalid UTF-8': '%FF%FE',
  'broken escape': '%E0%A4%A',
  'bare percent': '100%',
  traversal: '..%2F..%2F..%2Fetc%2Fpasswd',
  'dot segments': '..',
  'backslash traversal': '..%5C..%5Cwindows',
  emoji: '%F0%9F%98%80%E2%80%AE',
  'huge number': '1e309',
  negative: '-1',
  'proto key': '__proto__',
  'sql quote': "'%20or%201=1--",
  html: '%3Cscript%3Ealert(1)%3C%2Fscript%3E',
  'many segments': Array.from({ length: 200 }, () => 'a').join('/'),
};

/** Query parameters the routes read; each query variant sets all of them at once. */
const QUERY_NAMES = [
  'query',
  'limit',
  'page',
  'cursor',
  'sku',
  'type',
  'is_published',
  'category_id',
  'path',
  'channel',
  'to',
  'pincode',
  'v',
  'sort',
  'email',
  'token',
  'price_min',
  'price_max',
  'in_stock',
  'brand',
  'category',
];

const QUERY_VALUES: Record<string, string> = {
  long: 'q'.repeat(20_000),
  nul: '%00',
  'lone surrogate (CESU-8)': '%ED%A0%80',
  'invalid UTF-8': '%FF',
  'bare percent': '%',
  negative: '-1',
  'huge number': '99999999999999999999999',
  infinity: '1e309',
  'not a number': 'NaN',
  empty: '',
  'json object': '%7B%22a%22%3A1%7D',
};

function query(entries: [string, string][]): string {
  return entries.map(([k, v]) => `${k}=${v}`).join('&');
}

let queries: Record<string, string> | undefined;

/** Whole query strings (one value for every name, and shapes beyond that); made once. */
export function hostileQueries(): Record<string, string> {
  if (queries) return queries;
  queries = {};
  for (const [name, value] of Object.entries(QUERY_VALUES)) {
    queries[`every parameter ${name}`] = query(QUERY_NAMES.map((n) => [n, value]));
  }
  queries['each parameter 300 times'] = query(QUERY_NAMES.flatMap((n) => Array.from({ length: 300 }, (): [string, string] => [n, '1'])));
  queries['bracket arrays and objects'] = query(
    QUERY_NAMES.flatMap((n): [string, string][] => [
      [`${n}[]`, 'a'],
      [`${n}[x][y]`, 'b'],
    ]),
  );
  queries['prototype keys'] = query([
    ['__proto__[polluted]', '1'],
    ['constructor[prototype][polluted]', '1'],
    ['__proto__', 'x'],
  ]);
  queries['5,000 distinct keys'] = query(Array.from({ length: 5000 }, (_, i): [string, string] => [`k${i}`, 'v']));
  // The report's request that took the shop down: 1,100 attribute codes (a 13 KB URL).
  queries['1,100 attribute codes'] = query(Array.from({ length: 1100 }, (_, i): [string, string] => [`attr.a${i}`, `v${i}`]));
  queries['one attribute with 2,000 values'] = query([['attr.colour', Array.from({ length: 2000 }, (_, i) => `v${i}`).join(',')]]);
  queries['price range backwards and fractional'] = query([
    ['price_min', '999999.5'],
    ['price_max', '-3.25'],
  ]);
  return queries;
}

function deepArray(depth: number): string {
  return `${'['.repeat(depth)}${']'.repeat(depth)}`;
}

function deepObject(depth: number): string {
  return `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`;
}

/** Field names the routes' bodies use; the "wrong types" bodies set every one of them. */
const BODY_FIELDS = [
  'query',
  'limit',
  'cursor',
  'sort',
  'filters',
  'with_facets',
  'items',
  'source',
  'keys',
  'email',
  'phone',
  'password',
  'new_password',
  'old_password',
  'otp',
  'code',
  'first_name',
  'last_name',
  'remember_me',
  'token',
  'mode',
  'product_id',
  'product_slug',
  'file_name',
  'data_base64',
  'name',
  'address',
  'country',
  'state',
  'pincode',
  'is_default',
  'address_type',
  'config',
  'is_active',
  'settings',
  'sections',
  'header',
  'footer',
  'slug',
  'title',
  'cart_session_id',
  'quantity',
  'customer_id',
  'id',
  'type',
];

function everyField(value: unknown): string {
  return JSON.stringify(Object.fromEntries(BODY_FIELDS.map((f) => [f, value])));
}

let bodies: Record<string, string | Buffer> | undefined;

/** JSON bodies, as raw text (some are not valid JSON on purpose); made once, they are large. */
export function hostileBodies(): Record<string, string | Buffer> {
  bodies ??= {
    null: 'null',
    true: 'true',
    'a number': '-1',
    'a string': '"hello"',
    'an empty array': '[]',
    'an array of keys': '["store_name", 1, null, {}]',
    'an empty object': '{}',
    'truncated JSON': '{"query": "lamp",',
    'JSON with a trailing comma': '{"a": 1,}',
    'a bare NUL': '\u0000',
    'an empty body': '',
    'arrays 100,000 deep': deepArray(100_000),
    'objects 50,000 deep': deepObject(50_000),
    '20,000 keys': JSON.stringify(Object.fromEntries(Array.from({ length: 20_000 }, (_, i) => [`k${i}`, i]))),
    'every field an object': everyField({ a: { b: [1] } }),
    'every field an array': everyField(['a', 1, null]),
    'every field a number': everyField(1e308),
    'every field negative': everyField(-1),
    'every field null': everyField(null),
    'every field a boolean': everyField(true),
    'every field 100 KB': everyField('w'.repeat(20_000)),
    'every field NUL': everyField('a\u0000b'),
    'every field a lone surrogate': `{${BODY_FIELDS.map((f) => `"${f}":"\\ud800x\\udfff"`).join(',')}}`,
    'every field nested deep': `{${BODY_FIELDS.map((f) => `"${f}":${deepObject(2000)}`).join(',')}}`,
    'every field 2,000 items': everyField(Array.from({ length: 2000 }, (_, i) => `i${i}`)),
    'prototype pollution': '{"__proto__":{"polluted":1},"constructor":{"prototype":{"polluted":1}},"filters":{"__proto__":{"polluted":1}}}',
    'invalid UTF-8 bytes': Buffer.from([0x7b, 0x22, 0x71, 0x22, 0x3a, 0x22, 0xff, 0xfe, 0xc0, 0xaf, 0x22, 0x7d]),
    '1,100 attribute filters': JSON.stringify({
      query: 'lamp',
      filters: { attributes: Object.fromEntries(Array.from({ length: 1100 }, (_, i) => [`a${i}`, [`v${i}`]])) },
    }),
    'one filter with 5,000 values': JSON.stringify({ filters: { brand: Array.from({ length: 5000 }, (_, i) => `b${i}`) } }),
    'over the body limit': JSON.stringify({ query: 'z'.repeat(3.2 * 1024 * 1024) }),
  };
  return bodies;
}

/** Content types a JSON route must refuse or read safely. */
const CONTENT_TYPES = [
  'text/plain',
  'application/x-www-form-urlencoded',
  'multipart/form-data; boundary=----x',
  'application/json; charset=utf-16',
  'application/json; charset=iso-8859-1',
  'application/jsonp',
  'application/json, text/html',
];

/** Header values: session and cart cookies, request ids and origins a browser never sends. */
const HOSTILE_HEADERS: Record<string, Record<string, string>> = {
  'a 4 KB session cookie': { cookie: `vitrine_session=${'s'.repeat(4000)}` },
  'a forged signed cookie': { cookie: 'vitrine_session=abc.def; vitrine_unlock=s%3Ayes.forged; vitrine_cart=%00' },
  'cookies with NUL and invalid UTF-8': { cookie: 'vitrine_session=%00%FF; vitrine_cart=%ED%A0%80' },
  'a malformed request id': { 'x-request-id': '../../etc\u0001' },
  'odd accept headers': { accept: '*/*;q=x', 'accept-language': 'x'.repeat(2000), 'accept-encoding': 'br;q=NaN' },
  'forwarded headers from a stranger': { 'x-forwarded-for': '1.2.3.4, <script>', 'x-forwarded-host': 'evil.example' },
};

/** Fills each `:param` and `*` of a route pattern with `value`. */
export function fillPattern(url: string, value: string): string {
  return url.replace(/:[A-Za-z_]+\??/g, value).replace(/\*/g, value);
}

const hasBody = (method: string) => method !== 'GET' && method !== 'DELETE';

export function hostilePathRequests(route: RegisteredRoute): HostileRequest[] {
  if (!/[:*]/.test(route.url)) return [];
  return Object.entries(HOSTILE_SEGMENTS).map(([name, segment]) => ({
    name: `path ${name}`,
    options: { method: route.method as InjectOptions['method'], url: fillPattern(route.url, segment), ...bodyless(route) },
  }));
}

export function hostileQueryRequests(route: RegisteredRoute): HostileRequest[] {
  const url = fillPattern(route.url, 'x');
  return Object.entries(hostileQueries()).map(([name, q]) => ({
    name: `query ${name}`,
    options: { method: route.method as InjectOptions['method'], url: `${url}?${q}`, ...bodyless(route) },
  }));
}

export function hostileBodyRequests(route: RegisteredRoute): HostileRequest[] {
  if (route.method === 'GET') return []; // DELETE takes a body too (wishlist remove)
  const url = fillPattern(route.url, 'x');
  const requests: HostileRequest[] = Object.entries(hostileBodies()).map(([name, payload]) => ({
    name: `body ${name}`,
    options: { method: route.method as InjectOptions['method'], url, headers: JSON_TYPE, payload },
  }));
  for (const type of CONTENT_TYPES) {
    requests.push({
      name: `content type ${type}`,
      options: { method: route.method as InjectOptions['method'], url, headers: { 'content-type': type }, payload: '{"query":"a"}' },
    });
  }
  return requests;
}

export function hostileHeaderRequests(route: RegisteredRoute): HostileRequest[] {
  const url = fillPattern(route.url, 'x');
  return Object.entries(HOSTILE_HEADERS).map(([name, headers]) => ({
    name: `headers ${name}`,
    options: {
      method: route.method as InjectOptions['method'],
      url,
      headers: hasBody(route.method) ? { ...JSON_TYPE, ...headers } : headers,
      ...(hasBody(route.method) ? { payload: '{}' } : {}),
    },
  }));
}

/** A JSON `{}` for write routes, so path and query variants reach the route rather than the 415. */
function bodyless(route: RegisteredRoute): Partial<InjectOptions> {
  return hasBody(route.method) ? { headers: JSON_TYPE, payload: '{}' } : {};
}
