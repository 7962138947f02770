import { type Migration, type MigrationProvider, Migrator, sql } from 'kysely';
import type { Db } from './connect.ts';
import * as m001 from './migrations/001-foundation.ts';
import * as m002 from './migrations/002-catalog.ts';
import * as m003 from './migrations/003-listing-indexes.ts';
import * as m004 from './migrations/004-covering-sort-indexes.ts';
import * as m005 from './migrations/005-accounts.ts';
import * as m006 from './migrations/006-addresses-wishlist.ts';
import * as m007 from './migrations/007-attribute-filter-columns.ts';
import * as m008 from './migrations/008-search-prefix-index.ts';
import * as m009 from './migrations/009-attribute-brand-filter-index.ts';
import * as m010 from './migrations/010-customisation-uploads.ts';
import * as m011 from './migrations/011-cart.ts';
import * as m012 from './migrations/012-orders.ts';
import * as m013 from './migrations/013-shipments.ts';
import * as m014 from './migrations/014-payments.ts';
import * as m015 from './migrations/015-invoice-tax.ts';
import * as m016 from './migrations/016-ratings.ts';
import * as m017 from './migrations/017-history-sequence.ts';
import * as m018 from './migrations/018-blogs.ts';
import * as m019 from './migrations/019-forms.ts';
import * as m020 from './migrations/020-faq-galleries.ts';
import * as m021 from './migrations/021-review-moderation.ts';
import * as m022 from './migrations/022-shipping-countries.ts';
import * as m023 from './migrations/023-one-open-payment.ts';
import * as m024 from './migrations/024-card-price.ts';
import * as m025 from './migrations/025-search-vocabulary.ts';

// Migrations are listed here in order, so bundling needs no file-system scan.
const migrations: Record<string, Migration> = {
  '001-foundation': m001,
  '002-catalog': m002,
  '003-listing-indexes': m003,
  '004-covering-sort-indexes': m004,
  '005-accounts': m005,
  '006-addresses-wishlist': m006,
  '007-attribute-filter-columns': m007,
  '008-search-prefix-index': m008,
  '009-attribute-brand-filter-index': m009,
  '010-customisation-uploads': m010,
  '011-cart': m011,
  '012-orders': m012,
  '013-shipments': m013,
  '014-payments': m014,
  '015-invoice-tax': m015,
  '016-ratings': m016,
  '017-history-sequence': m017,
  '018-blogs': m018,
  '019-forms': m019,
  '020-faq-galleries': m020,
  '021-review-moderation': m021,
  '022-shipping-countries': m022,
  '023-one-open-payment': m023,
  '024-card-price': m024,
  '025-search-vocabulary': m025,
};

const provider: MigrationProvider = { getMigrations: async () => migrations };

export async function migrateToLatest(db: Db): Promise<void> {
  // On PostgreSQL the migration tables live in the current schema; without naming it, Kysely
  // finds another schema's tables on the search path and skips creating its own.
  const schema = db.dialect === 'postgres' ? (await sql<{ s: string }>`select current_schema() as s`.execute(db.kysely)).rows[0]?.s : undefined;
  const migrator = new Migrator({ db: db.kysely, provider, migrationTableSchema: schema });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((r) => r.status === 'Error');
  if (error || failed) {
    throw new Error(`Migration ${failed?.migrationName ?? ''} failed: ${String((error as Error)?.message ?? error)}`);
  }
}
