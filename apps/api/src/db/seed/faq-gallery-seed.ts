import type { Insertable } from 'kysely';
import type { FaqItemsTable, FaqsTable, GalleriesTable, GalleryImagesTable } from '../../modules/faq-gallery/faq-gallery.table.ts';
import data from './data/faq-gallery.json' with { type: 'json' };
import { gradient, type Motif, mediaUrl, motifShapes, palette, type SvgFile, svgOpen } from './svg-images.ts';

// The demo store's FAQ (its /faq page is a FAQ section), the "Our studio" gallery on the about page
// and a product's own pictures (issue 15, docs/decisions/027-faq-galleries.md).

interface PictureSpec {
  file: string;
  motifs: string[];
  alt: string;
  caption?: string;
  link?: string;
}
/** Gallery pictures are 4:3 artwork (sceneSvg). */
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

/** A scene: its motifs side by side in the middle of a soft backdrop (no text: the caption says it). */
function sceneSvg(seed: string, label: string, motifs: Motif[]): string {
  const { width, height } = GALLERY_PICTURE;
  const c = palette(seed);
  const slot = (width * 0.8) / motifs.length;
  const box = Math.min(height * 0.6, slot * 0.9);
  const scale = box / 400;
  const art = motifs
    .map((m, i) => {
      const x = width * 0.1 + i * slot + (slot - box) / 2;
      const y = (height - box) / 2 + (i % 2 ? 1 : -1) * height * 0.03;
      return `<g transform="translate(${x.toFixed(1)} ${y.toFixed(1)}) scale(${scale.toFixed(4)})">${motifShapes(m, i % 2 ? c.shade : c.shape, i % 2 ? c.shape : c.shade)}</g>`;
    })
    .join('');
  return [
    svgOpen(width, height, label),
    gradient('bg', c.from, c.to),
    `<rect width="${width}" height="${height}" fill="url(#bg)"/>`,
    `<ellipse cx="${width / 2}" cy="${height / 2}" rx="${width * 0.42}" ry="${height * 0.4}" fill="${c.glow}" opacity="0.55"/>`,
    art,
    '</svg>',
  ].join('');
}

function pictureFile(p: PictureSpec): SvgFile {
  return { path: p.file, svg: sceneSvg(p.file, p.alt, p.motifs as Motif[]) };
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
