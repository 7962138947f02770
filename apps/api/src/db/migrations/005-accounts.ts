import type { Kysely } from 'kysely';

// Customers, sessions, one-time codes, sign-in logs, password resets and the dev outbox.
// Secrets are never stored: session tokens, reset tokens and OTP codes are kept as hashes.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('customers')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('first_name', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('last_name', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('email', 'text')
    .addColumn('phone', 'text')
    .addColumn('password_hash', 'text')
    // The phone number that was proven by a code; the phone counts as verified only while equal.
    .addColumn('verified_phone', 'text')
    .addColumn('phone_verified_at', 'text')
    .addColumn('email_verified_at', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('customers_email_idx').on('customers').column('email').unique().execute();
  // One account per proven phone (OTP sign-in finds the customer by it); unproven phones may repeat.
  await db.schema.createIndex('customers_verified_phone_idx').on('customers').column('verified_phone').unique().execute();

  await db.schema
    .createTable('customer_sessions')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('customer_id', 'text', (c) => c.notNull().references('customers.id').onDelete('cascade'))
    .addColumn('token_hash', 'text', (c) => c.notNull().unique())
    .addColumn('persistent', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('user_agent', 'text')
    .addColumn('ip', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .addColumn('revoked_at', 'text')
    .execute();
  await db.schema.createIndex('customer_sessions_customer_idx').on('customer_sessions').column('customer_id').execute();

  await db.schema
    .createTable('otp_challenges')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('phone', 'text', (c) => c.notNull())
    .addColumn('purpose', 'text', (c) => c.notNull())
    // Set for the account's phone verification: only that customer may answer the code.
    .addColumn('customer_id', 'text', (c) => c.references('customers.id').onDelete('cascade'))
    .addColumn('code_hash', 'text', (c) => c.notNull())
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('ip', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .addColumn('used_at', 'text')
    .execute();
  await db.schema.createIndex('otp_challenges_phone_idx').on('otp_challenges').columns(['phone', 'created_at']).execute();
  await db.schema.createIndex('otp_challenges_ip_idx').on('otp_challenges').columns(['ip', 'created_at']).execute();

  await db.schema
    .createTable('otp_failures')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('phone', 'text', (c) => c.notNull())
    .addColumn('ip', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('otp_failures_phone_idx').on('otp_failures').columns(['phone', 'created_at']).execute();
  await db.schema.createIndex('otp_failures_ip_idx').on('otp_failures').columns(['ip', 'created_at']).execute();

  await db.schema
    .createTable('sign_in_logs')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('customer_id', 'text', (c) => c.notNull().references('customers.id').onDelete('cascade'))
    .addColumn('method', 'text', (c) => c.notNull())
    .addColumn('user_agent', 'text')
    .addColumn('ip', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('sign_in_logs_customer_idx').on('sign_in_logs').columns(['customer_id', 'created_at']).execute();

  await db.schema
    .createTable('password_resets')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('customer_id', 'text', (c) => c.notNull().references('customers.id').onDelete('cascade'))
    .addColumn('token_hash', 'text', (c) => c.notNull().unique())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .addColumn('used_at', 'text')
    .execute();
  await db.schema.createIndex('password_resets_customer_idx').on('password_resets').column('customer_id').execute();

  await db.schema
    .createTable('outbox_messages')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('channel', 'text', (c) => c.notNull())
    .addColumn('recipient', 'text', (c) => c.notNull())
    .addColumn('subject', 'text')
    .addColumn('body', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('outbox_messages_created_idx').on('outbox_messages').column('created_at').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of ['outbox_messages', 'password_resets', 'sign_in_logs', 'otp_failures', 'otp_challenges', 'customer_sessions', 'customers']) {
    await db.schema.dropTable(table).ifExists().execute();
  }
}
