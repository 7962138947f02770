import { type Insertable, type Kysely, sql, type Updateable } from 'kysely';
import type { Database } from '../../db/database.ts';
import type { CartItemsTable, CartsTable } from './cart.table.ts';

// Queries of the cart module (migration 011). Quantities change in single statements, so
// parallel requests on one cart add up exactly on SQLite and PostgreSQL alike.

type Q = Kysely<Database>;
export type CartRow = CartsTable;
export type CartItemRow = CartItemsTable;

export function findCart(db: Q, id: string): Promise<CartRow | undefined> {
  return db.selectFrom('carts').selectAll().where('id', '=', id).executeTakeFirst();
}

export function findCustomerCart(db: Q, customerId: string): Promise<CartRow | undefined> {
  return db.selectFrom('carts').selectAll().where('customer_id', '=', customerId).executeTakeFirst();
}

/** Inserts a cart; a customer who already has one keeps it (the unique customer_id decides). */
export async function insertCart(db: Q, row: Insertable<CartsTable>): Promise<void> {
  await db
    .insertInto('carts')
    .values(row)
    .onConflict((oc) => oc.column('customer_id').doNothing())
    .execute();
}

export async function updateCart(db: Q, id: string, values: Updateable<CartsTable>): Promise<void> {
  await db.updateTable('carts').set(values).where('id', '=', id).execute();
}

/** Deletes a guest cart; false when it was already gone (another request merged it first). */
export async function deleteGuestCart(db: Q, id: string): Promise<boolean> {
  const result = await db.deleteFrom('carts').where('id', '=', id).where('customer_id', 'is', null).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

export async function deleteCart(db: Q, id: string): Promise<void> {
  await db.deleteFrom('carts').where('id', '=', id).execute();
}

export async function deleteExpiredCarts(db: Q, now: string): Promise<number> {
  const result = await db.deleteFrom('carts').where('expires_at', '<', now).executeTakeFirst();
  return Number(result.numDeletedRows);
}

export function findCartItems(db: Q, cartId: string): Promise<CartItemRow[]> {
  return db.selectFrom('cart_items').selectAll().where('cart_id', '=', cartId).orderBy('created_at').orderBy('id').execute();
}

export async function countCartLines(db: Q, cartId: string): Promise<number> {
  const row = await db
    .selectFrom('cart_items')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('cart_id', '=', cartId)
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}

/**
 * Adds units to a line, or makes the line: one statement, so 50 parallel adds end with the
 * exact sum. The sum is capped at `max` in the same statement.
 */
export async function addToLine(db: Q, row: Insertable<CartItemsTable>, max: number): Promise<void> {
  await db
    .insertInto('cart_items')
    .values(row)
    .onConflict((oc) =>
      oc.columns(['cart_id', 'line_key']).doUpdateSet({
        quantity: sql<number>`case when cart_items.quantity + excluded.quantity > ${max} then ${max} else cart_items.quantity + excluded.quantity end`,
        updated_at: sql<string>`excluded.updated_at`,
      }),
    )
    .execute();
}

export async function findLine(db: Q, cartId: string, lineKey: string): Promise<CartItemRow | undefined> {
  return db.selectFrom('cart_items').selectAll().where('cart_id', '=', cartId).where('line_key', '=', lineKey).executeTakeFirst();
}

export async function setLineQuantity(db: Q, cartId: string, itemId: string, quantity: number, now: string): Promise<boolean> {
  const result = await db
    .updateTable('cart_items')
    .set({ quantity, updated_at: now })
    .where('cart_id', '=', cartId)
    .where('id', '=', itemId)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

export async function deleteLine(db: Q, cartId: string, itemId: string): Promise<boolean> {
  const result = await db.deleteFrom('cart_items').where('cart_id', '=', cartId).where('id', '=', itemId).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

/** The prices the shopper has now seen: each line's added_price becomes its current price. */
export async function setAddedPrice(db: Q, cartId: string, itemId: string, price: number): Promise<void> {
  await db.updateTable('cart_items').set({ added_price: price }).where('cart_id', '=', cartId).where('id', '=', itemId).execute();
}

/** The variants (with their products) the lines name; unpublished products come back flagged. */
export function findCartVariants(db: Q, variantIds: string[]) {
  if (!variantIds.length) return Promise.resolve([]);
  return variantQuery(db).where('product_variants.id', 'in', variantIds).execute();
}

/** A variant by its id, or a product (id or slug) by its default variant. */
export async function findVariantByKey(db: Q, key: string) {
  const exact = await variantQuery(db).where('product_variants.id', '=', key).executeTakeFirst();
  if (exact) return exact;
  return variantQuery(db)
    .where((eb) => eb.or([eb('products.id', '=', key), eb('products.slug', '=', key)]))
    .orderBy('product_variants.is_default', 'desc')
    .orderBy('product_variants.position')
    .executeTakeFirst();
}

function variantQuery(db: Q) {
  return db
    .selectFrom('product_variants')
    .innerJoin('products', 'products.id', 'product_variants.product_id')
    .leftJoin('brands', 'brands.id', 'products.brand_id')
    .leftJoin('categories', 'categories.id', 'products.category_id')
    .select([
      'product_variants.id as variant_id',
      'product_variants.sku',
      'product_variants.selling_price',
      'product_variants.mrp',
      'product_variants.stock',
      'product_variants.options',
      'product_variants.image',
      'products.id as product_id',
      'products.name',
      'products.slug',
      'products.base_image',
      'products.is_published',
      'products.max_per_order',
      'products.category_id',
      'brands.name as brand_name',
      'categories.name as category_name',
      'categories.slug as category_slug',
    ]);
}
export type CartVariantRow = Awaited<ReturnType<typeof findCartVariants>>[number];

/** Attribute names and value labels for the option codes lines use. */
export function findOptionLabels(db: Q, codes: string[]) {
  if (!codes.length) return Promise.resolve([]);
  return db
    .selectFrom('attribute_values')
    .innerJoin('attributes', 'attributes.id', 'attribute_values.attribute_id')
    .select(['attributes.code', 'attributes.name', 'attribute_values.value', 'attribute_values.label'])
    .where('attributes.code', 'in', codes)
    .execute();
}
