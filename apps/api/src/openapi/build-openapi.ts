import { CookieName } from '@vitrine/contracts/cookies';
import { type ApiEnvelope, type ApiErrorData, ErrorCode } from '@vitrine/contracts/envelope';
import { z } from 'zod';
import type { Operation } from './operation.ts';

// Builds the OpenAPI 3.1 description of /api from the operations table, with zod's own
// z.toJSONSchema (JSON Schema 2020-12, the dialect OpenAPI 3.1 uses). Request schemas are shown as
// clients send them (io: 'input': defaults make a field optional); refinements and transforms have
// no JSON Schema form and are left out, so the schema shown may accept a little more than the route.

export type JsonSchema = { [key: string]: unknown };
export type Ref = { $ref: string };

export interface OpenApiParameter {
  name: string;
  in: 'path' | 'query';
  required: boolean;
  schema: JsonSchema;
}

export interface OpenApiOperation {
  operationId: string;
  summary: string;
  description?: string;
  tags: string[];
  security?: Array<Record<string, string[]>>;
  parameters?: OpenApiParameter[];
  requestBody?: { required: boolean; content: { 'application/json': { schema: JsonSchema } } };
  responses: Record<string, Ref | { description: string; content?: Record<string, { schema: JsonSchema }> }>;
}

export interface OpenApiDocument {
  openapi: '3.1.0';
  info: { title: string; version: string; description: string };
  servers: Array<{ url: string }>;
  tags: Array<{ name: string }>;
  paths: Record<string, Record<string, OpenApiOperation>>;
  components: {
    schemas: Record<string, JsonSchema>;
    responses: Record<string, { description: string; content: Record<string, { schema: Ref }> }>;
    securitySchemes: Record<string, JsonSchema>;
  };
}

/** The version of @vitrine/api (apps/api/package.json; openapi.test.ts keeps them equal). */
export const API_VERSION = '0.1.0';

/** Served with the media type registered for OpenAPI documents (it is not an envelope). */
export const OPENAPI_MEDIA_TYPE = 'application/vnd.oai.openapi+json;version=3.1';

// The envelope of plugins/errors.ts and contracts/envelope.ts, typed against the contract so the
// two cannot part.
const errorEnvelopeSchema = z.object({
  status: z.literal('error'),
  message: z.string(),
  data: z.object({
    statusCode: z.number().int(),
    code: z.enum(Object.values(ErrorCode) as [ErrorCode, ...ErrorCode[]]),
    data: z.object({ message: z.string() }),
    errors: z.record(z.string(), z.array(z.string())).optional(),
  }),
}) satisfies z.ZodType<ApiEnvelope<ApiErrorData>>;
const successEnvelopeSchema = z.object({
  status: z.literal('success'),
  message: z.string(),
  data: z.unknown(),
}) satisfies z.ZodType<ApiEnvelope>;

/** Error answers by HTTP status, in docs/api.md's words (its table of `data.code`s). */
const ERROR_RESPONSES: Record<number, { name: string; description: string }> = {
  400: {
    name: 'BadRequest',
    description:
      'BAD_REQUEST: malformed JSON, a path segment that is not valid percent-encoded UTF-8, a NUL character in the input, other framework 4xx; or a rule of the route (the message says which).',
  },
  401: { name: 'Unauthorized', description: "UNAUTHORIZED: no valid session ('Please login to continue') or admin token ('A valid admin token is required')." },
  403: {
    name: 'Forbidden',
    description:
      'BAD_ORIGIN: a write whose Origin is another host (CSRF). SITE_LOCKED: the shop is password protected, Coming Soon or Under Maintenance. FORBIDDEN: the feature is switched off.',
  },
  404: {
    name: 'NotFound',
    description: "NOT_FOUND: no such page, menu, product, … SITE_UNAVAILABLE: the licence is missing or inactive ('Website Unvailable').",
  },
  409: { name: 'Conflict', description: 'CONFLICT: the write clashes with what is stored (a coupon code already taken).' },
  413: { name: 'PayloadTooLarge', description: 'BAD_REQUEST: the body is over the limit (1 MB; 3 MB for the customisation upload).' },
  414: { name: 'UriTooLong', description: "BAD_REQUEST: a path segment longer than 100 characters ('This address is too long')." },
  415: { name: 'UnsupportedMediaType', description: "UNSUPPORTED_MEDIA_TYPE: a write with a body that is not application/json ('Requests must send JSON')." },
  422: {
    name: 'ValidationFailed',
    description: "VALIDATION_FAILED: the input fails the schema; message is the first failing field's, data.errors holds every field's.",
  },
  429: {
    name: 'TooManyRequests',
    description: 'TOO_MANY_REQUESTS: over the per-IP rate limit or an abuse cap (docs/api.md, Abuse limits); may carry Retry-After.',
  },
  500: { name: 'Internal', description: 'INTERNAL: anything unexpected (logged with the request id; the text is hidden).' },
  503: {
    name: 'Unavailable',
    description: 'DATABASE_TIMEOUT: a query ran past the database time budget (Retry-After: 1); INTERNAL from /api/health when the database does not answer.',
  },
};

const SECURITY_SCHEMES: Record<string, JsonSchema> = {
  session: { type: 'apiKey', in: 'cookie', name: CookieName.session, description: 'The httpOnly session cookie set at sign-in.' },
  adminBearer: { type: 'http', scheme: 'bearer', description: 'authorization: Bearer <ADMIN_TOKEN>' },
  adminToken: { type: 'apiKey', in: 'header', name: 'x-admin-token', description: 'The admin token in its own header.' },
};

const TAG_ORDER = [
  'base',
  'storefront',
  'settings',
  'content',
  'plugins',
  'catalog',
  'search',
  'seo',
  'auth',
  'account',
  'address',
  'wishlist',
  'cart',
  'orders',
  'payments',
  'dev',
  'admin',
];

/** `/api/menu/:id` → `/api/menu/{id}`. */
export function toOpenApiPath(path: string): string {
  if (path.includes('*')) throw new Error(`OpenAPI cannot describe the wildcard route ${path}`);
  return path.replace(/:([A-Za-z0-9_]+)/g, '{$1}');
}

/** `GET /api/menu/:id` → `getApiMenuId`. */
export function operationIdOf(op: Pick<Operation, 'method' | 'path'>): string {
  const words = op.path.split(/[^A-Za-z0-9]+/).filter(Boolean);
  return op.method.toLowerCase() + words.map((w) => w[0].toUpperCase() + w.slice(1)).join('');
}

/** A zod schema as JSON Schema, ready to embed (no $schema; nothing that points inside itself). */
export function toJsonSchema(schema: z.ZodType): JsonSchema {
  const { $schema: _dialect, ...json } = z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as JsonSchema;
  if ('$defs' in json) throw new Error('A schema with $defs (a recursive or registered schema) needs components: not handled yet');
  return json;
}

function parametersOf(schema: z.ZodType, where: 'path' | 'query', label: string, optional = false): OpenApiParameter[] {
  const json = toJsonSchema(schema);
  const properties = json.properties as Record<string, JsonSchema> | undefined;
  if (json.type !== 'object' || !properties) throw new Error(`${label}: the ${where} schema must be an object`);
  const required = new Set((json.required as string[] | undefined) ?? []);
  return Object.entries(properties).map(([name, propertySchema]) => ({
    name,
    in: where,
    // A path parameter is always there when the path matches, even if its schema calls it optional.
    required: where === 'path' || (required.has(name) && !optional),
    schema: propertySchema,
  }));
}

function pathParameters(op: Operation, label: string): OpenApiParameter[] {
  const names = [...op.path.matchAll(/:([A-Za-z0-9_]+)/g)].map((m) => m[1]);
  const described = op.params ? parametersOf(op.params, 'path', label) : [];
  const stray = described.find((p) => !names.includes(p.name));
  if (stray) throw new Error(`${label}: parameter ${stray.name} is not in the path`);
  return names.map((name) => described.find((p) => p.name === name) ?? { name, in: 'path', required: true, schema: { type: 'string' } });
}

/** The error statuses an operation can answer, by the rules of docs/api.md's error table. */
export function errorStatusesOf(op: Operation): number[] {
  const write = op.method !== 'GET';
  const hasInput = Boolean(op.params || op.query || op.body);
  const statuses = new Set<number>([400, 414, 500, 503, ...(op.extraErrors ?? [])]);
  if (op.access !== 'public') statuses.add(401);
  if (write || !op.open) statuses.add(403);
  if (!op.open || op.path.includes(':')) statuses.add(404);
  if (write) statuses.add(413).add(415);
  if (hasInput) statuses.add(422);
  if (op.limited || op.access === 'admin') statuses.add(429);
  return [...statuses].sort((a, b) => a - b);
}

function describeOperation(op: Operation): OpenApiOperation {
  const label = `${op.method} ${op.path}`;
  const parameters = [...pathParameters(op, label), ...(op.query ? parametersOf(op.query, 'query', label, op.queryOrBody) : [])];
  const access = op.access === 'session' ? 'Needs a signed-in customer.' : op.access === 'admin' ? 'Needs the admin token.' : '';
  const modes = op.open ? 'Answered in every site mode.' : '';
  const limited = op.limited ? 'Rate-limited per client IP.' : '';
  const either = op.queryOrBody ? 'The fields may come in the query or in the JSON body.' : '';
  const description = [op.notes, either, access, modes, limited].filter(Boolean).join(' ');
  const responses: OpenApiOperation['responses'] = {
    200: {
      description: op.data,
      content: {
        'application/json': {
          schema: { allOf: [{ $ref: '#/components/schemas/SuccessEnvelope' }, { type: 'object', properties: { data: { description: op.data } } }] },
        },
      },
    },
  };
  for (const status of errorStatusesOf(op)) responses[status] = { $ref: `#/components/responses/${ERROR_RESPONSES[status].name}` };
  return {
    operationId: operationIdOf(op),
    summary: op.summary,
    ...(description ? { description } : {}),
    tags: [op.tag],
    ...(op.access === 'session' ? { security: [{ session: [] }] } : {}),
    ...(op.access === 'admin' ? { security: [{ adminBearer: [] }, { adminToken: [] }] } : {}),
    ...(parameters.length ? { parameters } : {}),
    ...(op.body ? { requestBody: { required: !op.queryOrBody, content: { 'application/json': { schema: toJsonSchema(op.body) } } } } : {}),
    responses,
  };
}

export function buildOpenApiDocument(operations: readonly Operation[], options: { serverUrl: string }): OpenApiDocument {
  const paths: OpenApiDocument['paths'] = {};
  for (const op of operations) {
    const item = (paths[toOpenApiPath(op.path)] ??= {});
    const method = op.method.toLowerCase();
    if (item[method]) throw new Error(`${op.method} ${op.path} is in the operations table twice`);
    item[method] = describeOperation(op);
  }
  const used = new Set(operations.map((op) => op.tag));
  const tags = [...TAG_ORDER.filter((t) => used.has(t)), ...[...used].filter((t) => !TAG_ORDER.includes(t))].map((name) => ({ name }));
  const responses: OpenApiDocument['components']['responses'] = {};
  for (const { name, description } of Object.values(ERROR_RESPONSES)) {
    responses[name] = { description, content: { 'application/json': { schema: { $ref: '#/components/schemas/ErrorEnvelope' } } } };
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'Vitrine storefront API',
      version: API_VERSION,
      description:
        "The storefront's own HTTP API. Every answer is the envelope { status, message, data }; a call succeeded only when status is 'success'. " +
        "Writes must send JSON and, from a browser, come from the shop's own origin. Money is in minor units. The prose reference is docs/api.md.",
    },
    servers: [{ url: options.serverUrl }],
    tags,
    paths,
    components: {
      schemas: { SuccessEnvelope: toJsonSchema(successEnvelopeSchema), ErrorEnvelope: toJsonSchema(errorEnvelopeSchema) },
      responses,
      securitySchemes: SECURITY_SCHEMES,
    },
  };
}
