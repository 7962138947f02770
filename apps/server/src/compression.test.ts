import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { setTimeout as sleep } from 'node:timers/promises';
import zlib from 'node:zlib';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { precompressAssets } from '../precompress.mjs';
import { registerCompression } from './compression.ts';
import { registerStaticFiles } from './static-files.ts';

// What a shopper's browser receives: brotli when it accepts it, gzip when only that, the bytes as
// they are otherwise; images already compressed are never compressed again.
const words = (n: number) => Array.from({ length: n }, (_, i) => `item-${i % 50} vitrine`).join(' ');
const HTML = `<!doctype html><html><body>${words(2000)}</body></html>`;
const JSON_BODY = { items: Array.from({ length: 300 }, (_, i) => ({ id: i, name: `Product ${i % 20}` })) };
const JS = `export const x = ${JSON.stringify(words(3000))};`;
const CSS = `.a{color:red}\n`.repeat(2000);
const SVG = `<svg xmlns="http://www.w3.org/2000/svg">${'<path d="M0 0h24v24H0z"/>'.repeat(200)}</svg>`;
const WEBP = Buffer.concat([Buffer.from('RIFF\0\0\0\0WEBPVP8 '), Buffer.alloc(20_000, 'a')]);

function decode(encoding: string | undefined, body: Buffer): Buffer {
  if (encoding === 'br') return zlib.brotliDecompressSync(body);
  if (encoding === 'gzip') return zlib.gunzipSync(body);
  return body;
}

describe('compressed delivery', () => {
  let app: FastifyInstance;
  let dir: string;
  beforeAll(async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'vitrine-compress-'));
    const assets = path.join(dir, 'assets');
    fs.mkdirSync(assets);
    fs.mkdirSync(path.join(dir, 'media'));
    fs.writeFileSync(path.join(assets, 'entry-abc123.js'), JS);
    fs.writeFileSync(path.join(assets, 'root-abc123.css'), CSS);
    fs.writeFileSync(path.join(assets, 'icon-abc123.svg'), SVG);
    fs.writeFileSync(path.join(assets, 'hero-abc123.webp'), WEBP);
    fs.writeFileSync(path.join(dir, 'media', 'logo.svg'), SVG);
    fs.writeFileSync(path.join(dir, 'media', 'photo.webp'), WEBP);
    await precompressAssets(assets);
    app = Fastify();
    await registerCompression(app);
    await registerStaticFiles(app, { assetsDir: assets, mediaDir: path.join(dir, 'media') });
    app.get('/api/products', async () => JSON_BODY);
    app.get('/img/photo.webp', async (_req, reply) => reply.type('image/webp').send(WEBP));
    app.get('/*', async (_req, reply) => reply.type('text/html; charset=utf-8').send(HTML));
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  const responses = [
    { what: 'a page', url: '/product/lamp', bytes: Buffer.from(HTML) },
    { what: 'a JSON answer', url: '/api/products', bytes: Buffer.from(JSON.stringify(JSON_BODY)) },
    { what: 'a script', url: '/assets/entry-abc123.js', bytes: Buffer.from(JS) },
    { what: 'a stylesheet', url: '/assets/root-abc123.css', bytes: Buffer.from(CSS) },
    { what: 'an SVG asset', url: '/assets/icon-abc123.svg', bytes: Buffer.from(SVG) },
    { what: 'an SVG from /media', url: '/media/logo.svg', bytes: Buffer.from(SVG) },
  ];
  const cases = [
    { accept: 'br, gzip', encoding: 'br' },
    { accept: 'gzip, deflate', encoding: 'gzip' },
    { accept: 'identity', encoding: undefined },
    { accept: undefined, encoding: undefined },
  ];
  for (const { what, url, bytes } of responses) {
    for (const { accept, encoding } of cases) {
      it(`sends ${what} as ${encoding ?? 'is'} for accept-encoding: ${accept ?? '(none)'}, saying it varies with it`, async () => {
        const res = await app.inject({ method: 'GET', url, headers: accept ? { 'accept-encoding': accept } : {} });
        expect(res.statusCode).toBe(200);
        expect(res.headers['content-encoding']).toBe(encoding);
        expect(decode(encoding, res.rawPayload).equals(bytes)).toBe(true);
        if (encoding) expect(res.rawPayload.length).toBeLessThan(bytes.length);
        // A cache in between keeps each encoding apart, the one sent as is too.
        expect(String(res.headers.vary).match(/accept-encoding/gi)).toHaveLength(1);
      });
    }
  }

  it('serves assets from the files compressed at build, keeping the year-long immutable caching', async () => {
    for (const [accept, ext] of [
      ['br', '.br'],
      ['gzip', '.gz'],
    ]) {
      const res = await app.inject({ method: 'GET', url: '/assets/entry-abc123.js', headers: { 'accept-encoding': accept } });
      expect(res.rawPayload.equals(fs.readFileSync(path.join(dir, 'assets', `entry-abc123.js${ext}`)))).toBe(true);
      expect(res.headers['content-type']).toMatch(/javascript/);
      expect(res.headers['cache-control']).toMatch(/max-age=31536000/);
      expect(res.headers['cache-control']).toMatch(/immutable/);
    }
    // A cache in between keeps the variants apart even for a client that asked for none.
    const plain = await app.inject({ method: 'GET', url: '/assets/entry-abc123.js', headers: { 'accept-encoding': 'identity' } });
    expect(String(plain.headers.vary)).toMatch(/accept-encoding/i);
  });

  it('never compresses an image that is already compressed (webp)', async () => {
    for (const url of ['/assets/hero-abc123.webp', '/media/photo.webp', '/img/photo.webp']) {
      const res = await app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'br, gzip' } });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-encoding']).toBeUndefined();
      expect(res.rawPayload.equals(WEBP)).toBe(true);
    }
    // Nothing to vary on for an image from /media or the image route.
    for (const url of ['/media/photo.webp', '/img/photo.webp']) {
      expect((await app.inject({ method: 'GET', url })).headers.vary).toBeUndefined();
    }
  });

  it('leaves small answers as they are (below the threshold the bytes saved do not pay)', async () => {
    const small = Fastify();
    await registerCompression(small);
    small.get('/x', async () => ({ ok: true }));
    const tiny = await small.inject({ method: 'GET', url: '/x', headers: { 'accept-encoding': 'br' } });
    expect(tiny.headers['content-encoding']).toBeUndefined();
    await small.close();
  });
});

// Compressed request bodies buy a shopper nothing (forms and JSON are small) and would let a client
// send a small body that inflates to far more than the body limit: they are not unpacked.
describe('request bodies', () => {
  it('does not inflate a gzip-encoded request body', async () => {
    const app = Fastify();
    await registerCompression(app);
    app.post('/api/echo', async (request) => request.body);
    const res = await app.inject({
      method: 'POST',
      url: '/api/echo',
      headers: { 'content-type': 'application/json', 'content-encoding': 'gzip' },
      payload: zlib.gzipSync(JSON.stringify({ a: 1 })),
    });
    expect(res.statusCode).toBe(400);
    expect(res.statusCode).not.toBe(500);
    await app.close();
  });
});

describe('precompressAssets', () => {
  it('writes brotli and gzip files beside each text asset, and none for images or small files', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'vitrine-precompress-'));
    try {
      fs.writeFileSync(path.join(dir, 'a.js'), JS);
      fs.writeFileSync(path.join(dir, 'a.css'), CSS);
      fs.writeFileSync(path.join(dir, 'a.svg'), SVG);
      fs.writeFileSync(path.join(dir, 'tiny.js'), 'x()');
      fs.writeFileSync(path.join(dir, 'a.webp'), WEBP);
      await precompressAssets(dir);
      await precompressAssets(dir); // a second run (a rebuild) compresses no compressed file again
      expect(fs.readdirSync(dir).sort()).toEqual(
        ['a.css', 'a.css.br', 'a.css.gz', 'a.js', 'a.js.br', 'a.js.gz', 'a.svg', 'a.svg.br', 'a.svg.gz', 'a.webp', 'tiny.js'].sort(),
      );
      expect(zlib.brotliDecompressSync(fs.readFileSync(path.join(dir, 'a.js.br'))).toString()).toBe(JS);
      expect(zlib.gunzipSync(fs.readFileSync(path.join(dir, 'a.css.gz'))).toString()).toBe(CSS);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});

// A streamed page (not from the HTML cache) must keep streaming when compressed: the shell's bytes
// reach the browser while the rest is still being rendered.
describe('compressed streaming', () => {
  it('sends the first compressed bytes before the stream ends', async () => {
    const app = Fastify();
    await registerCompression(app);
    let finished = false;
    app.get('/stream', async (_req, reply) => {
      async function* render() {
        yield Buffer.from(`<!doctype html><html><head><title>Shell</title></head><body>${words(50)}`);
        await sleep(400);
        finished = true;
        yield Buffer.from(`${words(500)}</body></html>`);
      }
      return reply.type('text/html; charset=utf-8').send(Readable.from(render()));
    });
    await app.listen({ port: 0, host: '127.0.0.1' });
    try {
      const { port } = app.server.address() as { port: number };
      const first = await new Promise<{ encoding?: string; chunk: Buffer; finishedYet: boolean }>((resolve, reject) => {
        http
          .get({ port, host: '127.0.0.1', path: '/stream', headers: { 'accept-encoding': 'br' } }, (res) => {
            const decoder = zlib.createBrotliDecompress();
            res.pipe(decoder);
            decoder.once('data', (chunk: Buffer) => {
              resolve({ encoding: res.headers['content-encoding'], chunk, finishedYet: finished });
              res.destroy();
            });
          })
          .on('error', reject);
      });
      expect(first.encoding).toBe('br');
      expect(first.finishedYet).toBe(false);
      expect(first.chunk.toString()).toMatch(/^<!doctype html><html><head><title>Shell<\/title>/);
    } finally {
      await app.close();
    }
  });
});
