import type { Kysely } from 'kysely';

// Portable SQL (CONVENTIONS.md habit 4): text ids, integer money in minor units, ISO-8601 text
// timestamps, JSON as text, booleans as 0/1 integers.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('countries')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('iso2', 'text', (c) => c.notNull().unique())
    .addColumn('mobile_code', 'text', (c) => c.notNull())
    .addColumn('mobile_number_length', 'integer', (c) => c.notNull())
    .addColumn('currency_code', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('states')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('country_id', 'text', (c) => c.notNull().references('countries.id').onDelete('cascade'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('code', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('states_country_idx').on('states').column('country_id').execute();

  await db.schema
    .createTable('address_fields')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('country_id', 'text', (c) => c.references('countries.id').onDelete('cascade'))
    .addColumn('address_type', 'text', (c) => c.notNull())
    .addColumn('column_name', 'text', (c) => c.notNull())
    .addColumn('label', 'text', (c) => c.notNull())
    .addColumn('field_type', 'text', (c) => c.notNull().defaultTo('text'))
    .addColumn('is_required', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('position', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema.createIndex('address_fields_country_type_idx').on('address_fields').columns(['country_id', 'address_type', 'position']).execute();

  await db.schema
    .createTable('channels')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('currency_code', 'text', (c) => c.notNull())
    .addColumn('currency_symbol', 'text', (c) => c.notNull())
    .addColumn('country_id', 'text', (c) => c.notNull().references('countries.id'))
    .execute();

  await db.schema
    .createTable('templates')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('is_default', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('header', 'text')
    .addColumn('topbar', 'text')
    .addColumn('footer', 'text')
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('pages')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('slug', 'text', (c) => c.notNull().unique())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('page_type', 'text', (c) => c.notNull().defaultTo('page'))
    .addColumn('template_id', 'text', (c) => c.references('templates.id').onDelete('set null'))
    .addColumn('meta_title', 'text')
    .addColumn('meta_description', 'text')
    .addColumn('is_published', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('page_sections')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('page_id', 'text', (c) => c.notNull().references('pages.id').onDelete('cascade'))
    .addColumn('position', 'integer', (c) => c.notNull())
    .addColumn('key', 'text', (c) => c.notNull())
    .addColumn('component_type', 'text', (c) => c.notNull())
    .addColumn('component_data', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('page_sections_page_idx').on('page_sections').columns(['page_id', 'position']).execute();

  await db.schema
    .createTable('storefronts')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('license_status', 'text')
    .addColumn('channel_id', 'text', (c) => c.notNull().references('channels.id'))
    .addColumn('is_password_protection_enabled', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('password_hash', 'text')
    .addColumn('password_version', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('mode', 'text')
    .addColumn('mode_message', 'text')
    .addColumn('is_cookie_warning_enabled', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('enable_indexing', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('enable_sticky_header', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('enable_scroll_to_top', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('page_layout', 'text', (c) => c.notNull().defaultTo('full-width'))
    .addColumn('theme', 'text', (c) => c.notNull())
    .addColumn('typography', 'text', (c) => c.notNull())
    .addColumn('fonts', 'text', (c) => c.notNull())
    .addColumn('logo', 'text', (c) => c.notNull())
    .addColumn('favicon', 'text', (c) => c.notNull())
    .addColumn('notice', 'text', (c) => c.notNull())
    .addColumn('cookie', 'text', (c) => c.notNull())
    .addColumn('custom_css', 'text')
    .addColumn('meta_title', 'text')
    .addColumn('meta_description', 'text')
    .addColumn('termsandconditions_page_slug', 'text')
    .addColumn('privacypolicy_page_slug', 'text')
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('settings')
    .addColumn('key', 'text', (c) => c.primaryKey())
    .addColumn('value', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('menus')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('handle', 'text', (c) => c.notNull().unique())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('items', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('sliders')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('handle', 'text', (c) => c.notNull().unique())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('autoplay_ms', 'integer', (c) => c.notNull().defaultTo(5000))
    .addColumn('slides', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('plugins')
    .addColumn('module_name', 'text', (c) => c.primaryKey())
    .addColumn('is_active', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('config', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('mode_subscriptions')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('mode', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addUniqueConstraint('mode_subscriptions_email_mode_uq', ['email', 'mode'])
    .execute();

  await db.schema
    .createTable('heartbeats')
    .addColumn('day', 'text', (c) => c.primaryKey())
    .addColumn('host', 'text', (c) => c.notNull())
    .addColumn('count', 'integer', (c) => c.notNull())
    .addColumn('last_at', 'text', (c) => c.notNull())
    .execute();

  // Minimal catalog for page sections and the demo store; the catalog issue extends it.
  await db.schema
    .createTable('brands')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('slug', 'text', (c) => c.notNull().unique())
    .execute();
  await db.schema
    .createTable('categories')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('parent_id', 'text', (c) => c.references('categories.id').onDelete('set null'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('slug', 'text', (c) => c.notNull().unique())
    .addColumn('image', 'text')
    .addColumn('position', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema
    .createTable('collections')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('slug', 'text', (c) => c.notNull().unique())
    .execute();
  await db.schema
    .createTable('products')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('slug', 'text', (c) => c.notNull().unique())
    .addColumn('sku', 'text', (c) => c.notNull().unique())
    .addColumn('description', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('brand_id', 'text', (c) => c.references('brands.id').onDelete('set null'))
    .addColumn('category_id', 'text', (c) => c.references('categories.id').onDelete('set null'))
    .addColumn('selling_price', 'integer', (c) => c.notNull())
    .addColumn('mrp', 'integer', (c) => c.notNull())
    .addColumn('stock', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('base_image', 'text', (c) => c.notNull())
    .addColumn('is_published', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('products_category_idx').on('products').columns(['category_id', 'created_at']).execute();
  await db.schema.createIndex('products_created_idx').on('products').columns(['is_published', 'created_at']).execute();
  await db.schema
    .createTable('product_collections')
    .addColumn('collection_id', 'text', (c) => c.notNull().references('collections.id').onDelete('cascade'))
    .addColumn('product_id', 'text', (c) => c.notNull().references('products.id').onDelete('cascade'))
    .addColumn('position', 'integer', (c) => c.notNull().defaultTo(0))
    .addPrimaryKeyConstraint('product_collections_pk', ['collection_id', 'product_id'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of [
    'product_collections',
    'products',
    'collections',
    'categories',
    'brands',
    'heartbeats',
    'mode_subscriptions',
    'plugins',
    'sliders',
    'menus',
    'settings',
    'storefronts',
    'page_sections',
    'pages',
    'templates',
    'channels',
    'address_fields',
    'states',
    'countries',
  ]) {
    await db.schema.dropTable(table).ifExists().execute();
  }
}
