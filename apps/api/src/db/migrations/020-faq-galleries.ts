import type { Kysely } from 'kysely';

// Issue 15 (docs/decisions/027-faq-galleries.md): the owner's FAQs (questions with sanitised HTML
// answers), galleries of pictures, and a product's own gallery (POST /api/plugins/customGallery).
// Ids of FAQs and galleries are the owner's handles, which page sections name.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('faqs')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createTable('faq_items')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('faq_id', 'text', (c) => c.notNull().references('faqs.id').onDelete('cascade'))
    .addColumn('position', 'integer', (c) => c.notNull())
    .addColumn('question', 'text', (c) => c.notNull())
    .addColumn('answer', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('faq_items_faq_idx').on('faq_items').columns(['faq_id', 'position']).execute();

  await db.schema
    .createTable('galleries')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  // One picture table for both kinds: a row belongs to a gallery or to a product, never both.
  await db.schema
    .createTable('gallery_images')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('gallery_id', 'text', (c) => c.references('galleries.id').onDelete('cascade'))
    .addColumn('product_id', 'text', (c) => c.references('products.id').onDelete('cascade'))
    .addColumn('position', 'integer', (c) => c.notNull())
    .addColumn('image', 'text', (c) => c.notNull())
    .addColumn('width', 'integer', (c) => c.notNull())
    .addColumn('height', 'integer', (c) => c.notNull())
    .addColumn('alt', 'text', (c) => c.notNull())
    .addColumn('caption', 'text')
    .addColumn('link', 'text')
    .execute();
  await db.schema.createIndex('gallery_images_gallery_idx').on('gallery_images').columns(['gallery_id', 'position']).execute();
  await db.schema.createIndex('gallery_images_product_idx').on('gallery_images').columns(['product_id', 'position']).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of ['gallery_images', 'galleries', 'faq_items', 'faqs']) await db.schema.dropTable(table).ifExists().execute();
}
