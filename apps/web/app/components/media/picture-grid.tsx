import type { GalleryImage } from '@vitrine/contracts/faq-gallery';
import type { CSSProperties } from 'react';
import { OptimisedImage } from './optimised-image';
import './picture-grid.css';

/** The widest a grid picture is shown (3 columns of a 1232 px container), in CSS pixels. */
const PICTURE_WIDTH = 400;

/**
 * Pictures in a responsive grid (2 columns on phones, `columns` from md): each through the image
 * optimisation path with its width and height, so its box is reserved before it loads, and lazy
 * unless it is in the first screenful (`eager`).
 */
export function PictureGrid({ images, columns = 3, eager = false }: { images: GalleryImage[]; columns?: number; eager?: boolean }) {
  return (
    <ul className="picture-grid" style={{ '--picture-columns': columns } as CSSProperties}>
      {images.map((picture, i) => {
        const image = (
          <OptimisedImage
            className="picture-grid__image"
            src={picture.image}
            alt={picture.alt}
            width={picture.width}
            height={picture.height}
            displayWidth={Math.min(picture.width, PICTURE_WIDTH)}
            sizes={`(min-width: 1280px) ${Math.round(1232 / columns)}px, (min-width: 768px) ${Math.round(100 / columns)}vw, 50vw`}
            eager={eager && i < columns}
          />
        );
        const external = picture.link ? /^https?:/i.test(picture.link) : false;
        return (
          <li key={`${picture.image}-${i}`}>
            <figure className="picture-grid__figure">
              {picture.link ? (
                <a href={picture.link} className="picture-grid__link" rel={external ? 'noopener' : undefined}>
                  {image}
                </a>
              ) : (
                image
              )}
              {picture.caption ? <figcaption className="picture-grid__caption">{picture.caption}</figcaption> : null}
            </figure>
          </li>
        );
      })}
    </ul>
  );
}
