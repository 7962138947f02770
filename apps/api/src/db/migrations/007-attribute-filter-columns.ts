import { type Kysely, SqliteAdapter, sql } from 'kysely';

// Attribute filters (colour, size, material) are the listing filters that join another table.
// Counting "living room, brand X, colour indigo" on a 1M-product catalogue used to walk every
// product of the brand and probe its colours (~200 ms). The product columns every listing filters
// on are copied onto product_attribute_values, and one covering index answers such a listing's
// count, price range and facet sample from index entries alone (docs/decisions/007).
// Triggers keep the copies true: a new row takes its product's values (unless the writer gave
// them, as the bulk seeders do), and a product update reaches its rows.
const COPIED = ['is_published', 'brand_id', 'category_id', 'selling_price'] as const;

export async function up(db: Kysely<any>): Promise<void> {
  const isSqlite = db.getExecutor().adapter instanceof SqliteAdapter;
  await db.schema.alterTable('product_attribute_values').addColumn('is_published', 'integer').execute();
  await db.schema.alterTable('product_attribute_values').addColumn('brand_id', 'text').execute();
  await db.schema.alterTable('product_attribute_values').addColumn('category_id', 'text').execute();
  await db.schema.alterTable('product_attribute_values').addColumn('selling_price', 'integer').execute();
  await sql`update product_attribute_values set
      is_published = (select p.is_published from products p where p.id = product_attribute_values.product_id),
      brand_id = (select p.brand_id from products p where p.id = product_attribute_values.product_id),
      category_id = (select p.category_id from products p where p.id = product_attribute_values.product_id),
      selling_price = (select p.selling_price from products p where p.id = product_attribute_values.product_id)`.execute(db);
  await db.schema
    .createIndex('product_attribute_values_filter_idx')
    .on('product_attribute_values')
    // Category before price before brand: a category listing seeks its price range, with or
    // without a brand filter, and checks the brand inside the index.
    .columns(['attribute_value_id', 'is_published', 'category_id', 'selling_price', 'brand_id', 'product_id'])
    .execute();

  // The brand index also carries the id: a brand's facet sample reads no product rows.
  await db.schema.dropIndex('products_brand_idx').execute();
  await db.schema.createIndex('products_brand_idx').on('products').columns(['brand_id', 'is_published', 'category_id', 'selling_price', 'id']).execute();

  if (isSqlite) {
    await sql`create trigger product_attribute_values_copy after insert on product_attribute_values
      when new.is_published is null
      begin
        update product_attribute_values set
          is_published = (select is_published from products where id = new.product_id),
          brand_id = (select brand_id from products where id = new.product_id),
          category_id = (select category_id from products where id = new.product_id),
          selling_price = (select selling_price from products where id = new.product_id)
        where rowid = new.rowid;
      end`.execute(db);
    await sql`create trigger products_filter_columns_sync after update of is_published, brand_id, category_id, selling_price on products
      begin
        update product_attribute_values set is_published = new.is_published, brand_id = new.brand_id,
          category_id = new.category_id, selling_price = new.selling_price
        where product_id = new.id;
      end`.execute(db);
    return;
  }
  await sql`create function product_attribute_values_copy() returns trigger language plpgsql as $$
    begin
      if new.is_published is null then
        select p.is_published, p.brand_id, p.category_id, p.selling_price
          into new.is_published, new.brand_id, new.category_id, new.selling_price
          from products p where p.id = new.product_id;
      end if;
      return new;
    end $$`.execute(db);
  await sql`create trigger product_attribute_values_copy before insert on product_attribute_values
    for each row execute function product_attribute_values_copy()`.execute(db);
  await sql`create function products_filter_columns_sync() returns trigger language plpgsql as $$
    begin
      update product_attribute_values set is_published = new.is_published, brand_id = new.brand_id,
        category_id = new.category_id, selling_price = new.selling_price
      where product_id = new.id;
      return new;
    end $$`.execute(db);
  await sql`create trigger products_filter_columns_sync after update of is_published, brand_id, category_id, selling_price on products
    for each row execute function products_filter_columns_sync()`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  const isSqlite = db.getExecutor().adapter instanceof SqliteAdapter;
  await sql`drop trigger if exists product_attribute_values_copy${isSqlite ? sql`` : sql` on product_attribute_values`}`.execute(db);
  await sql`drop trigger if exists products_filter_columns_sync${isSqlite ? sql`` : sql` on products`}`.execute(db);
  if (!isSqlite) {
    await sql`drop function if exists product_attribute_values_copy()`.execute(db);
    await sql`drop function if exists products_filter_columns_sync()`.execute(db);
  }
  await db.schema.dropIndex('product_attribute_values_filter_idx').ifExists().execute();
  await db.schema.dropIndex('products_brand_idx').execute();
  await db.schema.createIndex('products_brand_idx').on('products').columns(['brand_id', 'is_published', 'category_id', 'selling_price']).execute();
  for (const column of COPIED) await db.schema.alterTable('product_attribute_values').dropColumn(column).execute();
}
