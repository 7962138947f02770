import type { Kysely } from 'kysely';

// Every customisation picture a shopper uploads (spec §2 product customisation), so that the
// upload quotas hold across processes and restarts, and a picture nothing uses is deleted
// (issue 9; modules/uploads/upload-sweeper.ts). keep_until is when the picture may go: a day after
// the upload, later while a cart line holds it, null for good once an order does.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('customisation_uploads')
    .addColumn('image_path', 'text', (c) => c.primaryKey()) // /media/uploads/customisation/<uuid>.webp
    .addColumn('product_slug', 'text', (c) => c.notNull())
    .addColumn('client_ip', 'text', (c) => c.notNull())
    .addColumn('bytes', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('keep_until', 'text')
    .execute();
  // The quotas: one client's pictures of the last hour, and the whole shop's.
  await db.schema.createIndex('customisation_uploads_client_idx').on('customisation_uploads').columns(['client_ip', 'created_at']).execute();
  await db.schema.createIndex('customisation_uploads_created_idx').on('customisation_uploads').column('created_at').execute();
  // The sweeper: pictures whose time is up.
  await db.schema.createIndex('customisation_uploads_keep_idx').on('customisation_uploads').column('keep_until').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('customisation_uploads').ifExists().execute();
}
