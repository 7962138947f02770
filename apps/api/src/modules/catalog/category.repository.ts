import type { Kysely } from 'kysely';
import type { Database } from '../../db/database.ts';

// Categories are few (a shop has tens to hundreds), so the tree is read whole and walked in code.
const MAX_CATEGORIES = 5000;
const MAX_TAGS = 500;

export async function findAllCategories(db: Kysely<Database>) {
  return db
    .selectFrom('categories')
    .select(['id', 'parent_id', 'name', 'slug', 'image', 'position', 'description', 'meta_title', 'meta_description'])
    .orderBy('position')
    .orderBy('id')
    .limit(MAX_CATEGORIES)
    .execute();
}
export type CategoryRow = Awaited<ReturnType<typeof findAllCategories>>[number];

/** Published products per (direct) category. */
export async function countPublishedByCategory(db: Kysely<Database>) {
  return db
    .selectFrom('products')
    .select(['category_id', (eb) => eb.fn.countAll<number | string>().as('n')])
    .where('is_published', '=', 1)
    .where('category_id', 'is not', null)
    .groupBy('category_id')
    .execute();
}

export async function findTagsWithCounts(db: Kysely<Database>) {
  return db
    .selectFrom('tags')
    .select(['tags.name', 'tags.slug'])
    .select((eb) =>
      eb
        .selectFrom('product_tags')
        .innerJoin('products', 'products.id', 'product_tags.product_id')
        .select(eb.fn.countAll<number | string>().as('n'))
        .whereRef('product_tags.tag_id', '=', 'tags.id')
        .where('products.is_published', '=', 1)
        .as('product_count'),
    )
    .orderBy('tags.name')
    .orderBy('tags.slug')
    .limit(MAX_TAGS)
    .execute();
}

export async function findCollectionBySlug(db: Kysely<Database>, slug: string) {
  return db.selectFrom('collections').select(['id', 'name', 'slug', 'description']).where('slug', '=', slug).executeTakeFirst();
}

/** The ids of brands named by slug (unknown slugs are left out). */
export async function findBrandIdsBySlugs(db: Kysely<Database>, slugs: string[]): Promise<string[]> {
  if (!slugs.length) return [];
  const rows = await db.selectFrom('brands').select('id').where('slug', 'in', slugs).execute();
  return rows.map((r) => r.id);
}
