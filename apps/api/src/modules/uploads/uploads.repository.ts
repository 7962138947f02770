import type { Kysely } from 'kysely';
import type { Database } from '../../db/database.ts';

/** Whether a published product has this slug (customisation is offered on published products only). */
export async function isPublishedProduct(db: Kysely<Database>, slug: string): Promise<boolean> {
  const row = await db
    .selectFrom('products')
    .select('id')
    .where('slug', '=', slug)
    .where('is_published', '=', 1)
    .executeTakeFirst();
  return Boolean(row);
}
