import { FaqGalleryMessages } from '@vitrine/contracts/faq-gallery';
import { Messages } from '@vitrine/contracts/messages';
import { describe, expect, it } from 'vitest';
import { expectError, expectFieldError, expectSuccess } from '../../test/envelope-assertions.ts';
import { describeEachDatabase, useTestApp } from '../../test/test-app.ts';

// Issue 15: GET /api/faq/{id}, POST /api/plugins/Gallery, POST /api/plugins/customGallery (spec §7)
// and the owner's writes behind the admin token.
describeEachDatabase('FAQs and galleries', (dialect) => {
  const t = useTestApp(dialect);
  const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown, headers: Record<string, string> = {}) =>
    t.app.inject({ method, url, headers, ...(payload === undefined ? {} : { payload: payload as object }) });
  const admin = (method: 'PUT' | 'DELETE', url: string, payload?: unknown) => call(method, url, payload, t.adminHeaders);
  const cushionId = async () =>
    (await t.db.kysely.selectFrom('products').select('id').where('slug', '=', 'block-print-cushion-cover').executeTakeFirstOrThrow()).id;
  const picture = { image: '/media/gallery/studio-light.svg', width: 1200, height: 900, alt: 'A lamp' };

  describe('GET /api/faq/{id}', () => {
    it('answers the seeded FAQ with its questions in order', async () => {
      const faq = expectSuccess(await call('GET', '/api/faq/store-faq'));
      expect(faq.title).toBe('Frequently asked questions');
      expect(faq.items).toHaveLength(8);
      expect(faq.items[0]).toEqual({ question: 'Which payment methods do you accept?', answer: expect.stringMatching(/^<p>Cash on delivery/) });
    });

    it('is a 404 with a message for an unknown FAQ and a 422 for a malformed id', async () => {
      expectError(await call('GET', '/api/faq/no-such-faq'), 404, FaqGalleryMessages.faqNotFound);
      expectFieldError(await call('GET', '/api/faq/a%20b'), 'id');
      expectFieldError(await call('GET', '/api/faq/%3Cscript%3E'), 'id');
    });
  });

  describe('POST /api/plugins/Gallery', () => {
    it("answers a gallery's pictures with their sizes", async () => {
      const gallery = expectSuccess(await call('POST', '/api/plugins/Gallery', { id: 'our-studio' }));
      expect(gallery.title).toBe('Our studio');
      expect(gallery.images).toHaveLength(6);
      expect(gallery.images[0]).toEqual({
        image: '/media/gallery/studio-packing.svg',
        width: 1200,
        height: 900,
        alt: 'Mugs and vases waiting to be packed',
        caption: 'Every order is packed by hand, plastic-free.',
        link: null,
      });
    });

    it('is a 422 naming the field without an id, and a 404 for an unknown gallery', async () => {
      expect(expectFieldError(await call('POST', '/api/plugins/Gallery', {}), 'id')).toEqual([Messages.fieldRequired]);
      expectFieldError(await call('POST', '/api/plugins/Gallery', { id: 42 }), 'id');
      expectError(await call('POST', '/api/plugins/Gallery', { id: 'nope' }), 404, FaqGalleryMessages.galleryNotFound);
    });
  });

  describe('POST /api/plugins/customGallery', () => {
    it("answers a product's own pictures, and an empty list for a product without any", async () => {
      const id = await cushionId();
      const gallery = expectSuccess(await call('POST', '/api/plugins/customGallery', { product_id: id }));
      expect(gallery.product_id).toBe(id);
      expect(gallery.images.map((i: { alt: string }) => i.alt)).toEqual([
        'The cushion cover on a sofa beside a lamp',
        'Two cushion covers on a bed',
        'The hand-carved block used for the print',
      ]);
      const other = await t.db.kysely.selectFrom('products').select('id').where('id', '!=', id).where('is_published', '=', 1).executeTakeFirstOrThrow();
      expect(expectSuccess(await call('POST', '/api/plugins/customGallery', { product_id: other.id })).images).toEqual([]);
    });

    it('is a 422 without product_id and a 404 for an unknown or unpublished product', async () => {
      expect(expectFieldError(await call('POST', '/api/plugins/customGallery', {}), 'product_id')).toEqual([Messages.fieldRequired]);
      expectError(await call('POST', '/api/plugins/customGallery', { product_id: 'prd_none' }), 404, FaqGalleryMessages.productNotFound);
      const hidden = await t.db.kysely.selectFrom('products').select('id').where('is_published', '=', 0).executeTakeFirst();
      if (hidden) expectError(await call('POST', '/api/plugins/customGallery', { product_id: hidden.id }), 404, FaqGalleryMessages.productNotFound);
    });
  });

  describe('owner writes', () => {
    it('need the admin token', async () => {
      for (const [method, url] of [
        ['PUT', '/api/admin/faqs/x'],
        ['DELETE', '/api/admin/faqs/store-faq'],
        ['PUT', '/api/admin/galleries/x'],
        ['DELETE', '/api/admin/galleries/our-studio'],
        ['PUT', '/api/admin/products/prd_1/gallery'],
      ] as const) {
        expectError(await call(method, url, { title: 'T', items: [], images: [] }), 401, Messages.invalidAdminToken);
        expectError(await call(method, url, {}, { authorization: 'Bearer wrong-token' }), 401);
      }
      expectSuccess(await call('GET', '/api/faq/store-faq'));
    });

    it('create, replace and delete a FAQ; answers are sanitised and readers see the change at once', async () => {
      expectSuccess(await call('GET', '/api/faq/store-faq')); // cached now
      const saved = expectSuccess(
        await admin('PUT', '/api/admin/faqs/store-faq', {
          title: 'Help',
          items: [
            {
              question: 'Safe?',
              answer: '<p onclick="alert(1)">Yes <img src=x onerror=alert(1)><script>alert(2)</script><a href="javascript:alert(3)">x</a></p>',
            },
          ],
        }),
      );
      expect(saved.items[0].answer).toBe('<p>Yes <a rel="noopener">x</a></p>');
      expect(expectSuccess(await call('GET', '/api/faq/store-faq')).title).toBe('Help');
      expectSuccess(await admin('DELETE', '/api/admin/faqs/store-faq'));
      expectError(await call('GET', '/api/faq/store-faq'), 404, FaqGalleryMessages.faqNotFound);
      expectError(await admin('DELETE', '/api/admin/faqs/store-faq'), 404, FaqGalleryMessages.faqNotFound);
    });

    it('refuse bad FAQ and gallery bodies, naming the field', async () => {
      expectFieldError(await admin('PUT', '/api/admin/faqs/x', { title: '', items: [] }), 'title');
      expectFieldError(await admin('PUT', '/api/admin/faqs/x', { title: 'T', items: [{ question: 'Q' }] }), 'items.0.answer');
      expectFieldError(
        await admin('PUT', '/api/admin/faqs/x', { title: 'T', items: Array.from({ length: 101 }, () => ({ question: 'Q', answer: 'A' })) }),
        'items',
      );
      expectFieldError(await admin('PUT', '/api/admin/faqs/x', { title: 'T', items: [], extra: 1 }), 'extra');
      const bad = (over: object) => admin('PUT', '/api/admin/galleries/g', { title: 'G', images: [{ ...picture, ...over }] });
      expectFieldError(await bad({ image: 'https://evil.example/x.png' }), 'images.0.image');
      expectFieldError(await bad({ image: '/media/../secret' }), 'images.0.image');
      expectFieldError(await bad({ width: '1200' }), 'images.0.width');
      expectFieldError(await bad({ link: 'javascript:alert(1)' }), 'images.0.link');
    });

    it('create and replace a gallery, and give a product its own pictures', async () => {
      const gallery = expectSuccess(
        await admin('PUT', '/api/admin/galleries/new-one', { title: 'New', images: [picture, { ...picture, alt: 'Two', link: '/about-us' }] }),
      );
      expect(gallery.images.map((i: { alt: string }) => i.alt)).toEqual(['A lamp', 'Two']);
      expect(expectSuccess(await call('POST', '/api/plugins/Gallery', { id: 'new-one' })).images[1].link).toBe('/about-us');
      expectSuccess(await admin('DELETE', '/api/admin/galleries/new-one'));
      expectError(await call('POST', '/api/plugins/Gallery', { id: 'new-one' }), 404);

      const id = await cushionId();
      expectSuccess(await call('POST', '/api/plugins/customGallery', { product_id: id })); // cached now
      expectSuccess(await admin('PUT', `/api/admin/products/${id}/gallery`, { images: [picture] }));
      expect(expectSuccess(await call('POST', '/api/plugins/customGallery', { product_id: id })).images).toHaveLength(1);
      expectError(await admin('PUT', '/api/admin/products/prd_none/gallery', { images: [] }), 404, FaqGalleryMessages.productNotFound);
    });
  });
});
