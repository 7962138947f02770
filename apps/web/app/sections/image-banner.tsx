import type { ImageBannerData } from '@vitrine/contracts/sections';
import { OptimisedImage } from '../components/media/optimised-image';
import { CtaLink } from './cta-link';
import type { SectionProps } from './section-props';
import '../styles/sections.css';

/** A wide image with an optional heading, text and button. */
export function ImageBannerSection({ data, index }: SectionProps<ImageBannerData>) {
  const image = data?.image;
  if (!image?.url) return null;
  const first = index === 0;
  const hasCaption = Boolean(data.heading || data.text || (data.button_label && data.button_url));
  return (
    <section className="image-banner container" aria-label={data.heading || image.alt || undefined}>
      <div className="image-banner__frame">
        <OptimisedImage
          className="image-banner__image"
          src={image.url}
          alt={image.alt}
          width={image.width}
          height={image.height}
          // The banner fills the container (1280 px less its padding), or the viewport below that.
          sizes="(min-width: 1280px) 1232px, 100vw"
          displayWidth={Math.min(image.width, 1232)}
          priority={first}
        />
        {hasCaption ? (
          <div className="image-banner__caption">
            {data.heading ? <h2 className="image-banner__heading">{data.heading}</h2> : null}
            {data.text ? <p className="image-banner__text">{data.text}</p> : null}
            {data.button_label && data.button_url ? <CtaLink href={data.button_url}>{data.button_label}</CtaLink> : null}
          </div>
        ) : null}
      </div>
    </section>
  );
}
