import type { ImageRef } from '@vitrine/contracts/sections';
import { OptimisedImage } from '../../components/media/optimised-image';
import { Button } from '../../components/ui/button';
import { Dialog } from '../../components/ui/dialog';
import { stepIndex } from './gallery-images';

interface GalleryZoomDialogProps {
  open: boolean;
  onClose: () => void;
  productName: string;
  image: ImageRef;
  alt: string;
  index: number;
  count: number;
  onShow: (index: number) => void;
}

/** The large image with Previous and Next; loaded on demand when the gallery's main image is opened. */
export function GalleryZoomDialog({ open, onClose, productName, image, alt, index, count, onShow }: GalleryZoomDialogProps) {
  return (
    <Dialog open={open} onClose={onClose} title={productName} className="gallery-zoom">
      <figure className="gallery-zoom__figure">
        <OptimisedImage
          className="gallery-zoom__image"
          src={image.url}
          alt={alt}
          width={image.width}
          height={image.height}
          displayWidth={1200}
          sizes="min(960px, 100vw)"
          eager
        />
        {count > 1 ? (
          <figcaption className="gallery-zoom__nav">
            <Button type="button" variant="ghost" onClick={() => onShow(stepIndex(index, -1, count))}>
              Previous image
            </Button>
            <span aria-live="polite">
              {index + 1} of {count}
            </span>
            <Button type="button" variant="ghost" onClick={() => onShow(stepIndex(index, 1, count))}>
              Next image
            </Button>
          </figcaption>
        ) : null}
      </figure>
    </Dialog>
  );
}
