import { connectDb, type Db } from './db/connect.ts';
import { migrateToLatest } from './db/migrate.ts';
import { seedDemoStore } from './db/seed/seed-demo-store.ts';
import type { AppConfig } from './plugins/config.ts';
import path from 'node:path';

/** Opens the configured database, migrates it and seeds the demo store on first start. */
export async function openDatabase(config: AppConfig): Promise<Db> {
  const db = connectDb({
    databaseUrl: config.databaseUrl,
    sqlitePath: path.join(config.dataDir, 'vitrine.sqlite'),
    poolSize: config.databasePoolSize,
  });
  await migrateToLatest(db);
  if (config.seedDemo) await seedDemoStore(db, { mediaDir: config.mediaDir });
  return db;
}
