import type { Kysely } from 'kysely';

// Issue 15, forms (docs/decisions/026-forms.md): the owner's forms (fields as JSON text), what
// shoppers send through them, trade enquiries and email subscriptions (one row per address).
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('forms')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('description', 'text')
    .addColumn('submit_label', 'text', (c) => c.notNull())
    .addColumn('success_message', 'text', (c) => c.notNull())
    .addColumn('fields', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('form_submissions')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('form_id', 'text', (c) => c.notNull().references('forms.id').onDelete('cascade'))
    .addColumn('field_values', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  // The owner's list per form, newest first; the overall hourly quota counts by date.
  await db.schema.createIndex('form_submissions_form_idx').on('form_submissions').columns(['form_id', 'created_at']).execute();
  await db.schema.createIndex('form_submissions_created_idx').on('form_submissions').column('created_at').execute();

  await db.schema
    .createTable('trade_enquiries')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('company', 'text', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('phone', 'text', (c) => c.notNull())
    .addColumn('product', 'text')
    .addColumn('quantity', 'text')
    .addColumn('message', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('trade_enquiries_created_idx').on('trade_enquiries').column('created_at').execute();

  await db.schema
    .createTable('email_subscriptions')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('email', 'text', (c) => c.notNull().unique())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('email_subscriptions_created_idx').on('email_subscriptions').column('created_at').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of ['email_subscriptions', 'trade_enquiries', 'form_submissions', 'forms']) await db.schema.dropTable(table).ifExists().execute();
}
