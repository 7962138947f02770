import crypto from 'node:crypto';
import {
  type CustomGallery,
  type Faq,
  FaqGalleryMessages,
  type FaqSaveData,
  type Gallery,
  type GalleryImage,
  type GalleryImageInput,
  type GallerySaveData,
} from '@vitrine/contracts/faq-gallery';
import sanitizeHtml from 'sanitize-html';
import type { Db } from '../../db/connect.ts';
import { notFound } from '../../lib/app-error.ts';
import { createKeyedDbCache } from '../../lib/db-cache.ts';
import { nowIso } from '../../lib/json.ts';
import { isVisibleProductId } from '../catalog/product.service.ts';
import * as repo from './faq-gallery.repository.ts';
import type { GalleryImagesTable } from './faq-gallery.table.ts';

// FAQs and galleries are read on page renders and change only through owner writes: kept a few
// seconds per database like pages and menus (decisions/024); every owner write drops them.
const TTL_MS = 3000;
const faqs = createKeyedDbCache<Faq | null>(TTL_MS, 200);
const galleries = createKeyedDbCache<Gallery | null>(TTL_MS, 200);
const productGalleries = createKeyedDbCache<GalleryImage[] | null>(TTL_MS, 500);

function forgetAll(db: Db): void {
  for (const cache of [faqs, galleries, productGalleries]) cache.forget(db);
}

// Answers are owner HTML: sanitised when written, so every reader renders them as they are.
const ANSWER_HTML: sanitizeHtml.IOptions = {
  allowedTags: ['p', 'br', 'strong', 'b', 'em', 'i', 'u', 'a', 'ul', 'ol', 'li', 'blockquote', 'code'],
  allowedAttributes: { a: ['href', 'title', 'rel'] },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  transformTags: { a: sanitizeHtml.simpleTransform('a', { rel: 'noopener' }) },
};

export function sanitiseAnswer(html: string): string {
  return sanitizeHtml(html, ANSWER_HTML);
}

export async function getFaq(db: Db, id: string): Promise<Faq> {
  const faq = await faqs.get(db, id, async () => {
    const row = await repo.findFaq(db.kysely, id);
    if (!row) return null;
    return { id: row.id, title: row.title, items: await repo.findFaqItems(db.kysely, id) };
  });
  if (!faq) throw notFound(FaqGalleryMessages.faqNotFound);
  return faq;
}

export async function getGallery(db: Db, id: string): Promise<Gallery> {
  const gallery = await galleries.get(db, id, async () => {
    const row = await repo.findGallery(db.kysely, id);
    if (!row) return null;
    return { id: row.id, title: row.title, images: await repo.findGalleryImages(db.kysely, id) };
  });
  if (!gallery) throw notFound(FaqGalleryMessages.galleryNotFound);
  return gallery;
}

/** A product's own pictures; an empty list when it has none, 404 for a product shoppers cannot see. */
export async function getCustomGallery(db: Db, productId: string): Promise<CustomGallery> {
  const images = await productGalleries.get(db, productId, async () =>
    (await isVisibleProductId(db, productId)) ? repo.findProductImages(db.kysely, productId) : null,
  );
  if (!images) throw notFound(FaqGalleryMessages.productNotFound);
  return { product_id: productId, images };
}

export async function saveFaq(db: Db, id: string, input: FaqSaveData): Promise<Faq> {
  const items = input.items.map((item, position) => ({
    id: crypto.randomUUID(),
    faq_id: id,
    position,
    question: item.question,
    answer: sanitiseAnswer(item.answer),
  }));
  await repo.saveFaq(db.kysely, { id, title: input.title, updated_at: nowIso() }, items);
  forgetAll(db);
  return getFaq(db, id);
}

export async function deleteFaq(db: Db, id: string): Promise<{ id: string }> {
  if (!(await repo.deleteFaq(db.kysely, id))) throw notFound(FaqGalleryMessages.faqNotFound);
  forgetAll(db);
  return { id };
}

function imageRows(images: GalleryImageInput[], owner: { gallery_id: string } | { product_id: string }): GalleryImagesTable[] {
  return images.map((image, position) => ({
    id: crypto.randomUUID(),
    gallery_id: null,
    product_id: null,
    ...owner,
    position,
    image: image.image,
    width: image.width,
    height: image.height,
    alt: image.alt,
    caption: image.caption || null,
    link: image.link || null,
  }));
}

export async function saveGallery(db: Db, id: string, input: GallerySaveData): Promise<Gallery> {
  await repo.saveGallery(db.kysely, { id, title: input.title, updated_at: nowIso() }, imageRows(input.images, { gallery_id: id }));
  forgetAll(db);
  return getGallery(db, id);
}

export async function deleteGallery(db: Db, id: string): Promise<{ id: string }> {
  if (!(await repo.deleteGallery(db.kysely, id))) throw notFound(FaqGalleryMessages.galleryNotFound);
  forgetAll(db);
  return { id };
}

/** The owner may give an unpublished product its gallery ahead of publishing it. */
export async function saveCustomGallery(db: Db, productId: string, images: GalleryImageInput[]): Promise<CustomGallery> {
  if (!(await isVisibleProductId(db, productId, true))) throw notFound(FaqGalleryMessages.productNotFound);
  await repo.saveProductImages(db.kysely, productId, imageRows(images, { product_id: productId }));
  forgetAll(db);
  return { product_id: productId, images: await repo.findProductImages(db.kysely, productId) };
}
