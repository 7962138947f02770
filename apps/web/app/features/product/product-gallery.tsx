import type { ImageRef } from '@vitrine/contracts/sections';
import { type KeyboardEvent, type PointerEvent, Suspense, useRef, useState } from 'react';
import { OptimisedImage } from '../../components/media/optimised-image';
import { onDemand, useOpenedOnce } from '../../components/ui/on-demand';
import { stepIndex } from './gallery-images';

// The zoom dialog's code loads when the shopper points at, focuses or opens the main image.
const GalleryZoom = onDemand(() => import('./gallery-zoom-dialog').then((m) => m.GalleryZoomDialog));

interface ProductGalleryProps {
  images: ImageRef[];
  productName: string;
}

// The main image spans the column: full width on phones, half from md, 7/12 of 1280 from lg.
const MAIN_SIZES = '(min-width: 1280px) 690px, (min-width: 1024px) 56vw, (min-width: 768px) 50vw, 100vw';

/**
 * Main image (the page's LCP: eager, high priority) with thumbnails, arrow keys, hover zoom on
 * desktop and a dialog with the large image on click or Enter.
 */
export function ProductGallery({ images, productName }: ProductGalleryProps) {
  const [index, setIndex] = useState(0);
  const [zoomOpen, setZoomOpen] = useState(false);
  const zoomMounted = useOpenedOnce(zoomOpen);
  const thumbs = useRef<(HTMLButtonElement | null)[]>([]);
  // A new variant brings its own first image: show it (state reset during render, no effect).
  const first = images[0]?.url;
  const [shownFirst, setShownFirst] = useState(first);
  if (shownFirst !== first) {
    setShownFirst(first);
    setIndex(0);
  }
  const count = images.length;
  const current = images[Math.min(index, count - 1)];
  if (!current) return null;

  const show = (next: number, focusThumb: boolean) => {
    setIndex(next);
    if (focusThumb) thumbs.current[next]?.focus();
  };
  const onArrows = (focusThumb: boolean) => (event: KeyboardEvent) => {
    const delta = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0;
    if (event.key === 'Home' || event.key === 'End') {
      event.preventDefault();
      show(event.key === 'Home' ? 0 : count - 1, focusThumb);
    } else if (delta && count > 1) {
      event.preventDefault();
      show(stepIndex(index, delta, count), focusThumb);
    }
  };
  // Hover zoom follows the mouse through CSS variables (no re-render per move).
  const onPointerMove = (event: PointerEvent<HTMLButtonElement>) => {
    if (event.pointerType !== 'mouse') return;
    const box = event.currentTarget.getBoundingClientRect();
    event.currentTarget.style.setProperty('--zoom-x', `${((event.clientX - box.left) / box.width) * 100}%`);
    event.currentTarget.style.setProperty('--zoom-y', `${((event.clientY - box.top) / box.height) * 100}%`);
  };
  const alt = current.alt || productName;

  return (
    <section className="gallery" aria-label="Product images">
      <button
        type="button"
        className="gallery__main"
        aria-haspopup="dialog"
        onClick={() => setZoomOpen(true)}
        onKeyDown={onArrows(false)}
        onPointerMove={onPointerMove}
        onPointerEnter={GalleryZoom.preload}
        onFocus={GalleryZoom.preload}
      >
        <OptimisedImage
          key={current.url}
          className="gallery__image"
          src={current.url}
          alt={alt}
          width={current.width}
          height={current.height}
          displayWidth={800}
          sizes={MAIN_SIZES}
          // The first image is the page's LCP; a later one is wanted at once too (it was clicked).
          priority={index === 0}
          eager
          placeholder
        />
        <span className="visually-hidden">
          {' '}
          (zoom, image {index + 1} of {count})
        </span>
      </button>
      {count > 1 ? (
        <ul className="gallery__thumbs">
          {images.map((image, i) => (
            <li key={image.url}>
              <button
                ref={(el) => {
                  thumbs.current[i] = el;
                }}
                type="button"
                className="gallery__thumb"
                aria-label={`Show image ${i + 1}`}
                aria-current={i === index ? 'true' : undefined}
                onClick={() => show(i, false)}
                onKeyDown={onArrows(true)}
              >
                <OptimisedImage className="gallery__thumb-image" src={image.url} alt="" width={image.width} height={image.height} displayWidth={80} />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      {zoomMounted ? (
        <Suspense fallback={null}>
          <GalleryZoom.Component
            open={zoomOpen}
            onClose={() => setZoomOpen(false)}
            productName={productName}
            image={current}
            alt={alt}
            index={index}
            count={count}
            onShow={setIndex}
          />
        </Suspense>
      ) : null}
    </section>
  );
}
