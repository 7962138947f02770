import type { FastifyReply } from 'fastify';

/**
 * Adds Accept-Encoding to a Vary header the answer may already carry (once). Written in lower case,
 * as @fastify/compress writes it and looks for it (case-sensitively) before adding its own.
 */
export function varyOnEncoding(reply: FastifyReply): void {
  const vary = reply.getHeader('vary');
  const current = Array.isArray(vary) ? vary.join(', ') : vary === undefined ? '' : String(vary);
  if (/(^|,)\s*(accept-encoding|\*)\s*(,|$)/i.test(current)) return;
  reply.header('vary', current ? `${current}, accept-encoding` : 'accept-encoding');
}

// The types compression.ts compresses: @fastify/compress's default list (text, JSON, XML, SVG)
// and JavaScript. Images, fonts and PDFs that are already compressed are never sent encoded.
const COMPRESSIBLE = /^text\/(?!event-stream)|[+/](?:json|text|xml)(?:;|$)|^application\/(?:javascript|ecmascript)(?:;|$)/i;

/**
 * Whether an answer sent as is could have gone out compressed to another browser: a type we
 * compress, and a body that is a stream (its size unknown until sent) or at least `threshold`
 * bytes. Such an answer must say `Vary: Accept-Encoding` too, or a cache between the shop and
 * the shopper (a CDN, a company proxy) may keep this uncompressed copy and hand it to every
 * browser, brotli-capable or not.
 */
export function couldBeCompressed(contentType: unknown, payload: unknown, threshold: number): boolean {
  if (typeof contentType !== 'string' || !COMPRESSIBLE.test(contentType)) return false;
  if (typeof payload === 'string') return Buffer.byteLength(payload) >= threshold;
  if (Buffer.isBuffer(payload)) return payload.length >= threshold;
  return payload !== null && payload !== undefined;
}
