import { type Kysely, SqliteAdapter, sql } from 'kysely';

// The catalog of the catalog issue: variants, attributes (product specs and variant options),
// labels, tags, images, size charts, meta and full-text search on both databases.
export async function up(db: Kysely<any>): Promise<void> {
  const isSqlite = db.getExecutor().adapter instanceof SqliteAdapter;

  for (const [column, type] of [
    ['meta_title', 'text'],
    ['meta_description', 'text'],
    ['social_sharing_image', 'text'],
    ['size_chart_id', 'text'],
    ['specs', 'text'],
    ['updated_at', 'text'],
  ] as const) {
    await db.schema.alterTable('products').addColumn(column, type).execute();
  }
  await db.schema
    .alterTable('products')
    .addColumn('sales_count', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema
    .alterTable('products')
    .addColumn('featured_rank', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  for (const column of ['description', 'meta_title', 'meta_description']) {
    await db.schema.alterTable('categories').addColumn(column, 'text').execute();
  }
  for (const column of ['description', 'image']) {
    await db.schema.alterTable('collections').addColumn(column, 'text').execute();
  }

  await db.schema
    .createTable('product_variants')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('product_id', 'text', (c) => c.notNull().references('products.id').onDelete('cascade'))
    .addColumn('sku', 'text', (c) => c.notNull().unique())
    .addColumn('selling_price', 'integer', (c) => c.notNull())
    .addColumn('mrp', 'integer', (c) => c.notNull())
    .addColumn('stock', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('options', 'text', (c) => c.notNull()) // JSON { attribute code: value code }
    .addColumn('image', 'text') // JSON ImageRef
    .addColumn('position', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('is_default', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema.createIndex('product_variants_product_idx').on('product_variants').columns(['product_id', 'position']).execute();

  await db.schema
    .createTable('attributes')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('code', 'text', (c) => c.notNull().unique())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('display', 'text', (c) => c.notNull().defaultTo('select')) // colour | image | label | select
    .addColumn('is_variant', 'integer', (c) => c.notNull().defaultTo(0)) // a variable attribute (variant option)
    .addColumn('is_filterable', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('position', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema
    .createTable('attribute_values')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('attribute_id', 'text', (c) => c.notNull().references('attributes.id').onDelete('cascade'))
    .addColumn('value', 'text', (c) => c.notNull())
    .addColumn('label', 'text', (c) => c.notNull())
    .addColumn('swatch', 'text')
    .addColumn('position', 'integer', (c) => c.notNull().defaultTo(0))
    .addUniqueConstraint('attribute_values_attribute_value_uq', ['attribute_id', 'value'])
    .execute();
  // Which attribute values a product has (its specs, and the options of any of its variants).
  await db.schema
    .createTable('product_attribute_values')
    .addColumn('product_id', 'text', (c) => c.notNull().references('products.id').onDelete('cascade'))
    .addColumn('attribute_value_id', 'text', (c) => c.notNull().references('attribute_values.id').onDelete('cascade'))
    .addPrimaryKeyConstraint('product_attribute_values_pk', ['product_id', 'attribute_value_id'])
    .execute();
  await db.schema.createIndex('product_attribute_values_value_idx').on('product_attribute_values').columns(['attribute_value_id', 'product_id']).execute();

  await db.schema
    .createTable('labels')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('slug', 'text', (c) => c.notNull().unique())
    .addColumn('colour', 'text', (c) => c.notNull().defaultTo('#1f2933'))
    .execute();
  await db.schema
    .createTable('product_labels')
    .addColumn('product_id', 'text', (c) => c.notNull().references('products.id').onDelete('cascade'))
    .addColumn('label_id', 'text', (c) => c.notNull().references('labels.id').onDelete('cascade'))
    .addPrimaryKeyConstraint('product_labels_pk', ['product_id', 'label_id'])
    .execute();
  await db.schema.createIndex('product_labels_label_idx').on('product_labels').columns(['label_id', 'product_id']).execute();

  await db.schema
    .createTable('tags')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('slug', 'text', (c) => c.notNull().unique())
    .execute();
  await db.schema
    .createTable('product_tags')
    .addColumn('product_id', 'text', (c) => c.notNull().references('products.id').onDelete('cascade'))
    .addColumn('tag_id', 'text', (c) => c.notNull().references('tags.id').onDelete('cascade'))
    .addPrimaryKeyConstraint('product_tags_pk', ['product_id', 'tag_id'])
    .execute();
  await db.schema.createIndex('product_tags_tag_idx').on('product_tags').columns(['tag_id', 'product_id']).execute();

  await db.schema
    .createTable('product_images')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('product_id', 'text', (c) => c.notNull().references('products.id').onDelete('cascade'))
    .addColumn('url', 'text', (c) => c.notNull())
    .addColumn('width', 'integer', (c) => c.notNull())
    .addColumn('height', 'integer', (c) => c.notNull())
    .addColumn('alt', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('position', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema.createIndex('product_images_product_idx').on('product_images').columns(['product_id', 'position']).execute();

  await db.schema
    .createTable('size_charts')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('unit', 'text', (c) => c.notNull())
    .addColumn('columns', 'text', (c) => c.notNull()) // JSON string[]
    .addColumn('rows', 'text', (c) => c.notNull()) // JSON string[][]
    .execute();

  // Listing indexes: every filter and sort has one (brand, label, tag and attribute joins above).
  await db.schema.createIndex('products_brand_idx').on('products').columns(['brand_id', 'is_published']).execute();
  await db.schema.createIndex('products_price_idx').on('products').columns(['is_published', 'selling_price', 'id']).execute();
  await db.schema.createIndex('products_name_idx').on('products').columns(['is_published', 'name', 'id']).execute();
  await db.schema.createIndex('products_sales_idx').on('products').columns(['is_published', 'sales_count', 'id']).execute();
  await db.schema.createIndex('products_featured_idx').on('products').columns(['is_published', 'featured_rank', 'id']).execute();
  await db.schema.createIndex('product_collections_product_idx').on('product_collections').columns(['product_id']).execute();

  // Full-text search: the document is normalised in code (lower case, no accents: see
  // contracts/search.ts normaliseSearchText), so both databases match the same way.
  if (isSqlite) {
    await sql`create virtual table product_search using fts5(product_id unindexed, document, tokenize = 'unicode61 remove_diacritics 2')`.execute(db);
  } else {
    await db.schema
      .createTable('product_search')
      .addColumn('product_id', 'text', (c) => c.primaryKey().references('products.id').onDelete('cascade'))
      .addColumn('document', 'text', (c) => c.notNull())
      .execute();
    await sql`alter table product_search add column tsv tsvector generated always as (to_tsvector('simple', document)) stored`.execute(db);
    await sql`create index product_search_tsv_idx on product_search using gin (tsv)`.execute(db);
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of [
    'product_search',
    'size_charts',
    'product_images',
    'product_tags',
    'tags',
    'product_labels',
    'labels',
    'product_attribute_values',
    'attribute_values',
    'attributes',
    'product_variants',
  ]) {
    await db.schema.dropTable(table).ifExists().execute();
  }
}
