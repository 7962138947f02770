import path from 'node:path';
import SQLite from 'better-sqlite3';
import { afterEach, describe, expect, it } from 'vitest';
import type { Db } from '../../apps/api/src/db/connect.ts';
import { seedDemoStore } from '../../apps/api/src/db/seed/seed-demo-store.ts';
import { openSeedTestDb, type SeedTestDb, type SeedTestDialect, searchProductIds, testDatabaseUrl } from '../../apps/api/src/db/seed/seed-test-db.ts';
import { pickCardVariant } from '../../apps/api/src/modules/catalog/card-variant.ts';
import { seedBenchCatalog } from './bench-catalog.ts';

const NOW = new Date('2025-06-01T08:00:00.000Z');
const THREE_YEARS_MS = 3 * 366 * 86_400_000;

async function benchRows(db: Db) {
  const k = db.kysely;
  const bench = 'prd_b%';
  return {
    products: await k.selectFrom('products').selectAll().where('id', 'like', bench).orderBy('id').execute(),
    variants: await k.selectFrom('product_variants').selectAll().where('product_id', 'like', bench).execute(),
    labels: await k.selectFrom('product_labels').selectAll().where('product_id', 'like', bench).execute(),
    tags: await k.selectFrom('product_tags').selectAll().where('product_id', 'like', bench).execute(),
    values: await k.selectFrom('product_attribute_values').selectAll().where('product_id', 'like', bench).execute(),
    search: await k.selectFrom('product_search').select(['product_id', 'document']).where('product_id', 'like', bench).orderBy('product_id').execute(),
  };
}

async function expectBenchCatalog(db: Db, count: number) {
  const rows = await benchRows(db);
  expect(rows.products).toHaveLength(count);
  expect(rows.search).toHaveLength(count);
  for (const p of rows.products) {
    const variants = rows.variants.filter((v) => v.product_id === p.id);
    expect(variants.length).toBeGreaterThanOrEqual(1);
    expect(variants.length).toBeLessThanOrEqual(3);
    // The card price (decisions/037), and the copies the listing filters on agree with it.
    const card = pickCardVariant(variants)!;
    expect([p.selling_price, p.mrp, p.card_variant_id]).toEqual([card.selling_price, card.mrp, card.id]);
    for (const value of rows.values.filter((l) => l.product_id === p.id)) expect(value.selling_price).toBe(p.selling_price);
    expect(p.stock).toBe(variants.reduce((sum, v) => sum + v.stock, 0));
    expect(p.is_published).toBe(1);
    expect(NOW.getTime() - Date.parse(p.created_at)).toBeLessThanOrEqual(THREE_YEARS_MS);
    expect(rows.labels.filter((l) => l.product_id === p.id).length).toBeLessThanOrEqual(2);
    expect(rows.tags.filter((l) => l.product_id === p.id).length).toBeLessThanOrEqual(3);
    expect(rows.values.filter((l) => l.product_id === p.id).length).toBeGreaterThanOrEqual(1);
  }
  const first = rows.products[0];
  expect(await searchProductIds(db, first.sku.toLowerCase().replace('-', ' '))).toContain(first.id);
  return rows;
}

for (const dialect of ['sqlite', 'postgres'] as SeedTestDialect[]) {
  const run = dialect === 'sqlite' || testDatabaseUrl ? describe : describe.skip;
  run(`seedBenchCatalog [${dialect}]`, () => {
    let t: SeedTestDb | undefined;
    afterEach(async () => {
      await t?.close();
      t = undefined;
    });

    it('adds published products with variants, values, labels, tags and search documents', async () => {
      t = await openSeedTestDb(dialect);
      await seedDemoStore(t.db, { mediaDir: path.join(t.dir, 'media'), now: NOW });
      const progress: number[] = [];
      const result = await seedBenchCatalog(t.db, { products: 200, now: NOW, onProgress: (done) => progress.push(done) });
      expect(result).toMatchObject({ products: 200, variants: expect.any(Number) });
      expect(progress.at(-1)).toBe(200);
      const rows = await expectBenchCatalog(t.db, 200);
      expect(result.variants).toBe(rows.variants.length);

      // A second run continues the numbering.
      await seedBenchCatalog(t.db, { products: 30, now: NOW, batchSize: 7 });
      await expectBenchCatalog(t.db, 230);
    });
  });
}

describe('seedBenchCatalog with the raw better-sqlite3 handle', () => {
  let t: SeedTestDb | undefined;
  afterEach(async () => t?.close());

  it('writes the same catalogue as through Kysely (same seed, same rows)', async () => {
    t = await openSeedTestDb('sqlite', { sqliteFile: true });
    await seedDemoStore(t.db, { mediaDir: path.join(t.dir, 'media'), now: NOW });
    const raw = new SQLite(t.sqlitePath ?? '');
    try {
      await seedBenchCatalog(t.db, { products: 200, now: NOW, seed: 7, sqlite: raw });
    } finally {
      raw.close();
    }
    const viaRaw = await expectBenchCatalog(t.db, 200);
    await t.close();

    t = await openSeedTestDb('sqlite');
    await seedDemoStore(t.db, { mediaDir: path.join(t.dir, 'media'), now: NOW });
    await seedBenchCatalog(t.db, { products: 200, now: NOW, seed: 7 });
    const viaKysely = await benchRows(t.db);
    expect(viaKysely.products).toEqual(viaRaw.products);
    expect(viaKysely.search).toEqual(viaRaw.search);
  });
});
