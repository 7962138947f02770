import type { Kysely } from 'kysely';
import type { Database } from '../../db/database.ts';
import type { PageSectionsTable, PagesTable, TemplatesTable } from './content.table.ts';

export async function findPageBySlug(db: Kysely<Database>, slug: string) {
  return db.selectFrom('pages').selectAll().where('slug', '=', slug).executeTakeFirst();
}

export async function findSections(db: Kysely<Database>, pageId: string) {
  return db.selectFrom('page_sections').selectAll().where('page_id', '=', pageId).orderBy('position').execute();
}

export async function findTemplate(db: Kysely<Database>, id: string | null) {
  if (id) {
    const row = await db.selectFrom('templates').selectAll().where('id', '=', id).executeTakeFirst();
    if (row) return row;
  }
  return db.selectFrom('templates').selectAll().orderBy('is_default', 'desc').orderBy('id').limit(1).executeTakeFirst();
}

export async function updateTemplateRow(db: Kysely<Database>, id: string, patch: Partial<TemplatesTable>) {
  const result = await db.updateTable('templates').set(patch).where('id', '=', id).executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** Replaces a page and its ordered sections in one transaction. */
export async function savePage(db: Kysely<Database>, page: PagesTable, sections: PageSectionsTable[]) {
  await db.transaction().execute(async (trx) => {
    await trx
      .insertInto('pages')
      .values(page)
      .onConflict((oc) =>
        oc.column('slug').doUpdateSet({
          title: page.title,
          template_id: page.template_id,
          meta_title: page.meta_title,
          meta_description: page.meta_description,
          is_published: page.is_published,
          updated_at: page.updated_at,
        }),
      )
      .execute();
    const saved = await trx.selectFrom('pages').select('id').where('slug', '=', page.slug).executeTakeFirstOrThrow();
    await trx.deleteFrom('page_sections').where('page_id', '=', saved.id).execute();
    if (sections.length) {
      await trx
        .insertInto('page_sections')
        .values(sections.map((s) => ({ ...s, page_id: saved.id })))
        .execute();
    }
  });
}

export async function findMenu(db: Kysely<Database>, idOrHandle: string) {
  return db
    .selectFrom('menus')
    .selectAll()
    .where((eb) => eb.or([eb('id', '=', idOrHandle), eb('handle', '=', idOrHandle)]))
    .executeTakeFirst();
}

export async function findSlider(db: Kysely<Database>, idOrHandle: string) {
  return db
    .selectFrom('sliders')
    .selectAll()
    .where((eb) => eb.or([eb('id', '=', idOrHandle), eb('handle', '=', idOrHandle)]))
    .executeTakeFirst();
}
