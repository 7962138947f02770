import type { FastifyReply, FastifyRequest } from 'fastify';
import { chooseEncoding } from './cached-encoding.ts';
import type { CachedPage } from './html-cache.ts';
import { varyOnEncoding } from './vary-on-encoding.ts';

/**
 * A cache hit: the stored bytes in the encoding the shopper's browser takes, as they are. A body
 * sent with Content-Encoding set is passed over by @fastify/compress; one sent as identity is one
 * it would not compress either (same Accept-Encoding reading, cached-encoding.ts). Until the
 * compressed copies exist, the page goes out like a fresh one and is compressed on the fly.
 */
export function sendCachedPage(request: FastifyRequest, reply: FastifyReply, page: CachedPage, cacheControl?: string): FastifyReply {
  for (const [name, value] of page.headers) reply.header(name, value);
  // The stored page's own caching, unless this answer goes to a shopper's session (ssr.ts).
  if (cacheControl) reply.header('cache-control', cacheControl);
  reply.status(page.status).header('x-cache', 'hit');
  const encoding = chooseEncoding(request.headers['accept-encoding']);
  const body = encoding === 'identity' ? page.body : page.compressed[encoding];
  if (!body) return reply.send(page.body);
  if (encoding !== 'identity') reply.header('content-encoding', encoding);
  varyOnEncoding(reply);
  return reply.header('content-length', body.length).send(body);
}
