import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { beforeAll, expect, it } from 'vitest';
import { expectSuccess } from '../../test/envelope-assertions.ts';
import { describeEachDatabase, useTestApp } from '../../test/test-app.ts';
import { sweepUnusedUploads, UNUSED_UPLOAD_TTL_MS, UPLOAD_DIR } from './upload-sweeper.ts';
import { keepUploads } from './uploads.service.ts';

const HOUR = 60 * 60 * 1000;

describeEachDatabase('unused customisation pictures', (dialect) => {
  const t = useTestApp(dialect);
  let upload: () => Promise<string>;

  beforeAll(async () => {
    const json = { 'content-type': 'application/json' };
    const cards = expectSuccess<{ slug: string }[]>(
      await t.app.inject({ method: 'POST', url: '/api/product/product-grid', headers: json, payload: '{"limit":1}' }),
    );
    const plugin = JSON.stringify({ is_active: true, config: { products: [cards[0].slug] } });
    expectSuccess(
      await t.app.inject({ method: 'PUT', url: '/api/admin/plugins/ProductCustomisation', headers: { ...t.adminHeaders, ...json }, payload: plugin }),
    );
    const png = (
      await sharp({ create: { width: 8, height: 8, channels: 3, background: '#335577' } })
        .png()
        .toBuffer()
    ).toString('base64');
    const payload = JSON.stringify({ product_slug: cards[0].slug, file_name: 'me.png', data_base64: png });
    upload = async () =>
      expectSuccess<{ image_path: string }>(await t.app.inject({ method: 'POST', url: '/api/plugins/ProductCustomisation/upload', headers: json, payload }))
        .image_path;
  });

  const fileOf = (imagePath: string) => path.join(t.mediaDir, UPLOAD_DIR, path.basename(imagePath));
  const rowOf = (imagePath: string) => t.db.kysely.selectFrom('customisation_uploads').selectAll().where('image_path', '=', imagePath).executeTakeFirst();

  it('records each picture, kept for a day', async () => {
    const before = Date.now();
    const imagePath = await upload();
    const row = await rowOf(imagePath);
    expect(row).toMatchObject({ client_ip: '127.0.0.1' });
    expect(Number(row?.bytes)).toBe(fs.statSync(fileOf(imagePath)).size);
    expect(Date.parse(row?.keep_until ?? '')).toBeGreaterThanOrEqual(before + UNUSED_UPLOAD_TTL_MS);
  });

  it('deletes a picture nothing holds once its day is over, and not before', async () => {
    const imagePath = await upload();
    expect(await sweepUnusedUploads(t.db, t.mediaDir, Date.now() + UNUSED_UPLOAD_TTL_MS - HOUR)).toMatchObject({ expired: 0 });
    expect(fs.existsSync(fileOf(imagePath))).toBe(true);
    const result = await sweepUnusedUploads(t.db, t.mediaDir, Date.now() + UNUSED_UPLOAD_TTL_MS + HOUR);
    expect(result.expired).toBeGreaterThanOrEqual(1);
    expect(fs.existsSync(fileOf(imagePath))).toBe(false);
    expect(await rowOf(imagePath)).toBeUndefined();
    const served = await t.app.inject({ method: 'GET', url: `/img/128/${imagePath.slice('/media/'.length)}` });
    expect(served.statusCode).toBe(404);
  });

  it('keeps a picture a cart holds until the cart expires, and one an order holds for good', async () => {
    const inCart = await upload();
    const inOrder = await upload();
    const cartExpiry = new Date(Date.now() + 30 * 24 * HOUR);
    await keepUploads(t.db, [inCart], cartExpiry);
    await keepUploads(t.db, [inOrder], null);
    // A later cart of the ordered picture must not bring its end back.
    await keepUploads(t.db, [inOrder], cartExpiry);
    await sweepUnusedUploads(t.db, t.mediaDir, Date.now() + 2 * UNUSED_UPLOAD_TTL_MS);
    expect(fs.existsSync(fileOf(inCart))).toBe(true);
    await sweepUnusedUploads(t.db, t.mediaDir, cartExpiry.getTime() + HOUR);
    expect(fs.existsSync(fileOf(inCart))).toBe(false);
    expect(fs.existsSync(fileOf(inOrder))).toBe(true);
    expect((await rowOf(inOrder))?.keep_until).toBeNull();
  });

  it('deletes day-old files with no row, and leaves fresh ones and other media alone', async () => {
    const dir = path.join(t.mediaDir, UPLOAD_DIR);
    fs.mkdirSync(dir, { recursive: true });
    const old = path.join(dir, 'left-by-a-crash.webp');
    const fresh = path.join(dir, 'being-written.webp');
    fs.writeFileSync(old, 'x');
    fs.writeFileSync(fresh, 'x');
    const dayAgo = new Date(Date.now() - UNUSED_UPLOAD_TTL_MS - HOUR);
    fs.utimesSync(old, dayAgo, dayAgo);
    const productImages = fs.readdirSync(path.join(t.mediaDir, 'products')).length;
    const result = await sweepUnusedUploads(t.db, t.mediaDir);
    expect(result.strays).toBe(1);
    expect(fs.existsSync(old)).toBe(false);
    expect(fs.existsSync(fresh)).toBe(true);
    expect(fs.readdirSync(path.join(t.mediaDir, 'products'))).toHaveLength(productImages);
  });
});
