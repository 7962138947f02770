import type { Kysely } from 'kysely';
import type { Database } from '../../db/database.ts';

export function productCardQuery(db: Kysely<Database>) {
  return db
    .selectFrom('products')
    .leftJoin('brands', 'brands.id', 'products.brand_id')
    .leftJoin('categories', 'categories.id', 'products.category_id')
    .leftJoin('product_variants as card_variant', 'card_variant.id', 'products.card_variant_id')
    .select([
      'products.id as id',
      'products.name as name',
      'products.slug as slug',
      'products.sku as sku',
      'products.selling_price as selling_price',
      'products.mrp as mrp',
      'products.base_image as base_image',
      'products.created_at as created_at',
      'brands.name as brand_name',
      'categories.name as category_name',
      'categories.slug as category_slug',
      'products.card_variant_id as card_variant_id',
      'card_variant.stock as card_stock',
      'products.stock as stock',
    ])
    .where('products.is_published', '=', 1);
}

export async function findLatestProducts(db: Kysely<Database>, limit: number) {
  return productCardQuery(db).orderBy('products.created_at', 'desc').orderBy('products.id').limit(limit).execute();
}

export async function findProductsInCollection(db: Kysely<Database>, slug: string, limit: number) {
  return productCardQuery(db)
    .innerJoin('product_collections', 'product_collections.product_id', 'products.id')
    .innerJoin('collections', 'collections.id', 'product_collections.collection_id')
    .where('collections.slug', '=', slug)
    .orderBy('product_collections.position')
    .orderBy('products.id')
    .limit(limit)
    .execute();
}

export async function findProductsInCategory(db: Kysely<Database>, slug: string, limit: number) {
  return productCardQuery(db)
    .where((eb) =>
      eb.or([
        eb('categories.slug', '=', slug),
        eb('categories.parent_id', 'in', eb.selectFrom('categories as parent').select('parent.id').where('parent.slug', '=', slug)),
      ]),
    )
    .orderBy('products.created_at', 'desc')
    .orderBy('products.id')
    .limit(limit)
    .execute();
}

/** Products named by id or slug (a grid section may list either). */
export async function findProductsByIdsOrSlugs(db: Kysely<Database>, keys: string[]) {
  if (!keys.length) return [];
  return productCardQuery(db)
    .where((eb) => eb.or([eb('products.id', 'in', keys), eb('products.slug', 'in', keys)]))
    .execute();
}

export async function findCategories(db: Kysely<Database>, slugs: string[] | null, limit: number) {
  let q = db
    .selectFrom('categories')
    .select(['categories.id', 'categories.name', 'categories.slug', 'categories.image', 'categories.position'])
    .select((eb) =>
      eb
        .selectFrom('products')
        .innerJoin('categories as c2', 'c2.id', 'products.category_id')
        .select(eb.fn.countAll<number>().as('n'))
        .where('products.is_published', '=', 1)
        .where((w) => w.or([w('c2.id', '=', w.ref('categories.id')), w('c2.parent_id', '=', w.ref('categories.id'))]))
        .as('product_count'),
    );
  if (slugs) q = q.where('categories.slug', 'in', slugs.length ? slugs : ['']);
  else q = q.where('categories.parent_id', 'is', null);
  return q.orderBy('categories.position').orderBy('categories.id').limit(limit).execute();
}
