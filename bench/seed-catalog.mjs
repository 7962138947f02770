#!/usr/bin/env node
// Makes a bench catalogue: migrates the database, seeds the demo store (on a fresh database) and
// adds N synthetic products, then refreshes the planner statistics (ANALYZE).
//   node bench/seed-catalog.mjs --products 10000 --data-dir /tmp/bench-10k
//   node bench/seed-catalog.mjs --products 10000 --data-dir /tmp/bench-pg --database-url postgres://…
// Start the shop on it with DATA_DIR=<dir> (and DATABASE_URL for PostgreSQL). Running it again on
// the same database adds N more products. The seeder is TypeScript, loaded through tsx.
import path from 'node:path';
import { parseArgs } from 'node:util';
import { register } from 'tsx/esm/api';

const USAGE = 'usage: node bench/seed-catalog.mjs --products <n> --data-dir <dir> [--database-url postgres://…] [--seed <n>] [--batch-size <rows>]';

function readOptions() {
  const { values } = parseArgs({
    options: {
      products: { type: 'string', default: '10000' },
      'data-dir': { type: 'string' },
      'database-url': { type: 'string' },
      seed: { type: 'string', default: '1' },
      'batch-size': { type: 'string', default: '1000' },
      help: { type: 'boolean', default: false },
    },
  });
  const products = Number(values.products);
  const batchSize = Number(values['batch-size']);
  if (values.help || !values['data-dir'] || !Number.isInteger(products) || products < 0 || !Number.isInteger(batchSize) || batchSize < 1) {
    console.error(USAGE);
    process.exit(values.help ? 0 : 2);
  }
  const databaseUrl = values['database-url'];
  if (databaseUrl && !/^postgres(ql)?:\/\//.test(databaseUrl)) {
    console.error('--database-url must be a postgres:// URL (leave it out for SQLite)');
    process.exit(2);
  }
  return { products, batchSize, seed: Number(values.seed) || 1, dataDir: path.resolve(values['data-dir']), databaseUrl };
}

const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;

async function main() {
  const options = readOptions();
  register();
  const { connectDb } = await import('../apps/api/src/db/connect.ts');
  const { migrateToLatest } = await import('../apps/api/src/db/migrate.ts');
  const { seedDemoStore } = await import('../apps/api/src/db/seed/seed-demo-store.ts');
  const { seedBenchCatalog } = await import('./seed/bench-catalog.ts');

  // The same file the shop opens with DATA_DIR (apps/api/src/boot.ts).
  const sqlitePath = path.join(options.dataDir, 'vitrine.sqlite');
  const db = connectDb({ databaseUrl: options.databaseUrl, sqlitePath, poolSize: 2 });
  let raw;
  try {
    const started = performance.now();
    await migrateToLatest(db);
    const demo = await seedDemoStore(db, { mediaDir: path.join(options.dataDir, 'media') });
    console.log(
      `${db.dialect}: migrated${demo.seeded ? ' and seeded the demo store' : ' (demo store already there)'} in ${seconds(performance.now() - started)}`,
    );

    if (db.dialect === 'sqlite') {
      // A second connection to the same file for the bulk load: prepared statements reused.
      const { default: SQLite } = await import('better-sqlite3');
      raw = new SQLite(sqlitePath);
      raw.pragma('journal_mode = WAL');
      raw.pragma('busy_timeout = 5000');
    }
    let lastPrint = 0;
    const result = await seedBenchCatalog(db, {
      products: options.products,
      batchSize: options.batchSize,
      seed: options.seed,
      sqlite: raw,
      onProgress: (done, total) => {
        const now = performance.now();
        if (done < total && now - lastPrint < 2000) return;
        lastPrint = now;
        console.log(`  ${done.toLocaleString('en')} / ${total.toLocaleString('en')} products (${seconds(now - started)})`);
      },
    });
    console.log(
      `added ${result.products.toLocaleString('en')} products and ${result.variants.toLocaleString('en')} variants in ${seconds(result.ms)} ` +
        `(including ANALYZE); total ${seconds(performance.now() - started)}`,
    );
  } finally {
    raw?.close();
    await db.close();
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
