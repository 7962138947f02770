// The bench catalogues of bench/catalog.mjs: made with bench/seed-catalog.mjs (demo store + N
// synthetic products), one per database and size. A SQLite catalogue stays in its data directory
// and is reused by the next run when it holds exactly N bench products (1M takes minutes to make);
// a PostgreSQL one is a dedicated database, vitrine_bench_<size>, dropped at the end unless
// BENCH_KEEP=1 (and reused the same way when kept).
import fs from 'node:fs';
import path from 'node:path';
import { runNodeScript } from './processes.mjs';

const SEEDER = 'bench/seed-catalog.mjs';
const BENCH_PRODUCTS = "select count(*) as n from products where id like 'prd_b%'";

async function seed(root, size, dataDir, databaseUrl) {
  const args = ['--products', String(size), '--data-dir', dataDir, ...(databaseUrl ? ['--database-url', databaseUrl] : [])];
  const started = performance.now();
  await runNodeScript({ root, script: SEEDER, args });
  return performance.now() - started;
}

/** Bench products in a SQLite catalogue, or -1 when there is none to reuse. */
async function countSqlite(file) {
  if (!fs.existsSync(file)) return -1;
  const { default: SQLite } = await import('better-sqlite3');
  const db = new SQLite(file);
  try {
    return Number(db.prepare(BENCH_PRODUCTS).get().n);
  } catch {
    return -1; // not migrated or not seeded
  } finally {
    db.close();
  }
}

/** { dataDir, seededMs (null when reused), cleanup } for a SQLite catalogue of `size` products. */
export async function prepareSqlite({ root, baseDir, size }) {
  const dataDir = path.join(baseDir, `vitrine-bench-catalog-${size}`);
  const found = await countSqlite(path.join(dataDir, 'vitrine.sqlite'));
  if (found === size) return { dataDir, seededMs: null, cleanup: async () => {} };
  // A partial or different catalogue (an interrupted seed, another size) is made again from scratch.
  fs.rmSync(dataDir, { recursive: true, force: true });
  fs.mkdirSync(dataDir, { recursive: true });
  const seededMs = await seed(root, size, dataDir);
  return { dataDir, seededMs, cleanup: async () => {} };
}

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

/** The URL of another database on the same server. */
function databaseUrlFor(adminUrl, name) {
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/** { dataDir, databaseUrl, seededMs, cleanup } for a PostgreSQL catalogue of `size` products. */
export async function preparePostgres({ root, baseDir, size, adminUrl, keep }) {
  const name = `vitrine_bench_${size}`;
  const databaseUrl = databaseUrlFor(adminUrl, name);
  const dataDir = path.join(baseDir, `vitrine-bench-catalog-pg-${size}`); // the shop's media
  const exists = await withClient(adminUrl, async (c) => (await c.query('select 1 from pg_database where datname = $1', [name])).rowCount > 0);
  const found = exists
    ? await withClient(databaseUrl, (c) =>
        c.query(BENCH_PRODUCTS).then(
          (r) => Number(r.rows[0].n),
          () => -1,
        ),
      )
    : -1;
  const drop = () => withClient(adminUrl, (c) => c.query(`drop database if exists ${name} with (force)`));
  const cleanup = async () => {
    if (keep) return;
    await drop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
  if (found === size && fs.existsSync(dataDir)) return { dataDir, databaseUrl, seededMs: null, cleanup };
  await drop();
  await withClient(adminUrl, (c) => c.query(`create database ${name}`));
  fs.rmSync(dataDir, { recursive: true, force: true });
  fs.mkdirSync(dataDir, { recursive: true });
  try {
    const seededMs = await seed(root, size, dataDir, databaseUrl);
    return { dataDir, databaseUrl, seededMs, cleanup };
  } catch (err) {
    await cleanup();
    throw err;
  }
}
