import type { Kysely } from 'kysely';
import type { Database } from '../../db/database.ts';
import { productCardQuery } from './catalog.repository.ts';

// The product page: the product and everything shown around it, each read by an indexed key.

export async function findProductBySlug(db: Kysely<Database>, slug: string) {
  return db
    .selectFrom('products')
    .leftJoin('brands', 'brands.id', 'products.brand_id')
    .selectAll('products')
    .select(['brands.name as brand_name', 'brands.slug as brand_slug'])
    .where('products.slug', '=', slug)
    .executeTakeFirst();
}
export type ProductRow = NonNullable<Awaited<ReturnType<typeof findProductBySlug>>>;

export async function findVariants(db: Kysely<Database>, productId: string) {
  return db.selectFrom('product_variants').selectAll().where('product_id', '=', productId).orderBy('position').orderBy('id').limit(500).execute();
}

export async function findImages(db: Kysely<Database>, productId: string) {
  return db
    .selectFrom('product_images')
    .select(['url', 'width', 'height', 'alt'])
    .where('product_id', '=', productId)
    .orderBy('position')
    .orderBy('id')
    .limit(50)
    .execute();
}

export async function findLabels(db: Kysely<Database>, productId: string) {
  return db
    .selectFrom('product_labels')
    .innerJoin('labels', 'labels.id', 'product_labels.label_id')
    .select(['labels.name', 'labels.slug', 'labels.colour'])
    .where('product_labels.product_id', '=', productId)
    .orderBy('labels.name')
    .execute();
}

export async function findTags(db: Kysely<Database>, productId: string) {
  return db
    .selectFrom('product_tags')
    .innerJoin('tags', 'tags.id', 'product_tags.tag_id')
    .select(['tags.name', 'tags.slug'])
    .where('product_tags.product_id', '=', productId)
    .orderBy('tags.name')
    .execute();
}

/** The product's own attributes (not variant options): its specs. */
export async function findSpecValues(db: Kysely<Database>, productId: string) {
  return db
    .selectFrom('product_attribute_values as pav')
    .innerJoin('attribute_values as av', 'av.id', 'pav.attribute_value_id')
    .innerJoin('attributes as a', 'a.id', 'av.attribute_id')
    .select(['a.code', 'a.name', 'av.label'])
    .where('pav.product_id', '=', productId)
    .where('a.is_variant', '=', 0)
    .orderBy('a.position')
    .orderBy('a.code')
    .orderBy('av.position')
    .execute();
}

/** The attributes named by the variants' options, with their values, in display order. */
export async function findOptionValues(db: Kysely<Database>, codes: string[]) {
  if (!codes.length) return [];
  return db
    .selectFrom('attributes as a')
    .innerJoin('attribute_values as av', 'av.attribute_id', 'a.id')
    .select([
      'a.id as attribute_id',
      'a.code',
      'a.name',
      'a.display',
      'a.position as attribute_position',
      'av.id as value_id',
      'av.value',
      'av.label',
      'av.swatch',
    ])
    .where('a.code', 'in', codes)
    .orderBy('a.position')
    .orderBy('a.code')
    .orderBy('av.position')
    .orderBy('av.value')
    .limit(2000)
    .execute();
}

export async function findSizeChart(db: Kysely<Database>, id: string) {
  return db.selectFrom('size_charts').select(['name', 'unit', 'columns', 'rows']).where('id', '=', id).executeTakeFirst();
}

/** Published products in these categories, most featured first, leaving some out. */
export async function findCardsInCategories(db: Kysely<Database>, categoryIds: string[], excludeIds: string[], limit: number) {
  if (!categoryIds.length || limit <= 0) return [];
  let q = productCardQuery(db).where('products.category_id', 'in', categoryIds);
  if (excludeIds.length) q = q.where('products.id', 'not in', excludeIds);
  return q.orderBy('products.featured_rank', 'desc').orderBy('products.sales_count', 'desc').orderBy('products.id', 'desc').limit(limit).execute();
}

/** Whether a product with this id exists, and whether shoppers see it. */
export async function findProductVisibility(db: Kysely<Database>, id: string) {
  return db.selectFrom('products').select(['id', 'is_published']).where('id', '=', id).executeTakeFirst();
}
