import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApiApp } from '../../app.ts';
import { connectDb, type Db } from '../../db/connect.ts';
import { migrateToLatest } from '../../db/migrate.ts';
import { loadConfig } from '../../plugins/config.ts';
import { expectError } from '../../test/envelope-assertions.ts';
import { ImageMessages } from './images.routes.ts';

// The optimisation path reads files, not the database: the app is built on an empty SQLite
// database with a media directory of known files (an SVG, a PNG, a fake image, a symlink out).
describe('image-optimisation path /img', () => {
  let app: FastifyInstance;
  let db: Db;
  let dataDir: string;
  const svg =
    '<svg xmlns="http://www.w3.org/2000/svg" width="800" height="400"><rect width="800" height="400" fill="#2d6a4f"/><circle cx="400" cy="200" r="150" fill="#f4a261"/></svg>';

  beforeAll(async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'vitrine-img-test-'));
    const media = path.join(dataDir, 'media');
    fs.mkdirSync(path.join(media, 'products'), { recursive: true });
    fs.writeFileSync(path.join(media, 'products', 'tray.svg'), svg);
    const png = await sharp({ create: { width: 300, height: 200, channels: 3, background: '#336699' } })
      .png()
      .toBuffer();
    fs.writeFileSync(path.join(media, 'products', 'photo.png'), png);
    fs.writeFileSync(path.join(media, 'products', 'fake.png'), 'not an image at all');
    fs.writeFileSync(path.join(media, 'notes.txt'), 'hello');
    fs.writeFileSync(path.join(dataDir, 'secret.png'), png);
    fs.symlinkSync(path.join(dataDir, 'secret.png'), path.join(media, 'products', 'escape.png'));
    db = connectDb({ sqlitePath: ':memory:' });
    await migrateToLatest(db);
    const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir, SESSION_SECRET: 'x'.repeat(40), LOG_LEVEL: 'silent' });
    app = await buildApiApp({ db, config });
    await app.ready();
  });
  afterAll(async () => {
    await app?.close();
    await db?.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  const get = (url: string, headers: Record<string, string> = {}) => app.inject({ method: 'GET', url, headers });

  it('serves webp at the requested width, with a day of caching without a version', async () => {
    for (const width of [400, 1600]) {
      const res = await get(`/img/${width}/products/tray.svg`);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.headers['content-type']).toBe('image/webp');
      expect(res.headers['cache-control']).toBe('public, max-age=86400');
      const meta = await sharp(res.rawPayload).metadata();
      expect(meta.format).toBe('webp');
      expect(meta.width).toBe(width); // vector art is drawn at the wanted size
      expect(meta.height).toBe(width / 2);
    }
  });

  it('never enlarges a photo', async () => {
    const res = await get('/img/800/products/photo.png');
    expect(res.statusCode).toBe(200);
    expect((await sharp(res.rawPayload).metadata()).width).toBe(300);
    const small = await get('/img/128/products/photo.png');
    expect((await sharp(small.rawPayload).metadata()).width).toBe(128);
  });

  it('serves the 10x10 blurred placeholder', async () => {
    const res = await get('/img/placeholder/products/tray.svg');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/webp');
    const meta = await sharp(res.rawPayload).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['webp', 10, 10]);
    expect(res.rawPayload.length).toBeLessThan(400); // small enough to inline
  });

  it('renders once and answers a repeat from the disk cache with the same bytes', async () => {
    const [a, b] = await Promise.all([get('/img/640/products/tray.svg'), get('/img/640/products/tray.svg')]);
    expect(a.rawPayload.equals(b.rawPayload)).toBe(true);
    const again = await get('/img/640/products/tray.svg');
    expect(again.headers['x-image-cache']).toBe('hit');
    expect(again.rawPayload.equals(a.rawPayload)).toBe(true);
    const cached = fs.readdirSync(path.join(dataDir, 'image-cache'), { recursive: true }).filter((f) => String(f).endsWith('.webp'));
    expect(cached.length).toBeGreaterThan(0);
  });

  it('answers 304 to a matching ETag and caches the current version for a year', async () => {
    const first = await get('/img/320/products/tray.svg');
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^".+"$/);
    const revalidated = await get('/img/320/products/tray.svg', { 'if-none-match': etag });
    expect(revalidated.statusCode).toBe(304);
    expect(revalidated.rawPayload.length).toBe(0);
    const mtime = fs.statSync(path.join(dataDir, 'media/products/tray.svg')).mtimeMs;
    const versioned = await get(`/img/320/products/tray.svg?v=${Math.trunc(mtime).toString(36)}`);
    expect(versioned.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const stale = await get('/img/320/products/tray.svg?v=old');
    expect(stale.headers['cache-control']).toBe('public, max-age=86400');
  });

  it('has no widths outside the list (404)', async () => {
    for (const width of ['401', '0', '-5', 'abc', '99999', '0400', '400.0', '1e3']) {
      expectError(await get(`/img/${width}/products/tray.svg`), 404, ImageMessages.widthNotAllowed);
    }
  });

  it('reads only image files inside the media directory (no traversal, no remote URLs)', async () => {
    const rejected = [
      '/img/400/..%2fsecret.png',
      '/img/400/products/..%2f..%2fsecret.png',
      '/img/400/products/%2e%2e/%2e%2e/secret.png',
      '/img/400/%2fetc%2fpasswd.png',
      '/img/400//etc/hosts.png',
      '/img/400/https://example.com/a.png',
      '/img/400/http:%2f%2f169.254.169.254%2flatest.png',
      '/img/400/notes.txt',
      '/img/400/products/tray.svg%00.png',
      '/img/400/products%5Ctray.svg',
      '/img/placeholder/..%2fsecret.png',
    ];
    for (const url of rejected) {
      const res = await get(url);
      // 400: a NUL is refused before the route runs (plugins/security.ts).
      expect([400, 404, 422], `${url} -> ${res.statusCode}`).toContain(res.statusCode);
      expect(res.headers['content-type'], url).toMatch(/^application\/json/);
    }
    // A symlink pointing out of the media directory is treated as missing.
    expectError(await get('/img/400/products/escape.png'), 404, ImageMessages.notFound);
  });

  it('answers 404 for a missing file and 500-free for a broken one', async () => {
    expectError(await get('/img/400/products/missing.svg'), 404, ImageMessages.notFound);
    expectError(await get('/img/placeholder/products/missing.svg'), 404, ImageMessages.notFound);
    const broken = await get('/img/400/products/fake.png');
    expect(broken.statusCode).toBe(500); // the owner's damaged file: logged, text hidden
    expect(broken.body).not.toMatch(/sharp|vips|Input/i);
  });
});
