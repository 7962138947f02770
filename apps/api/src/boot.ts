import path from 'node:path';
import { sql } from 'kysely';
import { connectDb, type Db } from './db/connect.ts';
import { migrateToLatest } from './db/migrate.ts';
import { seedDemoStore } from './db/seed/seed-demo-store.ts';
import { seedEmptyStore } from './db/seed/seed-empty-store.ts';
import type { AppConfig } from './plugins/config.ts';

/** Opens the configured database, migrates it and seeds the demo store (or an empty one) on first start. */
export async function openDatabase(config: AppConfig): Promise<Db> {
  const options = {
    databaseUrl: config.databaseUrl,
    sqlitePath: path.join(config.dataDir, 'vitrine.sqlite'),
    poolSize: config.databasePoolSize,
  };
  // Migrations and the first seed may run long on a big database: they run without the time
  // budget of requests, on a pool that is then replaced by the one requests use.
  const db = connectDb(options);
  await migrateToLatest(db);
  if (config.seedDemo) {
    const { seeded } = await seedDemoStore(db, { mediaDir: config.mediaDir, storeUrl: config.publicUrl });
    // Fresh statistics for the query planner after a bulk load (both dialects).
    if (seeded) await sql`analyze`.execute(db.kysely);
  } else {
    // Without a storefront row every page would be a 500: an empty shop instead (issue 13).
    await seedEmptyStore(db, { storeUrl: config.publicUrl });
  }
  if (db.dialect !== 'postgres' || !config.databaseStatementTimeoutMs) return db;
  await db.close();
  return connectDb({ ...options, statementTimeoutMs: config.databaseStatementTimeoutMs });
}
