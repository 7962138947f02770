import { connectDb, type Db } from './db/connect.ts';
import { migrateToLatest } from './db/migrate.ts';
import { seedDemoStore } from './db/seed/seed-demo-store.ts';
import type { AppConfig } from './plugins/config.ts';
import path from 'node:path';
import { sql } from 'kysely';

/** Opens the configured database, migrates it and seeds the demo store on first start. */
export async function openDatabase(config: AppConfig): Promise<Db> {
  const db = connectDb({
    databaseUrl: config.databaseUrl,
    sqlitePath: path.join(config.dataDir, 'vitrine.sqlite'),
    poolSize: config.databasePoolSize,
  });
  await migrateToLatest(db);
  if (config.seedDemo) {
    const { seeded } = await seedDemoStore(db, { mediaDir: config.mediaDir });
    // Fresh statistics for the query planner after a bulk load (both dialects).
    if (seeded) await sql`analyze`.execute(db.kysely);
  }
  return db;
}
