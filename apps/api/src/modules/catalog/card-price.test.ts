import type { ProductCard } from '@vitrine/contracts/catalog';
import type { ListingResponse, Sort } from '@vitrine/contracts/listing';
import { describe, expect, it } from 'vitest';
import { expectSuccess } from '../../test/envelope-assertions.ts';
import { describeEachDatabase } from '../../test/test-app.ts';
import { pickCardVariant } from './card-variant.ts';
import { useCatalogTestApp } from './catalog-test-kit.ts';

// Issue 29: a card shows the price of what its Add to cart adds (decisions/037), and price sort,
// price filter and price collections use that same price. The fixture's first variant of each
// product is the cheapest and sold out; the default (second) one costs the fixture's price.

const v = (over: Partial<{ stock: number; selling_price: number; is_default: number; position: number }>) => ({
  stock: 5,
  selling_price: 1000,
  is_default: 0,
  position: 0,
  ...over,
});

describe('pickCardVariant', () => {
  it('skips a sold-out cheapest variant for the default one in stock', () => {
    const variants = [
      v({ stock: 0, selling_price: 500, position: 0 }),
      v({ selling_price: 900, is_default: 1, position: 1 }),
      v({ selling_price: 700, position: 2 }),
    ];
    expect(pickCardVariant(variants)).toBe(variants[1]);
  });
  it('takes the cheapest in-stock variant when the default is sold out', () => {
    const variants = [v({ stock: 0, selling_price: 500, is_default: 1 }), v({ selling_price: 900, position: 1 }), v({ selling_price: 700, position: 2 })];
    expect(pickCardVariant(variants)).toBe(variants[2]);
  });
  it('takes the first by position among equal prices, the default when all are sold out, the only one alone', () => {
    const equal = [v({ stock: 0, is_default: 1 }), v({ position: 2 }), v({ position: 1 })];
    expect(pickCardVariant(equal)).toBe(equal[2]);
    const soldOut = [v({ stock: 0, selling_price: 100 }), v({ stock: 0, selling_price: 300, is_default: 1, position: 1 })];
    expect(pickCardVariant(soldOut)).toBe(soldOut[1]);
    const single = [v({ stock: 0, selling_price: 300 })];
    expect(pickCardVariant(single)).toBe(single[0]);
    expect(pickCardVariant([])).toBeUndefined();
  });
});

describeEachDatabase('card price', (dialect) => {
  const c = useCatalogTestApp(dialect);
  const k = () => c.t.db.kysely;
  const allCards = async (sort: Sort, filters: Record<string, unknown> = {}, url = '/api/product/product-category/fx-home') => {
    const cards: ProductCard[] = [];
    let cursor: string | null = null;
    do {
      const page: ListingResponse = expectSuccess(await c.post(url, { filters, sort, limit: 7, cursor, with_facets: false }));
      cards.push(...page.items);
      cursor = page.next_cursor;
    } while (cursor);
    return cards;
  };
  const variantsOf = (productId: string) => k().selectFrom('product_variants').selectAll().where('product_id', '=', productId).orderBy('position').execute();
  const setVariant = (id: string, values: { stock?: number; selling_price?: number }) =>
    k().updateTable('product_variants').set(values).where('id', '=', id).execute();

  it('shows on every card the price of the variant its button adds, never a sold-out cheaper one', async () => {
    const cards = await allCards('featured');
    expect(cards).toHaveLength(c.published.length);
    let cheaperSoldOut = 0;
    for (const card of cards) {
      const variants = await variantsOf(card.id);
      const chosen = pickCardVariant(variants)!;
      expect([card.variant_id, card.selling_price, card.mrp, card.in_stock], card.slug).toEqual([
        chosen.id,
        chosen.selling_price,
        chosen.mrp,
        chosen.stock > 0,
      ]);
      if (variants.some((x) => x.stock === 0 && x.selling_price < card.selling_price)) cheaperSoldOut++;
    }
    expect(cheaperSoldOut).toBeGreaterThan(10);
  });

  it('sorts by the card price, both ways, through every page', async () => {
    const asc = await allCards('price-asc');
    const desc = await allCards('price-desc');
    const prices = (cards: ProductCard[]) => cards.map((x) => x.selling_price);
    const expected = c.published.map((p) => p.selling_price).sort((a, b) => a - b);
    expect(prices(asc)).toEqual(expected);
    expect(prices(desc)).toEqual([...expected].reverse());
  });

  it('filters by the card price: a sold-out variant below the range does not bring its product in', async () => {
    const p = c.published.find((x) => x.stock > 0)!;
    const soldOutPrice = p.selling_price - 1000; // its first variant, sold out
    const ids = (await allCards('featured', { price_min: soldOutPrice, price_max: soldOutPrice })).map((x) => x.id);
    expect(ids).not.toContain(p.id);
    const within = (await allCards('featured', { price_max: p.selling_price })).map((x) => x.id).sort();
    expect(within).toEqual(
      c.published
        .filter((x) => x.selling_price <= p.selling_price)
        .map((x) => x.id)
        .sort(),
    );
  });

  it('follows stock and price changes: the card, sort and filter move when the default sells out', async () => {
    // Two colours: the second colour's first size is in stock and cheaper than the default.
    const p = c.published.find((x) => x.stock > 0 && x.colours.length === 2)!;
    const [, def, cheaper] = await variantsOf(p.id);
    expect(def.is_default).toBe(1);
    const grid = async () => (expectSuccess(await c.post('/api/product/product-grid', { source: 'items', items: [p.id] })) as ProductCard[])[0];

    await setVariant(def.id, { stock: 0 });
    expect(await grid()).toMatchObject({ variant_id: cheaper.id, selling_price: cheaper.selling_price, in_stock: true });
    const filtered = await allCards('price-asc', { price_min: cheaper.selling_price, price_max: cheaper.selling_price });
    expect(filtered.map((x) => x.id)).toContain(p.id);
    // The attribute-filtered listing reads the price from its own copies (migration 007).
    const byColour = await allCards('price-asc', { attributes: { 'fx-colour': [p.colours[0]] }, price_max: cheaper.selling_price });
    expect(byColour.map((x) => x.id)).toContain(p.id);

    await setVariant(cheaper.id, { selling_price: cheaper.selling_price - 500 });
    expect(await grid()).toMatchObject({ variant_id: cheaper.id, selling_price: cheaper.selling_price - 500 });

    await setVariant(cheaper.id, { selling_price: cheaper.selling_price });
    await setVariant(def.id, { stock: def.stock });
    expect(await grid()).toMatchObject({ variant_id: def.id, selling_price: p.selling_price, in_stock: true });
  });

  it('prices a product left with a single variant as that variant, sold out or not', async () => {
    const p = c.published.find((x) => x.stock > 0 && x.colours.length === 2 && x.id !== c.published[0].id)!;
    const [first, ...rest] = await variantsOf(p.id);
    await k()
      .deleteFrom('product_variants')
      .where(
        'id',
        'in',
        rest.map((x) => x.id),
      )
      .execute();
    const card = (await allCards('featured')).find((x) => x.id === p.id)!;
    expect(card).toMatchObject({ variant_id: first.id, selling_price: first.selling_price, in_stock: false });
  });
});
