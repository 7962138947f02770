import crypto from 'node:crypto';
import { Readable } from 'node:stream';
import type { UnreadableAddressPage } from '@vitrine/api/plugins/errors';
import { INTERNAL_CALL_HEADER, markShed } from '@vitrine/api/plugins/request-log';
import { checkOrigin } from '@vitrine/api/plugins/security';
import { createApiClient } from '@vitrine/contracts/api-client';
import type { ApiTransport } from '@vitrine/contracts/api-transport';
import { errorEnvelope } from '@vitrine/contracts/envelope';
import { Messages } from '@vitrine/contracts/messages';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { createRequestHandler, type RouterContext, RouterContextProvider, type ServerBuild } from 'react-router';
import { cacheKeyFor, type HtmlCache } from './html-cache.ts';
import { createActionLookup, METHOD_NOT_ALLOWED_PAGE } from './page-actions.ts';
import { BUSY_PAGE, createRenderGate, type RenderGate } from './render-gate.ts';
import { sendCachedPage } from './serve-cached.ts';
import { hasShopperSession, PRIVATE_CACHE_CONTROL } from './shopper-session.ts';

/** Headers the API needs to see on the storefront's behalf (cookies, client identity, request id). */
function forwardedHeaders(request: FastifyRequest): Record<string, string> {
  const h: Record<string, string> = { 'x-request-id': request.id, [INTERNAL_CALL_HEADER]: '1' };
  for (const name of ['cookie', 'user-agent', 'accept-language', 'host']) {
    const v = request.headers[name];
    if (typeof v === 'string') h[name] = v;
  }
  // The shopper's address as this server sees it (X-Forwarded-For only when TRUST_PROXY is on).
  h['x-forwarded-for'] = request.ip;
  h['x-forwarded-proto'] = request.protocol;
  return h;
}

/** In one process, loaders call the API in memory through Fastify's inject: no socket hop. */
export function injectTransport(app: FastifyInstance): ApiTransport {
  return async ({ method, path, query, body, headers }) => {
    // The API sees the shopper's IP as the remote address (rate limits, logs), not loopback.
    const { 'x-forwarded-for': clientIp, ...rest } = headers ?? {};
    const res = await app.inject({
      method,
      remoteAddress: clientIp,
      url: path,
      query: Object.fromEntries(Object.entries(query ?? {}).filter(([, v]) => v !== undefined)) as Record<string, string>,
      headers: { ...(body !== undefined ? { 'content-type': 'application/json' } : {}), ...rest },
      payload: body !== undefined ? JSON.stringify(body) : undefined,
    });
    const setCookie = res.headers['set-cookie'];
    return {
      statusCode: res.statusCode,
      body: res.json(),
      setCookies: Array.isArray(setCookie) ? setCookie : setCookie ? [setCookie] : [],
    };
  };
}

function toWebRequest(request: FastifyRequest, reply: FastifyReply, address: string): Request {
  // The request's own origin, for React Router only (it compares a form post's Origin with it).
  // Nothing a visitor sees is built from it: absolute links use the API's configured public URL.
  const origin = `${request.protocol}://${request.host}`;
  const url = new URL(address, origin);
  const controller = new AbortController();
  reply.raw.on('close', () => controller.abort());
  const headers = new Headers();
  for (const [key, value] of Object.entries(request.headers)) {
    if (Array.isArray(value)) for (const v of value) headers.append(key, v);
    else if (value !== undefined) headers.set(key, String(value));
  }
  const hasBody = request.method !== 'GET' && request.method !== 'HEAD';
  return new Request(url, {
    method: request.method,
    headers,
    signal: controller.signal,
    ...(hasBody ? { body: Readable.toWeb(request.raw) as ReadableStream, duplex: 'half' } : {}),
  } as RequestInit);
}

interface EntryExports {
  apiContext: RouterContext<unknown>;
  nonceContext: RouterContext<string>;
}

/**
 * The React Router server build: the built module (production), or a function that loads the
 * current one for each request (development: Vite's ssrLoadModule, so edits show without a restart).
 */
export type ServerBuildSource = ServerBuild | (() => Promise<ServerBuild>);

/** A request handler bound to one build, with the context keys that build's entry exports. */
function bindBuild(build: ServerBuild, mode: SsrOptions['mode']) {
  const { apiContext, nonceContext } = build.entry.module as unknown as EntryExports;
  return { handle: createRequestHandler(build, mode), apiContext, nonceContext, takesWrite: createActionLookup(build) };
}

export interface SsrOptions {
  mode: 'production' | 'development';
  cache: HtmlCache;
  /** Origins besides the shop's own that may frame its pages (EDITOR_ORIGINS: the live editor). */
  frameAncestors?: readonly string[];
  /** Caps uncached renders in flight (MAX_CONCURRENT_RENDERS); unset: no cap. */
  gate?: RenderGate;
}

/**
 * A page's Content-Security-Policy with frame-ancestors added: only the shop itself and the
 * configured editor origins may embed it (clickjacking). Responses without a policy (redirects,
 * sitemap.xml) get one holding just that directive.
 */
export function withFrameAncestors(policy: string | null, editorOrigins: readonly string[]): string {
  const directive = ["frame-ancestors 'self'", ...editorOrigins].join(' ');
  return policy ? `${policy}; ${directive}` : directive;
}

/**
 * Server-side rendering for every path that is not /api, /assets or /media. Form posts to
 * route actions must come from this origin (CSRF), like API writes. Anonymous GETs are served
 * from the HTML cache when it holds them.
 */
export function registerSsr(
  app: FastifyInstance,
  build: ServerBuildSource,
  transport: ApiTransport,
  { mode, cache, frameAncestors = [], gate = createRenderGate(0) }: SsrOptions,
): UnreadableAddressPage {
  // A fixed build is bound once. A build getter is bound per request, so the handler and the
  // context keys always come from the same (possibly just reloaded) build.
  const fixed = typeof build === 'function' ? null : bindBuild(build, mode);

  // Form posts arrive as url-encoded or multipart bodies; React Router reads them from the raw stream.
  app.addContentTypeParser(['application/x-www-form-urlencoded', 'multipart/form-data'], (_req, _payload, done) => done(null));

  const renderPage = async (request: FastifyRequest, reply: FastifyReply, address: string) => {
    // Unknown /api paths (and missing /assets or /media files) get the API's 404 envelope, not a page.
    if (/^\/(api|assets|media|img)(\/|$)/.test(address)) return reply.callNotFound();
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      if (!checkOrigin(request.headers.origin, request.host)) {
        return reply.status(403).send(errorEnvelope(403, 'BAD_ORIGIN', Messages.badOrigin));
      }
    }
    reply.header('x-request-id', request.id);
    const isWrite = request.method !== 'GET' && request.method !== 'HEAD';
    const bound = isWrite ? (fixed ?? bindBuild(await (build as () => Promise<ServerBuild>)(), mode)) : null;
    if (bound && !bound.takesWrite(address)) {
      // A page without an action: refused before any render (React Router would log a stack for each).
      return reply.status(405).header('allow', 'GET, HEAD').header('cache-control', 'no-store').type('text/html; charset=utf-8').send(METHOD_NOT_ALLOWED_PAGE);
    }
    // A HEAD is answered from the page a GET stored (headers only), but never stored itself.
    const isHead = request.method === 'HEAD';
    const key = cache.enabled ? cacheKeyFor(isHead ? 'GET' : request.method, address, request.headers) : null;
    const hit = key ? cache.get(key) : null;
    // Any answer to a request carrying a shopper's session is private: a fresh render may show their
    // name, email or cart; a guest with a cart gets the anonymous page, still not for shared caches.
    const personal = hasShopperSession(request.headers.cookie);
    if (hit) return sendCachedPage(request, reply, hit, personal ? PRIVATE_CACHE_CONTROL : undefined);
    const nonce = crypto.randomBytes(16).toString('base64');

    const { handle, apiContext, nonceContext } = bound ?? fixed ?? bindBuild(await (build as () => Promise<ServerBuild>)(), mode);
    if (!gate.tryEnter()) {
      markShed(request);
      return reply.status(503).header('retry-after', '1').header('cache-control', 'no-store').type('text/html; charset=utf-8').send(BUSY_PAGE);
    }
    let left = false;
    const leave = () => {
      if (left) return;
      left = true;
      gate.leave();
    };
    // A streamed page holds its slot until the last byte is sent (or the shopper goes away).
    reply.raw.once('finish', leave);
    reply.raw.once('close', leave);

    const context = new RouterContextProvider();
    context.set(apiContext, createApiClient(transport, forwardedHeaders(request)));
    context.set(nonceContext, nonce);
    const response = await handle(toWebRequest(request, reply, address), context);
    reply.status(response.status);
    const policy = withFrameAncestors(response.headers.get('content-security-policy'), frameAncestors);
    const headers = [...response.headers].filter(([k]) => k !== 'set-cookie' && k !== 'content-security-policy');
    headers.push(['content-security-policy', policy]);
    for (const [k, v] of headers) reply.header(k, v);
    const cookies = response.headers.getSetCookie();
    if (cookies.length) reply.header('set-cookie', cookies);
    // What the HTML cache stores is still decided by the page's own headers (below), not this one.
    if (personal) reply.header('cache-control', PRIVATE_CACHE_CONTROL);
    if (!response.body) return reply.send();
    // A page that says it is private or not to be stored (reset links, the dev outbox) is not cached.
    const cacheable = !/no-store|private/i.test(response.headers.get('cache-control') ?? '');
    if (key && !isHead && cacheable && response.status === 200 && cookies.length === 0) {
      const body = Buffer.from(await response.arrayBuffer());
      // Stored without the nonce (scripts allowed by hash), compressed off the event loop; this
      // shopper's answer keeps its nonce.
      cache
        .set(key, { status: 200, headers, body, nonce, storedAt: Date.now() })
        .catch((error) => request.log.error({ err: error }, 'html cache: page not stored'));
      return reply.header('x-cache', 'miss').send(body);
    }
    return reply.send(Readable.fromWeb(response.body as any));
  };

  app.all('/*', (request, reply) => renderPage(request, reply, readableAddress(request.url)));

  // An address the router could not read (bad percent-encoding): the page for the same address with
  // the unreadable segments taken literally, which no slug matches, so the shopper gets the shop's 404 page.
  return async (request, reply) => {
    await renderPage(request, reply, readableAddress(request.raw.url ?? '/'));
  };
}

/**
 * The address with each path segment that is not valid percent-encoded UTF-8, or that decodes to
 * a NUL, escaped as text ('%' as '%25'): no id or slug holds one (the API refuses NUL outright), so
 * the route sees the segment literally and answers its own "not found", never a 5xx.
 */
export function readableAddress(address: string): string {
  const queryAt = address.indexOf('?');
  const path = queryAt === -1 ? address : address.slice(0, queryAt);
  const query = queryAt === -1 ? '' : address.slice(queryAt);
  if (!path.includes('%')) return address;
  const segments = path.split('/').map((segment) => {
    try {
      if (!decodeURIComponent(segment).includes('\u0000')) return segment;
    } catch {
      // not valid percent-encoded UTF-8: taken literally below
    }
    return segment.replaceAll('%', '%25');
  });
  return segments.join('/') + query;
}
