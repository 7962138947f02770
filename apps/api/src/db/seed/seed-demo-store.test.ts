import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { SETTING_KEYS } from '@vitrine/contracts/settings';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectDb, type Db } from '../connect.ts';
import { migrateToLatest } from '../migrate.ts';
import { seedDemoStore } from './seed-demo-store.ts';

const NOW = new Date('2025-06-01T08:00:00.000Z');

function tempMediaDir(): string {
  return fs.mkdtempSync(path.join(os.tmpdir(), 'vitrine-seed-'));
}

async function countRows(db: Db, table: 'products' | 'pages' | 'page_sections' | 'settings' | 'product_collections') {
  const row = await db.kysely
    .selectFrom(table)
    .select((eb) => eb.fn.countAll<string | number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

describe('seedDemoStore on SQLite', () => {
  let db: Db;
  let mediaDir: string;
  let firstRun: { seeded: boolean };

  beforeAll(async () => {
    db = connectDb({ sqlitePath: ':memory:' });
    await migrateToLatest(db);
    mediaDir = tempMediaDir();
    firstRun = await seedDemoStore(db, { mediaDir, now: NOW });
  });
  afterAll(async () => {
    await db.close();
    fs.rmSync(mediaDir, { recursive: true, force: true });
  });

  it('creates an active storefront on a fresh database', async () => {
    expect(firstRun).toEqual({ seeded: true });
    const sf = await db.kysely.selectFrom('storefronts').selectAll().executeTakeFirstOrThrow();
    expect(sf.license_status).toBe('active');
    expect(sf.termsandconditions_page_slug).toBe('terms-and-conditions');
    expect(sf.privacypolicy_page_slug).toBe('privacy-policy');
    expect(JSON.parse(sf.notice).page_slug).toBe('shipping-policy');
    const channel = await db.kysely.selectFrom('channels').selectAll().where('id', '=', sf.channel_id).executeTakeFirstOrThrow();
    expect(channel.currency_code).toBe('INR');
  });

  it('publishes at least 60 products, each in an existing category with sane prices', async () => {
    const products = await db.kysely.selectFrom('products').selectAll().where('is_published', '=', 1).execute();
    expect(products.length).toBeGreaterThanOrEqual(60);
    const categoryIds = new Set((await db.kysely.selectFrom('categories').select('id').execute()).map((c) => c.id));
    for (const p of products) {
      expect(categoryIds.has(p.category_id ?? '')).toBe(true);
      expect(Number.isInteger(p.selling_price) && p.mrp >= p.selling_price).toBe(true);
    }
    expect(products.some((p) => p.stock === 0)).toBe(true);
  });

  it('lays out the home page as ordered sections with unique keys', async () => {
    const home = await db.kysely.selectFrom('pages').selectAll().where('slug', '=', 'home').executeTakeFirstOrThrow();
    const sections = await db.kysely.selectFrom('page_sections').selectAll().where('page_id', '=', home.id).orderBy('position').execute();
    expect(sections.length).toBeGreaterThanOrEqual(6);
    expect(new Set(sections.map((s) => s.key)).size).toBe(sections.length);
    expect(sections.map((s) => s.position)).toEqual([...sections.map((s) => s.position)].sort((a, b) => a - b));
    expect(sections[0].component_type).toBe('hero-slider');
    const slider = JSON.parse(sections[0].component_data).slider;
    expect(await db.kysely.selectFrom('sliders').select('id').where('handle', '=', slider).executeTakeFirst()).toBeDefined();
  });

  it('has the terms and privacy pages the storefront points to', async () => {
    const slugs = (await db.kysely.selectFrom('pages').select('slug').execute()).map((p) => p.slug);
    expect(slugs).toEqual(expect.arrayContaining(['terms-and-conditions', 'privacy-policy']));
  });

  it('stores a value for every setting key', async () => {
    const keys = new Set((await db.kysely.selectFrom('settings').select('key').execute()).map((s) => s.key));
    for (const key of SETTING_KEYS) expect(keys.has(key), key).toBe(true);
  });

  it('writes an SVG picture for every product', async () => {
    const products = await db.kysely.selectFrom('products').select(['slug', 'base_image']).execute();
    for (const p of products) {
      const image = JSON.parse(p.base_image) as { url: string; width: number; height: number };
      expect(image.url).toBe(`/media/products/${p.slug}.svg`);
      const file = path.join(mediaDir, image.url.replace(/^\/media\//, ''));
      expect(fs.readFileSync(file, 'utf8')).toContain('width="800" height="800"');
    }
  });

  it('offers two shipping methods and four coupons, one limited to a demo category, one ended the day before', async () => {
    const methods = await db.kysely.selectFrom('shipping_methods').selectAll().orderBy('position').execute();
    expect(methods.map((m) => [m.id, m.charge, m.free_over, m.serviceable_only])).toEqual([
      ['shp_standard', 4900, 99900, 0],
      ['shp_express', 14900, null, 1],
    ]);
    const coupons = await db.kysely.selectFrom('coupons').selectAll().orderBy('code').execute();
    expect(coupons.map((c) => [c.code, c.is_listed])).toEqual([
      ['CUSHIONS15', 1],
      ['EXPIRED', 0],
      ['FLAT200', 1],
      ['WELCOME10', 1],
    ]);
    const [categoryId] = JSON.parse(coupons[0].category_ids ?? '[]');
    const inCategory = await db.kysely.selectFrom('products').select('id').where('category_id', '=', categoryId).where('is_published', '=', 1).execute();
    expect(inCategory.length).toBeGreaterThan(0);
    expect(coupons[1].ends_at).toBe(new Date(NOW.getTime() - 24 * 60 * 60 * 1000).toISOString());
  });

  it('does nothing the second time', async () => {
    const before = await Promise.all([countRows(db, 'products'), countRows(db, 'pages'), countRows(db, 'page_sections')]);
    expect(await seedDemoStore(db, { mediaDir, now: NOW })).toEqual({ seeded: false });
    const after = await Promise.all([countRows(db, 'products'), countRows(db, 'pages'), countRows(db, 'page_sections')]);
    expect(after).toEqual(before);
    expect(await db.kysely.selectFrom('storefronts').select('id').execute()).toHaveLength(1);
  });
});

const databaseUrl = process.env.TEST_DATABASE_URL;
if (!databaseUrl) console.log('TEST_DATABASE_URL is not set: the PostgreSQL part of the demo-seed test was skipped.');

describe('seedDemoStore on PostgreSQL', () => {
  (databaseUrl ? it : it.skip)('seeds a fresh schema once', async () => {
    const url = databaseUrl as string;
    const schema = `seed_test_${crypto.randomBytes(4).toString('hex')}`;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`create schema "${schema}"`);
    const db = connectDb({ databaseUrl: url, pgSchema: schema, poolSize: 2 });
    const mediaDir = tempMediaDir();
    try {
      await migrateToLatest(db);
      expect(await seedDemoStore(db, { mediaDir, now: NOW })).toEqual({ seeded: true });
      const products = await countRows(db, 'products');
      expect(products).toBeGreaterThanOrEqual(60);
      expect(await seedDemoStore(db, { mediaDir, now: NOW })).toEqual({ seeded: false });
      expect(await countRows(db, 'products')).toBe(products);
      expect(await countRows(db, 'settings')).toBeGreaterThanOrEqual(SETTING_KEYS.length);
    } finally {
      await db.close();
      await admin.query(`drop schema "${schema}" cascade`);
      await admin.end();
      fs.rmSync(mediaDir, { recursive: true, force: true });
    }
  });
});
