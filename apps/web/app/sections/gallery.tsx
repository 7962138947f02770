import type { GalleryImage } from '@vitrine/contracts/faq-gallery';
import type { GallerySectionData } from '@vitrine/contracts/sections';
import { PictureGrid } from '../components/media/picture-grid';
import { HeadedSection } from './headed-section';
import type { SectionProps } from './section-props';

/** A gallery's pictures (POST /api/plugins/Gallery, fetched on the server) in a responsive grid. */
export function GallerySection({ data, resolved, index }: SectionProps<GallerySectionData, GalleryImage[] | null>) {
  const images = resolved ?? [];
  if (images.length === 0) return null;
  return (
    <HeadedSection className="gallery-section container" heading={data?.heading}>
      <PictureGrid images={images} columns={data?.columns ?? 3} eager={index === 0} />
    </HeadedSection>
  );
}
