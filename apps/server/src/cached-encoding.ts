import { promisify } from 'node:util';
import zlib from 'node:zlib';
import { negotiate } from '@fastify/accept-negotiator';
import { COMPRESSION_THRESHOLD } from './compression.ts';

// A cached page is compressed once, when it is stored, so a hit only writes bytes
// (docs/decisions/031-cached-pages-hashed-scripts.md). zlib's callback API runs in libuv's thread
// pool: storing a page never holds the event loop for the compressor.

export type CachedEncoding = 'br' | 'gzip' | 'identity';
export type CompressedCopies = Partial<Record<'br' | 'gzip', Buffer>>;

/**
 * Brotli quality for stored pages: 6 is ~7 % smaller than quality 4 (on-the-fly answers) for 3-6 ms
 * a page, and within 1 % of 9; 10 and 11 save ~10 % more bytes for 50-190 ms of a core, which an
 * entry living HTML_CACHE_TTL_MS (10 s) does not pay back (`npm run bench:cached-encoding`).
 */
export const CACHED_BROTLI_QUALITY = 6;
const CACHED_GZIP_LEVEL = 6;

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

// What @fastify/compress would compress: text, JSON and XML (cached answers are HTML and .data).
const COMPRESSIBLE = /^text\/|[+/](json|xml)\b/i;

/** Brotli and gzip copies of a stored answer; none for small or already-compressed types. */
export async function compressedCopies(body: Buffer, contentType: string | undefined): Promise<CompressedCopies> {
  if (body.length < COMPRESSION_THRESHOLD || !COMPRESSIBLE.test(contentType ?? '')) return {};
  const [br, gz] = await Promise.all([
    brotli(body, {
      params: { [zlib.constants.BROTLI_PARAM_QUALITY]: CACHED_BROTLI_QUALITY, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length },
    }),
    gzip(body, { level: CACHED_GZIP_LEVEL }),
  ]);
  return { br, gzip: gz };
}

/**
 * The encoding to answer in, read exactly as @fastify/compress reads Accept-Encoding (same
 * negotiator; `*` and `x-gzip` taken as gzip): brotli over gzip at equal q, never a coding with
 * q=0, identity when neither is acceptable. Reading it the same way means a hit sent as identity
 * is one the compressor would not compress either.
 */
export function chooseEncoding(acceptEncoding: string | string[] | undefined): CachedEncoding {
  const header = Array.isArray(acceptEncoding) ? acceptEncoding.join(',') : acceptEncoding;
  if (!header) return 'identity';
  const chosen = negotiate(header.toLowerCase().replace(/\*|x-gzip/g, 'gzip'), ['br', 'gzip']);
  return chosen === 'br' || chosen === 'gzip' ? chosen : 'identity';
}
