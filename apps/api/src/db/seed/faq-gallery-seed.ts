import type { Insertable } from 'kysely';
import type { FaqItemsTable, FaqsTable, GalleriesTable, GalleryImagesTable } from '../../modules/faq-gallery/faq-gallery.table.ts';
import data from './data/faq-gallery.json' with { type: 'json' };
import { bannerSvg, type Motif, mediaUrl, type SvgFile } from './svg-images.ts';

// The demo store's FAQ (its /faq page is a FAQ section), the "Our studio" gallery on the about page
// and a product's own pictures (issue 15, docs/decisions/027-faq-galleries.md).

interface PictureSpec {
  file: string;
  motifs: string[];
  alt: string;
  caption?: string;
  link?: string;
}
/** Gallery pictures are 4:3 artwork, drawn like the banners (no text in the picture). */
export const GALLERY_PICTURE = { width: 1200, height: 900 } as const;

export interface FaqGallerySeed {
  faqs: Insertable<FaqsTable>[];
  faqItems: Insertable<FaqItemsTable>[];
  galleries: Insertable<GalleriesTable>[];
  galleryImages: Insertable<GalleryImagesTable>[];
  files: SvgFile[];
}

/** Where the demo shows its gallery: the page slug and the section's heading. */
export const demoGalleries = data.galleries.map((g) => ({ id: g.id, page: g.page, heading: g.heading }));
export const DEMO_FAQ_ID = data.faqs[0]!.id;

const idPart = (text: string) => text.replace(/[^a-z0-9]+/gi, '_');

function pictureRows(pictures: PictureSpec[], owner: { gallery_id: string } | { product_id: string }): Insertable<GalleryImagesTable>[] {
  const ownerId = 'gallery_id' in owner ? owner.gallery_id : owner.product_id;
  return pictures.map((p, position) => ({
    id: `gim_${idPart(ownerId)}_${position + 1}`,
    gallery_id: null,
    product_id: null,
    ...owner,
    position,
    image: mediaUrl(p.file),
    ...GALLERY_PICTURE,
    alt: p.alt,
    caption: p.caption ?? null,
    link: p.link ?? null,
  }));
}

function pictureFile(p: PictureSpec): SvgFile {
  return { path: p.file, svg: bannerSvg({ seed: p.file, heading: p.alt, motifs: p.motifs as Motif[], ...GALLERY_PICTURE }) };
}

/** `productIds` maps the demo products' slugs to their ids (from the catalog seed). */
export function buildFaqGallery(now: Date, productIds: Map<string, string>): FaqGallerySeed {
  const updated_at = now.toISOString();
  const faqs = data.faqs.map((f) => ({ id: f.id, title: f.title, updated_at }));
  // The seeded answers are this file's own HTML: already what the API's sanitiser keeps.
  const faqItems = data.faqs.flatMap((f) =>
    f.items.map((item, position) => ({ id: `faq_${idPart(f.id)}_${position + 1}`, faq_id: f.id, position, question: item.question, answer: item.answer })),
  );
  const galleries = data.galleries.map((g) => ({ id: g.id, title: g.title, updated_at }));
  const productGalleries = data.product_galleries.flatMap((g) => {
    const productId = productIds.get(g.product);
    return productId ? [{ productId, images: g.images as PictureSpec[] }] : [];
  });
  const galleryImages = [
    ...data.galleries.flatMap((g) => pictureRows(g.images as PictureSpec[], { gallery_id: g.id })),
    ...productGalleries.flatMap((g) => pictureRows(g.images, { product_id: g.productId })),
  ];
  const files = [...data.galleries.flatMap((g) => g.images), ...data.product_galleries.flatMap((g) => g.images)].map((p) => pictureFile(p as PictureSpec));
  return { faqs, faqItems, galleries, galleryImages, files };
}
