import type BetterSqlite3 from 'better-sqlite3';
import { sql } from 'kysely';
import type { Db } from '../../apps/api/src/db/connect.ts';
import { type BulkTarget, insertMany, kyselyTarget, sqliteTarget } from '../../apps/api/src/db/seed/bulk-insert.ts';
import {
  addBenchProduct,
  BENCH_TABLES,
  type BenchCategory,
  type BenchContext,
  type BenchTableName,
  createRandom,
  emptyBenchRows,
  materialsFor,
  type NamedValue,
} from './bench-products.ts';

// The bench catalogue (docs/operations.md#catalogue-benchmark): N synthetic published products added on
// top of the demo store, so listings, filters and search can be measured at 10k and 1M products.

export interface BenchCatalogOptions {
  products: number;
  /** Rows per multi-row INSERT (default 1000). */
  batchSize?: number;
  /** Called after every 1000 products written (committed every 50,000). */
  onProgress?: (done: number, total: number) => void;
  /** PRNG seed: the same seed gives the same catalogue (default 1). */
  seed?: number;
  /** Reference time; created_at is spread over the 3 years before it. */
  now?: Date;
  /** The better-sqlite3 handle of the same SQLite file: reused prepared statements, the fastest path. */
  sqlite?: BetterSqlite3.Database;
}
export interface BenchCatalogResult {
  products: number;
  variants: number;
  ms: number;
}

const PRODUCTS_PER_CHUNK = 1000;
// One transaction per this many products: big enough to be fast, small enough for the WAL.
const PRODUCTS_PER_TRANSACTION = 50_000;
const TABLE_ORDER: BenchTableName[] = ['products', 'product_variants', 'product_attribute_values', 'product_labels', 'product_tags', 'product_search'];

async function loadContext(db: Db, now: Date): Promise<BenchContext> {
  const k = db.kysely;
  const values = await k
    .selectFrom('attribute_values')
    .innerJoin('attributes', 'attributes.id', 'attribute_values.attribute_id')
    .select(['attribute_values.id', 'attribute_values.value', 'attribute_values.label', 'attributes.code'])
    .where('attributes.code', 'in', ['colour', 'size', 'material'])
    .orderBy('attribute_values.position')
    .execute();
  const of = (code: string, only?: string[]) =>
    values
      .filter((v) => v.code === code && (!only || only.includes(v.value)))
      .map((v) => ({
        id: v.id,
        name: v.label,
        code: v.value,
        sku: v.value
          .toUpperCase()
          .replace(/[^A-Z0-9]/g, '')
          .slice(0, 4),
      }));
  const categories = await k
    .selectFrom('categories as c')
    .leftJoin('categories as parent', 'parent.id', 'c.parent_id')
    .select(['c.id', 'c.name', 'c.slug', 'parent.name as parent_name'])
    .where((eb) => eb.not(eb.exists(eb.selectFrom('categories as child').select('child.id').whereRef('child.parent_id', '=', 'c.id'))))
    .orderBy('c.id')
    .execute();
  const pictures = await k.selectFrom('products').select(['category_id', 'base_image']).where('id', 'not like', 'prd_b%').orderBy('id').execute();
  const labels = await k.selectFrom('labels').select(['id', 'name', 'slug']).execute();
  const tags = await k.selectFrom('tags').select(['id', 'name', 'slug']).orderBy('slug').execute();
  const brands = await k.selectFrom('brands').select(['id', 'name', 'slug']).orderBy('slug').execute();
  const label = (slug: string): NamedValue => {
    const l = labels.find((x) => x.slug === slug);
    if (!l) throw new Error(`seedBenchCatalog: label "${slug}" is missing; run the demo seed first`);
    return { id: l.id, name: l.name, code: l.slug };
  };
  const materials = of('material');
  const pictureOf = (categoryId: string) => {
    const json = (pictures.find((p) => p.category_id === categoryId) ?? pictures[0])?.base_image;
    return (json ? (JSON.parse(json) as { url?: string }).url : undefined) ?? '/media/placeholder.svg';
  };
  const context: BenchContext = {
    brands: brands.map((b) => ({ id: b.id, name: b.name, code: b.slug })),
    categories: categories.map(
      (c): BenchCategory => ({
        id: c.id,
        name: c.name,
        code: c.slug,
        parentName: c.parent_name,
        imageUrl: pictureOf(c.id),
        materials: materialsFor(c.slug, materials),
      }),
    ),
    colours: of('colour'),
    sizes: of('size', ['s', 'm', 'l']),
    materials,
    labels: { new: label('new'), sale: label('sale'), bestseller: label('bestseller'), handmade: label('handmade') },
    tags: tags.map((t) => ({ id: t.id, name: t.name, code: t.slug })),
    now,
  };
  if (!context.brands.length || !context.categories.length || !context.colours.length || !context.materials.length || !context.tags.length) {
    throw new Error('seedBenchCatalog: brands, categories, attributes or tags are missing; run the demo seed first');
  }
  return context;
}

/** Bench products already there (their numbers continue, so the seeder can grow a catalogue). */
async function countBenchProducts(db: Db): Promise<number> {
  const row = await db.kysely
    .selectFrom('products')
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .where('id', 'like', 'prd_b%')
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export async function seedBenchCatalog(db: Db, options: BenchCatalogOptions): Promise<BenchCatalogResult> {
  const started = performance.now();
  const total = Math.max(0, Math.floor(options.products));
  const context = await loadContext(db, options.now ?? new Date());
  const first = (await countBenchProducts(db)) + 1;
  const random = createRandom((options.seed ?? 1) * 1_000_003 + first);
  const target: BulkTarget = options.sqlite ? sqliteTarget(options.sqlite) : kyselyTarget(db.kysely, db.dialect);
  const rowsPerStatement = options.batchSize ?? 1000;
  const exec = async (statement: string) => {
    if (options.sqlite) options.sqlite.exec(statement);
    else await sql.raw(statement).execute(db.kysely);
  };
  const pragmas = async (statements: string[]) => {
    for (const statement of statements) {
      if (options.sqlite) options.sqlite.pragma(statement);
      else await sql.raw(`pragma ${statement}`).execute(db.kysely);
    }
  };

  // Bulk-load settings on SQLite: the rows are generated consistent, and a crash only loses the bench data.
  if (db.dialect === 'sqlite') await pragmas(['synchronous = off', 'foreign_keys = off', 'cache_size = -262144']);
  let done = 0;
  let variants = 0;
  // Sorting once beats growing secondary indexes row by row, when the load is big for the catalogue.
  const rebuild = db.dialect === 'sqlite' && total >= first ? await dropSecondaryIndexes(db, exec, [...TABLE_ORDER]) : [];
  try {
    while (done < total) {
      const inThisTransaction = Math.min(PRODUCTS_PER_TRANSACTION, total - done);
      await target.transaction(async (run) => {
        for (let chunkStart = 0; chunkStart < inThisTransaction; chunkStart += PRODUCTS_PER_CHUNK) {
          const rows = emptyBenchRows();
          const chunk = Math.min(PRODUCTS_PER_CHUNK, inThisTransaction - chunkStart);
          for (let i = 0; i < chunk; i++) addBenchProduct(rows, first + done + chunkStart + i, context, random);
          for (const table of TABLE_ORDER) {
            await insertMany(run, target.dialect, { name: table, columns: [...BENCH_TABLES[table]] }, rows[table], rowsPerStatement);
          }
          variants += rows.product_variants.length;
          options.onProgress?.(done + chunkStart + chunk, total);
        }
      });
      done += inThisTransaction;
    }
  } finally {
    for (const statement of rebuild) await exec(statement);
    if (db.dialect === 'sqlite') await pragmas(['synchronous = normal', 'foreign_keys = on', 'cache_size = -2000']);
  }
  await analyze(db, exec);
  return { products: done, variants, ms: Math.round(performance.now() - started) };
}

/** Drops the SQLite indexes of `tables` that no constraint needs; returns the statements that recreate them. */
async function dropSecondaryIndexes(db: Db, exec: (statement: string) => Promise<void>, tables: string[]): Promise<string[]> {
  const { rows } = await sql<{ name: string; sql: string }>`select name, sql from sqlite_master
    where type = 'index' and sql is not null and tbl_name in (${sql.join(tables)})`.execute(db.kysely);
  for (const index of rows) await exec(`drop index "${index.name}"`);
  return rows.map((index) => index.sql);
}

/** Fresh planner statistics after a bulk load; SQLite also merges the full-text index's segments. */
async function analyze(db: Db, exec: (statement: string) => Promise<void>): Promise<void> {
  if (db.dialect === 'sqlite') await exec("insert into product_search(product_search) values('optimize')");
  await exec('analyze');
}
