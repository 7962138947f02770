import fs from 'node:fs';
import path from 'node:path';
import { normaliseSearchText } from '@vitrine/contracts/search';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pickCardVariant } from '../../modules/catalog/card-variant.ts';
import type { Db } from '../connect.ts';
import { seedDemoStore } from './seed-demo-store.ts';
import { openSeedTestDb, type SeedTestDb, type SeedTestDialect, searchProductIds, testDatabaseUrl } from './seed-test-db.ts';

// The demo catalogue gives every filter, sort, variant kind and plugin of the catalog issue
// real data to show, on both databases.

const NOW = new Date('2025-06-01T08:00:00.000Z');
const json = <T>(text: string | null): T => JSON.parse(text ?? 'null') as T;

async function load(db: Db) {
  const k = db.kysely;
  return {
    products: await k.selectFrom('products').selectAll().orderBy('id').execute(),
    variants: await k.selectFrom('product_variants').selectAll().orderBy('product_id').orderBy('position').execute(),
    attributes: await k.selectFrom('attributes').selectAll().execute(),
    values: await k.selectFrom('attribute_values').selectAll().execute(),
    productValues: await k.selectFrom('product_attribute_values').selectAll().execute(),
  };
}

for (const dialect of ['sqlite', 'postgres'] as SeedTestDialect[]) {
  const run = dialect === 'sqlite' || testDatabaseUrl ? describe : describe.skip;
  run(`demo catalogue [${dialect}]`, () => {
    let t: SeedTestDb;
    let data: Awaited<ReturnType<typeof load>>;
    const media = (url: string) => path.join(t.dir, 'media', url.replace(/^\/media\//, ''));
    beforeAll(async () => {
      t = await openSeedTestDb(dialect);
      await seedDemoStore(t.db, { mediaDir: path.join(t.dir, 'media'), now: NOW });
      data = await load(t.db);
    });
    afterAll(async () => t?.close());

    it('prices each product as its card variant (decisions/037) and stocks it with the sum', () => {
      expect(data.products.filter((p) => p.is_published === 1).length).toBeGreaterThanOrEqual(60);
      for (const p of data.products) {
        const variants = data.variants.filter((v) => v.product_id === p.id);
        expect(variants.length, p.slug).toBeGreaterThanOrEqual(1);
        expect(variants.length, p.slug).toBeLessThanOrEqual(12);
        const card = pickCardVariant(variants)!;
        expect([p.selling_price, p.mrp, p.card_variant_id], p.slug).toEqual([card.selling_price, card.mrp, card.id]);
        expect(p.stock).toBe(variants.reduce((sum, v) => sum + v.stock, 0));
        expect(variants.filter((v) => v.is_default === 1)).toHaveLength(1);
        expect(variants.map((v) => v.sku)).toContain(p.sku);
        for (const v of variants) expect(v.mrp >= v.selling_price && v.selling_price > 0).toBe(true);
      }
    });

    it('lists under ₹999 exactly the products a card sells under ₹999, none at a sold-out price', async () => {
      const members = await t.db.kysely.selectFrom('product_collections').select('product_id').where('collection_id', '=', 'col_under-999').execute();
      const buyable = data.products.filter((p) => {
        const card = pickCardVariant(data.variants.filter((v) => v.product_id === p.id))!;
        return p.is_published === 1 && card.stock > 0 && card.selling_price <= 99_900;
      });
      expect(members.map((m) => m.product_id).sort()).toEqual(buyable.map((p) => p.id).sort());
      // The demo has products whose cheapest variant is sold out: the rule is exercised.
      const cheaperSoldOut = data.products.filter((p) => {
        const variants = data.variants.filter((v) => v.product_id === p.id);
        return variants.some((v) => v.stock === 0 && v.selling_price < p.selling_price);
      });
      expect(cheaperSoldOut.length).toBeGreaterThan(0);
    });

    it('has unavailable combinations: missing ones and out-of-stock ones', () => {
      let missing = 0;
      let soldOut = 0;
      for (const p of data.products) {
        const variants = data.variants.filter((v) => v.product_id === p.id);
        const options = variants.map((v) => json<Record<string, string>>(v.options));
        const codes = Object.keys(options[0]);
        const combinations = codes.reduce((n, code) => n * new Set(options.map((o) => o[code])).size, 1);
        if (codes.length >= 2 && combinations > variants.length) missing++;
        if (variants.some((v) => v.stock === 0) && variants.some((v) => v.stock > 0)) soldOut++;
      }
      expect(missing).toBeGreaterThanOrEqual(3);
      expect(soldOut).toBeGreaterThanOrEqual(3);
      expect(data.products.some((p) => p.stock === 0 && p.is_published === 1)).toBe(true);
    });

    it('uses every display kind for variant options, with swatches that exist', () => {
      const byCode = new Map(data.attributes.map((a) => [a.code, a]));
      const used = new Set(data.variants.flatMap((v) => Object.keys(json<object>(v.options)).map((code) => byCode.get(code)?.display)));
      expect([...used].sort()).toEqual(['colour', 'image', 'label', 'select']);
      expect(
        data.attributes
          .filter((a) => a.is_variant === 0)
          .map((a) => a.code)
          .sort(),
      ).toEqual(['material', 'room']);
      for (const v of data.values) {
        const display = data.attributes.find((a) => a.id === v.attribute_id)?.display;
        if (display === 'colour') expect(v.swatch).toMatch(/^#[0-9a-f]{6}$/);
        if (display === 'image') expect(fs.readFileSync(media(v.swatch ?? ''), 'utf8')).toContain('<svg');
      }
      const colourVariants = data.variants.filter((v) => 'colour' in json<object>(v.options));
      for (const v of colourVariants) expect(fs.existsSync(media(json<{ url: string }>(v.image).url))).toBe(true);
    });

    it('records every spec and option value of a product for the filters', () => {
      const valueIds = new Map(data.values.map((v) => [v.id, v]));
      const codeOf = (attributeId: string) => data.attributes.find((a) => a.id === attributeId)?.code;
      for (const p of data.products) {
        const have = new Set(
          data.productValues
            .filter((r) => r.product_id === p.id)
            .map((r) => `${codeOf(valueIds.get(r.attribute_value_id)?.attribute_id ?? '')}:${valueIds.get(r.attribute_value_id)?.value}`),
        );
        for (const v of data.variants.filter((x) => x.product_id === p.id)) {
          for (const [code, value] of Object.entries(json<Record<string, string>>(v.options)))
            expect(have.has(`${code}:${value}`), `${p.slug} ${code}:${value}`).toBe(true);
        }
        expect([...have].some((h) => h.startsWith('material:')) && [...have].some((h) => h.startsWith('room:'))).toBe(true);
      }
    });

    it('labels, tags, size charts, gallery pictures and meta', async () => {
      const k = t.db.kysely;
      const labelled = await k
        .selectFrom('product_labels')
        .innerJoin('labels', 'labels.id', 'product_labels.label_id')
        .select(['labels.slug', 'product_id'])
        .execute();
      expect(new Set(labelled.map((l) => l.slug))).toEqual(new Set(['new', 'sale', 'bestseller', 'handmade']));
      for (const l of labelled.filter((x) => x.slug === 'sale')) {
        const p = data.products.find((x) => x.id === l.product_id);
        expect(p && p.mrp > p.selling_price).toBe(true);
      }
      expect((await k.selectFrom('tags').select('slug').execute()).length).toBeGreaterThanOrEqual(10);
      const tagRows = await k.selectFrom('product_tags').select('product_id').execute();
      for (const p of data.products) expect(tagRows.filter((r) => r.product_id === p.id).length).toBeGreaterThanOrEqual(1);
      const charts = await k.selectFrom('size_charts').selectAll().execute();
      expect(charts).toHaveLength(2);
      for (const c of charts) expect(json<string[][]>(c.rows).every((row) => row.length === json<string[]>(c.columns).length)).toBe(true);
      expect(new Set(data.products.map((p) => p.size_chart_id).filter(Boolean))).toEqual(new Set(charts.map((c) => c.id)));
      const images = await k.selectFrom('product_images').selectAll().execute();
      for (const p of data.products) {
        const own = images.filter((i) => i.product_id === p.id);
        expect(own.length).toBeGreaterThanOrEqual(2);
        expect(own.length).toBeLessThanOrEqual(4);
        for (const i of own) expect(fs.readFileSync(media(i.url), 'utf8')).toContain('width="800" height="800"');
      }
      expect(data.products.filter((p) => p.meta_title && p.meta_description).length).toBeGreaterThan(data.products.length / 2);
      const social = data.products.filter((p) => p.social_sharing_image);
      expect(social.length).toBeGreaterThanOrEqual(3);
      for (const p of social) expect(fs.readFileSync(media(json<{ url: string }>(p.social_sharing_image).url), 'utf8')).toContain('width="1200" height="630"');
      expect(data.products.some((p) => p.featured_rank > 0)).toBe(true);
      expect(new Set(data.products.map((p) => p.sales_count)).size).toBeGreaterThan(30);
    });

    it('describes categories and collections under the slugs the shop links to', async () => {
      const categories = await t.db.kysely.selectFrom('categories').selectAll().execute();
      const slugs = ['living', 'cushions-throws', 'lighting', 'decor-accents', 'planters-vases', 'kitchen', 'cookware', 'serveware', 'drinkware'];
      expect(categories.map((c) => c.slug)).toEqual(expect.arrayContaining(slugs));
      for (const c of categories) expect(c.description && c.meta_title && c.meta_description).toBeTruthy();
      const collections = await t.db.kysely.selectFrom('collections').selectAll().execute();
      expect(collections.map((c) => c.slug).sort()).toEqual(['best-sellers', 'festive-edit', 'new-arrivals', 'under-999']);
      for (const c of collections) expect(c.description).toBeTruthy();
    });

    it('indexes every product for search, accents folded', async () => {
      const docs = await t.db.kysely.selectFrom('product_search').select(['product_id', 'document']).execute();
      expect(docs.map((d) => d.product_id).sort()).toEqual(data.products.map((p) => p.id).sort());
      for (const d of docs) expect(d.document).toBe(normaliseSearchText(d.document));
      const cafe = data.products.find((p) => p.name === 'Café Ceramic Mug');
      const creme = data.products.find((p) => p.name === 'Crème Linen Napkins');
      expect(await searchProductIds(t.db, 'cafe')).toContain(cafe?.id);
      expect(await searchProductIds(t.db, 'creme napkins')).toEqual([creme?.id]);
      const sku = data.variants.find((v) => v.product_id === creme?.id)?.sku ?? '';
      expect(await searchProductIds(t.db, normaliseSearchText(sku))).toContain(creme?.id);
    });

    it('keeps one draft product and configures the pincode and customisation plugins', async () => {
      const draft = data.products.find((p) => p.slug === 'prototype-lamp-unreleased');
      expect(draft?.is_published).toBe(0);
      const plugins = await t.db.kysely.selectFrom('plugins').selectAll().execute();
      const config = (name: string) => json<Record<string, any>>(plugins.find((p) => p.module_name === name)?.config ?? null);
      const pincode = config('PincodeAvaliability');
      expect(pincode.rules.find((r: { prefix: string }) => r.prefix === '560')).toMatchObject({ city: 'Bengaluru', cod: true });
      expect(pincode.blocked_prefixes).toEqual(['744']);
      const customisable: string[] = config('ProductCustomisation').products;
      expect(customisable.length).toBeGreaterThanOrEqual(3);
      for (const slug of customisable) expect(data.products.find((p) => p.slug === slug)?.is_published, slug).toBe(1);
    });
  });
}
