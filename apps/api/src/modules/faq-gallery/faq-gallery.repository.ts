import type { Insertable, Kysely } from 'kysely';
import type { Database } from '../../db/database.ts';
import type { FaqItemsTable, FaqsTable, GalleriesTable, GalleryImagesTable } from './faq-gallery.table.ts';

// FAQs, galleries and products' own galleries: each read is one indexed key, each list bounded by
// what a save accepts (contracts faq-gallery.ts), so a read costs at most that many rows.
const MAX_ROWS = 200;

export async function findFaq(db: Kysely<Database>, id: string) {
  return db.selectFrom('faqs').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function findFaqItems(db: Kysely<Database>, faqId: string) {
  return db.selectFrom('faq_items').select(['question', 'answer']).where('faq_id', '=', faqId).orderBy('position').limit(MAX_ROWS).execute();
}

export async function findGallery(db: Kysely<Database>, id: string) {
  return db.selectFrom('galleries').selectAll().where('id', '=', id).executeTakeFirst();
}

const imageColumns = ['image', 'width', 'height', 'alt', 'caption', 'link'] as const;

export async function findGalleryImages(db: Kysely<Database>, galleryId: string) {
  return db.selectFrom('gallery_images').select(imageColumns).where('gallery_id', '=', galleryId).orderBy('position').limit(MAX_ROWS).execute();
}

export async function findProductImages(db: Kysely<Database>, productId: string) {
  return db.selectFrom('gallery_images').select(imageColumns).where('product_id', '=', productId).orderBy('position').limit(MAX_ROWS).execute();
}

/** Creates or replaces a FAQ and its questions in one transaction. */
export async function saveFaq(db: Kysely<Database>, faq: FaqsTable, items: Insertable<FaqItemsTable>[]) {
  await db.transaction().execute(async (trx) => {
    await trx
      .insertInto('faqs')
      .values(faq)
      .onConflict((oc) => oc.column('id').doUpdateSet({ title: faq.title, updated_at: faq.updated_at }))
      .execute();
    await trx.deleteFrom('faq_items').where('faq_id', '=', faq.id).execute();
    if (items.length) await trx.insertInto('faq_items').values(items).execute();
  });
}

/** The number of FAQs deleted (0: none had this id); its questions go with it. */
export async function deleteFaq(db: Kysely<Database>, id: string) {
  return db.transaction().execute(async (trx) => {
    await trx.deleteFrom('faq_items').where('faq_id', '=', id).execute();
    const result = await trx.deleteFrom('faqs').where('id', '=', id).executeTakeFirst();
    return Number(result.numDeletedRows);
  });
}

/** Creates or replaces a gallery and its pictures in one transaction. */
export async function saveGallery(db: Kysely<Database>, gallery: GalleriesTable, images: Insertable<GalleryImagesTable>[]) {
  await db.transaction().execute(async (trx) => {
    await trx
      .insertInto('galleries')
      .values(gallery)
      .onConflict((oc) => oc.column('id').doUpdateSet({ title: gallery.title, updated_at: gallery.updated_at }))
      .execute();
    await trx.deleteFrom('gallery_images').where('gallery_id', '=', gallery.id).execute();
    if (images.length) await trx.insertInto('gallery_images').values(images).execute();
  });
}

export async function deleteGallery(db: Kysely<Database>, id: string) {
  return db.transaction().execute(async (trx) => {
    await trx.deleteFrom('gallery_images').where('gallery_id', '=', id).execute();
    const result = await trx.deleteFrom('galleries').where('id', '=', id).executeTakeFirst();
    return Number(result.numDeletedRows);
  });
}

/** Replaces a product's own pictures (an empty list removes its gallery). */
export async function saveProductImages(db: Kysely<Database>, productId: string, images: Insertable<GalleryImagesTable>[]) {
  await db.transaction().execute(async (trx) => {
    await trx.deleteFrom('gallery_images').where('product_id', '=', productId).execute();
    if (images.length) await trx.insertInto('gallery_images').values(images).execute();
  });
}
