import zlib from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { chooseEncoding, compressedCopies } from './cached-encoding.ts';

describe('chooseEncoding', () => {
  it('prefers brotli, then gzip, then the bytes as they are', () => {
    expect(chooseEncoding('gzip, deflate, br, zstd')).toBe('br');
    expect(chooseEncoding('gzip, deflate')).toBe('gzip');
    expect(chooseEncoding('deflate')).toBe('identity');
    expect(chooseEncoding('identity')).toBe('identity');
    expect(chooseEncoding(undefined)).toBe('identity');
    expect(chooseEncoding('')).toBe('identity');
  });

  it('honours q-values, q=0 included', () => {
    expect(chooseEncoding('br;q=0, gzip')).toBe('gzip');
    expect(chooseEncoding('br;q=0.5, gzip;q=0.8')).toBe('gzip');
    expect(chooseEncoding('gzip;q=0.5, br;q=0.5')).toBe('br');
    expect(chooseEncoding('br;q=0, gzip;q=0')).toBe('identity');
  });

  it('reads the header as @fastify/compress does: any case, * and x-gzip as gzip', () => {
    expect(chooseEncoding('BR')).toBe('br');
    expect(chooseEncoding('*')).toBe('gzip');
    expect(chooseEncoding('x-gzip')).toBe('gzip');
    expect(chooseEncoding(['gzip', 'br'])).toBe('br');
  });
});

describe('compressedCopies', () => {
  const html = Buffer.from(`<!doctype html>${'<p>a shop page</p>'.repeat(200)}`);

  it('makes brotli and gzip copies that decode to the page', async () => {
    const copies = await compressedCopies(html, 'text/html; charset=utf-8');
    expect(zlib.brotliDecompressSync(copies.br!).equals(html)).toBe(true);
    expect(zlib.gunzipSync(copies.gzip!).equals(html)).toBe(true);
    expect(copies.br!.length).toBeLessThan(html.length / 4);
  });

  it('makes none below the compression threshold or for types that are not text', async () => {
    expect(await compressedCopies(Buffer.from('<p>small</p>'), 'text/html')).toEqual({});
    expect(await compressedCopies(html, 'image/webp')).toEqual({});
    expect(await compressedCopies(html, undefined)).toEqual({});
  });
});
