import { type Migration, type MigrationProvider, Migrator } from 'kysely';
import type { Db } from './connect.ts';
import * as m001 from './migrations/001-foundation.ts';

// Migrations are listed here in order, so bundling needs no file-system scan.
const migrations: Record<string, Migration> = {
  '001-foundation': m001,
};

const provider: MigrationProvider = { getMigrations: async () => migrations };

export async function migrateToLatest(db: Db): Promise<void> {
  const migrator = new Migrator({ db: db.kysely, provider });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((r) => r.status === 'Error');
  if (error || failed) {
    throw new Error(`Migration ${failed?.migrationName ?? ''} failed: ${String((error as Error)?.message ?? error)}`);
  }
}
