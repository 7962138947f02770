import type { ListingResponse } from '@vitrine/contracts/listing';
import { beforeAll, expect, it } from 'vitest';
import { expectSuccess } from '../../test/envelope-assertions.ts';
import { describeEachDatabase } from '../../test/test-app.ts';
import { useCatalogTestApp } from './catalog-test-kit.ts';

// A listing filtered by a variant option (a colour) shows each card in that colour: the card's
// picture is the image of a matching variant when the product has one (issue 30).

const imageOf = (productId: string, colour: string) => `/media/fx/${productId}-${colour}.svg`;

describeEachDatabase('listing cards in the filtered colour', (dialect) => {
  const c = useCatalogTestApp(dialect);
  const listing = async (filters: Record<string, unknown>): Promise<ListingResponse> =>
    expectSuccess(await c.post('/api/product/product-category/fx-home', { filters, limit: 96, with_facets: false }));

  beforeAll(async () => {
    // Every variant gets a picture of its colour, except the blue ones of the first product.
    const variants = await c.t.db.kysely.selectFrom('product_variants').select(['id', 'product_id', 'options']).execute();
    for (const v of variants) {
      const colour = (JSON.parse(v.options) as Record<string, string>)['fx-colour'];
      const image =
        v.product_id === 'fxp_00' && colour === 'blue'
          ? null
          : JSON.stringify({ url: imageOf(v.product_id, colour), width: 800, height: 800, alt: `Colour ${colour}` });
      await c.t.db.kysely.updateTable('product_variants').set({ image }).where('id', '=', v.id).execute();
    }
  });

  it('shows the picture of the variant in the filtered colour', async () => {
    const page = await listing({ attributes: { 'fx-colour': ['green'] } });
    expect(page.items.length).toBeGreaterThan(0);
    for (const item of page.items) {
      expect(item.base_image).toMatchObject({ url: imageOf(item.id, 'green'), alt: 'Colour green' });
    }
  });

  it('with two colours chosen, shows one of them', async () => {
    const page = await listing({ attributes: { 'fx-colour': ['green', 'red'] } });
    for (const item of page.items) {
      expect([imageOf(item.id, 'green'), imageOf(item.id, 'red')]).toContain(item.base_image.url);
    }
  });

  it('keeps the product picture without a colour filter, for a filter that is no variant option, and when the matching variant has none', async () => {
    for (const filters of [{}, { attributes: { 'fx-material': ['cotton'] } }]) {
      const page = await listing(filters);
      expect(page.items.length).toBeGreaterThan(0);
      for (const item of page.items) expect(item.base_image.url).toBe(`/media/fx/${c.products.find((p) => p.id === item.id)?.slug}.svg`);
    }
    const blue = await listing({ attributes: { 'fx-colour': ['blue'] } });
    const first = blue.items.find((item) => item.id === 'fxp_00');
    if (first) expect(first.base_image.url).toBe(`/media/fx/${c.products[0].slug}.svg`);
  });

  it('with a colour and a size chosen, shows the colour', async () => {
    const page = await listing({ attributes: { 'fx-colour': ['green'], 'fx-size': ['m'] } });
    for (const item of page.items) expect(item.base_image.url).toBe(imageOf(item.id, 'green'));
  });
});
