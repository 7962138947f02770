/** An owner's FAQ (migration 020); its id is the handle a FAQ section names. */
export interface FaqsTable {
  id: string;
  title: string;
  updated_at: string;
}

export interface FaqItemsTable {
  id: string;
  faq_id: string;
  position: number;
  question: string;
  /** HTML, sanitised when written. */
  answer: string;
}

export interface GalleriesTable {
  id: string;
  title: string;
  updated_at: string;
}

/** A picture of a gallery (gallery_id) or of a product's own gallery (product_id). */
export interface GalleryImagesTable {
  id: string;
  gallery_id: string | null;
  product_id: string | null;
  position: number;
  image: string;
  width: number;
  height: number;
  alt: string;
  caption: string | null;
  link: string | null;
}

export interface FaqGalleryTables {
  faqs: FaqsTable;
  faq_items: FaqItemsTable;
  galleries: GalleriesTable;
  gallery_images: GalleryImagesTable;
}
