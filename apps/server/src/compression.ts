import zlib from 'node:zlib';
import compress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';
import { couldBeCompressed, varyOnEncoding } from './vary-on-encoding.ts';

/** Below ~1 KB the headers and the CPU cost more than the bytes saved. */
export const COMPRESSION_THRESHOLD = 1024;

/**
 * On-the-fly compression of dynamic answers: SSR pages, `.data` payloads and /api JSON. Registered
 * on the root app before any route, so every route in the process gets it. /assets are compressed
 * at build (precompress.mjs) and served as such; @fastify/static marks those encoded, so they pass
 * through here untouched. Types mime-db calls not compressible (webp, png, jpeg, PDF) are left as is.
 */
export async function registerCompression(app: FastifyInstance): Promise<void> {
  await app.register(compress, {
    global: true,
    // Responses only: compressed request bodies gain a shopper nothing and could inflate past the body limit.
    globalDecompression: false,
    encodings: ['br', 'gzip'],
    threshold: COMPRESSION_THRESHOLD,
    brotliOptions: {
      // Quality 4: most of brotli's gain at a fraction of the CPU of 11 (every page miss pays it).
      params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 4 },
      // Flush after each chunk so a streamed page's shell reaches the browser at once, not when
      // the compressor's buffer happens to fill.
      flush: zlib.constants.BROTLI_OPERATION_FLUSH,
    },
    zlibOptions: { level: 6, flush: zlib.constants.Z_SYNC_FLUSH },
  });
  // @fastify/compress says `Vary: Accept-Encoding` only on what it compressed; the same answer
  // sent as is (a client without brotli or gzip) needs it as well. This hook runs before its
  // route-level one, which then finds the header there and leaves it.
  app.addHook('onSend', (_request, reply, payload, done) => {
    if (!reply.hasHeader('content-encoding') && couldBeCompressed(reply.getHeader('content-type'), payload, COMPRESSION_THRESHOLD)) {
      varyOnEncoding(reply);
    }
    done(null, payload);
  });
}
