import { z } from 'zod';

// spec §7 "Forms and FAQ" (GET /api/faq/{id}) and "Plugins" (POST /api/plugins/Gallery,
// POST /api/plugins/customGallery with product_id), plus the owner's writes behind the admin token.
// The answer's HTML is sanitised by the API when written, so readers render it as is.

export interface FaqItem {
  question: string;
  /** Sanitised HTML. */
  answer: string;
}
export interface Faq {
  id: string;
  title: string;
  items: FaqItem[];
}

export interface GalleryImage {
  /** A /media/... path: shown through the image optimisation path. */
  image: string;
  width: number;
  height: number;
  alt: string;
  caption: string | null;
  /** Where the picture leads (a path on this shop or an http(s) address), or none. */
  link: string | null;
}
export interface Gallery {
  id: string;
  title: string;
  images: GalleryImage[];
}
export interface CustomGallery {
  product_id: string;
  images: GalleryImage[];
}

export const FaqGalleryMessages = {
  faqNotFound: 'FAQ not found',
  galleryNotFound: 'Gallery not found',
  productNotFound: 'Product not found',
  faqSaved: 'FAQ saved',
  faqDeleted: 'FAQ deleted',
  gallerySaved: 'Gallery saved',
  galleryDeleted: 'Gallery deleted',
  customGallerySaved: 'Product gallery saved',
} as const;

/** Most questions in one FAQ, pictures in one gallery and in one product's gallery. */
export const MAX_FAQ_ITEMS = 100;
export const MAX_GALLERY_IMAGES = 60;
export const MAX_CUSTOM_GALLERY_IMAGES = 30;

/** An owner-chosen id (a handle, like a menu's): what a section names. */
export const contentHandle = z
  .string()
  .trim()
  .min(1)
  .max(100)
  .regex(/^[A-Za-z0-9][A-Za-z0-9_-]*$/);

export const faqIdParamSchema = z.object({ id: contentHandle });
/** POST /api/plugins/Gallery: which gallery. */
export const galleryRequestSchema = z.object({ id: contentHandle });
/** POST /api/plugins/customGallery: which product (its id). */
export const customGalleryRequestSchema = z.object({ product_id: z.string().trim().min(1).max(100) });
/** PUT /api/admin/products/:product_id/gallery */
export const productIdParamSchema = z.object({ product_id: z.string().trim().min(1).max(100) });

/** A picture on this shop (the optimiser reads only /media/), never a remote address. */
export const mediaPath = z
  .string()
  .trim()
  .max(500)
  .regex(/^\/media\/(?!.*\.\.)[\w./-]+$/);
/** A link the owner sets: a path on this shop or an http(s) address (never javascript: or data:). */
export const ownerLink = z
  .string()
  .trim()
  .max(500)
  .regex(/^(\/(?![/\\])|https?:\/\/|#|mailto:|tel:)/i);

export const galleryImageInput = z
  .object({
    image: mediaPath,
    width: z.number().int().positive().max(10_000),
    height: z.number().int().positive().max(10_000),
    alt: z.string().trim().max(200),
    caption: z.string().trim().max(300).nullish(),
    link: ownerLink.nullish(),
  })
  .strict();

export const faqSaveSchema = z
  .object({
    title: z.string().trim().min(1).max(200),
    items: z.array(z.object({ question: z.string().trim().min(1).max(300), answer: z.string().max(20_000) }).strict()).max(MAX_FAQ_ITEMS),
  })
  .strict();

export const gallerySaveSchema = z.object({ title: z.string().trim().min(1).max(200), images: z.array(galleryImageInput).max(MAX_GALLERY_IMAGES) }).strict();

export const customGallerySaveSchema = z.object({ images: z.array(galleryImageInput).max(MAX_CUSTOM_GALLERY_IMAGES) }).strict();

export type FaqSaveData = z.infer<typeof faqSaveSchema>;
export type GallerySaveData = z.infer<typeof gallerySaveSchema>;
export type GalleryImageInput = z.infer<typeof galleryImageInput>;
