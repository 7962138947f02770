import { CUSTOMISATION_UPLOAD } from '@vitrine/contracts/images';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { expectError, expectFieldError, expectSuccess } from '../../test/envelope-assertions.ts';
import { describeEachDatabase, useTestApp } from '../../test/test-app.ts';
import { UPLOAD_QUOTA, UploadQuotaMessages } from './upload-quota.ts';
import { UploadMessages } from './uploads.service.ts';

const URL = '/api/plugins/ProductCustomisation/upload';

describeEachDatabase('product customisation upload', (dialect) => {
  const t = useTestApp(dialect);
  let slug: string;
  let otherSlug: string;
  let jpeg: string;

  const upload = (payload: unknown) =>
    t.app.inject({ method: 'POST', url: URL, headers: { 'content-type': 'application/json' }, payload: JSON.stringify(payload) });
  const setPlugin = (body: unknown) =>
    t.app.inject({
      method: 'PUT',
      url: '/api/admin/plugins/ProductCustomisation',
      headers: { ...t.adminHeaders, 'content-type': 'application/json' },
      payload: JSON.stringify(body),
    });

  beforeAll(async () => {
    const cards = expectSuccess<{ slug: string }[]>(
      await t.app.inject({ method: 'POST', url: '/api/product/product-grid', headers: { 'content-type': 'application/json' }, payload: '{"limit":2}' }),
    );
    [slug, otherSlug] = [cards[0].slug, cards[1].slug];
    expectSuccess(await setPlugin({ is_active: true, config: { products: [slug], max_text_length: 40 } }));
    const exif = { IFD0: { Copyright: 'secret-camera-owner' } };
    jpeg = (
      await sharp({ create: { width: 120, height: 80, channels: 3, background: '#aa3355' } })
        .withExif(exif)
        .jpeg()
        .toBuffer()
    ).toString('base64');
  });

  it('stores a picture for a customisable product as webp and answers its path and size', async () => {
    const data = expectSuccess<{ image_path: string; width: number; height: number }>(
      await upload({ product_slug: slug, file_name: 'Me.JPG', data_base64: `data:image/jpeg;base64,${jpeg}` }),
    );
    expect(data.image_path).toMatch(/^\/media\/uploads\/customisation\/[0-9a-f-]{36}\.webp$/);
    expect([data.width, data.height]).toEqual([120, 80]);
    // The stored file is served from the media directory: read it back through /img.
    const stored = await t.app.inject({ method: 'GET', url: `/img/128/${data.image_path.slice('/media/'.length)}` });
    expect(stored.statusCode).toBe(200);
    const meta = await sharp(stored.rawPayload).metadata();
    expect(meta.format).toBe('webp');
    expect(meta.exif).toBeUndefined();
  });

  it('refuses products the plugin does not customise, and unknown ones', async () => {
    for (const product_slug of [otherSlug, 'no-such-product']) {
      const res = await upload({ product_slug, file_name: 'a.png', data_base64: jpeg });
      expect(expectFieldError(res, 'product_slug')).toEqual([UploadMessages.notCustomisable]);
    }
  });

  it('refuses what is not a still JPG, PNG or WebP image with the upload message', async () => {
    const gif = (
      await sharp({ create: { width: 4, height: 4, channels: 3, background: '#000' } })
        .gif()
        .toBuffer()
    ).toString('base64');
    const huge = (
      await sharp({ create: { width: 4100, height: 10, channels: 3, background: '#000' } })
        .png()
        .toBuffer()
    ).toString('base64');
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"/>').toString('base64');
    const bad = [
      { file_name: 'a.png', data_base64: Buffer.from('hello, not an image').toString('base64') },
      { file_name: 'a.png', data_base64: 'not base64 at all!' },
      { file_name: 'a.png', data_base64: jpeg.slice(0, 200) }, // truncated
      { file_name: 'a.gif', data_base64: jpeg },
      { file_name: 'a.png', data_base64: gif },
      { file_name: 'a.png', data_base64: svg },
      { file_name: 'a.png', data_base64: huge },
    ];
    for (const body of bad) {
      const res = await upload({ product_slug: slug, ...body });
      expectError(res, 422, CUSTOMISATION_UPLOAD.message);
    }
    expectFieldError(await upload({ product_slug: slug }), 'data_base64');
  });

  it('refuses pictures over 2 MB (422) and bodies over the route limit (413)', async () => {
    // 2 MB + 3 bytes of noise: within the body limit, over the picture limit.
    const justOver = Buffer.alloc(CUSTOMISATION_UPLOAD.maxBytes + 3, 7).toString('base64');
    expectError(await upload({ product_slug: slug, file_name: 'a.png', data_base64: justOver }), 422, CUSTOMISATION_UPLOAD.message);
    const tooBig = 'A'.repeat(3 * 1024 * 1024 + 10);
    expectError(await upload({ product_slug: slug, file_name: 'a.png', data_base64: tooBig }), 413);
  });

  it('is a 404 while the plugin is inactive', async () => {
    expectSuccess(await setPlugin({ is_active: false }));
    try {
      expectError(await upload({ product_slug: slug, file_name: 'a.png', data_base64: jpeg }), 404);
    } finally {
      expectSuccess(await setPlugin({ is_active: true }));
    }
  });
});

describe('product customisation upload rate limit', () => {
  it('is limited per client IP', async () => {
    const { createTestApp } = await import('../../test/test-app.ts');
    const t = await createTestApp({ dialect: 'sqlite', rateLimitPerMinute: '2' });
    try {
      const statuses: number[] = [];
      for (let i = 0; i < 3; i++) {
        const res = await t.app.inject({ method: 'POST', url: URL, headers: { 'content-type': 'application/json' }, payload: '{}' });
        statuses.push(res.statusCode);
      }
      expect(statuses).toEqual([422, 422, 429]);
    } finally {
      await t.close();
    }
  });
});

describe('product customisation upload quota', () => {
  it('allows each client IP its hour of pictures, then answers 429 with Retry-After; other IPs go on', async () => {
    const { createTestApp } = await import('../../test/test-app.ts');
    const t = await createTestApp({ dialect: 'sqlite' });
    try {
      const cards = expectSuccess<{ slug: string }[]>(
        await t.app.inject({ method: 'POST', url: '/api/product/product-grid', headers: { 'content-type': 'application/json' }, payload: '{"limit":1}' }),
      );
      const plugin = { is_active: true, config: { products: [cards[0].slug] } };
      expectSuccess(
        await t.app.inject({
          method: 'PUT',
          url: '/api/admin/plugins/ProductCustomisation',
          headers: { ...t.adminHeaders, 'content-type': 'application/json' },
          payload: JSON.stringify(plugin),
        }),
      );
      const png = (
        await sharp({ create: { width: 8, height: 8, channels: 3, background: '#123456' } })
          .png()
          .toBuffer()
      ).toString('base64');
      const payload = JSON.stringify({ product_slug: cards[0].slug, file_name: 'a.png', data_base64: png });
      const send = (remoteAddress: string) =>
        t.app.inject({ method: 'POST', url: URL, remoteAddress, headers: { 'content-type': 'application/json' }, payload });
      for (let i = 0; i < UPLOAD_QUOTA.filesPerIpPerHour; i++) expectSuccess(await send('203.0.113.7'));
      const refused = await send('203.0.113.7');
      expectError(refused, 429, UploadQuotaMessages.overQuota);
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
      expectSuccess(await send('203.0.113.8'));
    } finally {
      await t.close();
    }
  });
});
