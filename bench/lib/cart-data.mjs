// The data of bench/cart.mjs: the published variants in stock the shoppers add (read from the
// shop's database once it has seeded the demo store), and, for PostgreSQL, a database of its own,
// vitrine_bench_cart, made empty for the run and dropped at the end unless BENCH_KEEP=1.
import path from 'node:path';

const VARIANTS = `select v.id as id, v.stock as stock, p.max_per_order as max_per_order
  from product_variants v join products p on p.id = v.product_id
  where p.is_published = 1 and v.stock > 0
  order by v.id`;

const toVariant = (r) => ({ id: r.id, stock: Number(r.stock), maxPerOrder: r.max_per_order === null ? 0 : Number(r.max_per_order) });

async function withClient(url, work) {
  const { default: pg } = await import('pg');
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/** Published variants in stock: [{ id, stock, maxPerOrder }]. */
export async function publishedVariants({ dataDir, databaseUrl }) {
  if (databaseUrl) return withClient(databaseUrl, async (c) => (await c.query(VARIANTS)).rows.map(toVariant));
  const { default: SQLite } = await import('better-sqlite3');
  const db = new SQLite(path.join(dataDir, 'vitrine.sqlite'), { readonly: true, fileMustExist: true });
  try {
    return db.prepare(VARIANTS).all().map(toVariant);
  } finally {
    db.close();
  }
}

/** A fresh, empty database for the shop on the server of adminUrl; resolves with { databaseUrl, cleanup }. */
export async function freshPostgres(adminUrl, { keep = false, name = 'vitrine_bench_cart' } = {}) {
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const drop = () => withClient(adminUrl, (c) => c.query(`drop database if exists ${name} with (force)`));
  await drop();
  await withClient(adminUrl, (c) => c.query(`create database ${name}`));
  return { databaseUrl: url.toString(), cleanup: keep ? async () => {} : drop };
}
