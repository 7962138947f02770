import type { GalleryImage } from '@vitrine/contracts/faq-gallery';
import { PictureGrid } from './picture-grid';

/** A product's own gallery under the product (below the fold: every picture lazy); nothing when it has none. */
export function ProductPictures({ images }: { images: GalleryImage[] }) {
  if (images.length === 0) return null;
  return (
    <section className="product-pictures container" aria-labelledby="product-pictures-title">
      <h2 id="product-pictures-title" className="section-heading">
        More pictures
      </h2>
      <PictureGrid images={images} columns={3} />
    </section>
  );
}
