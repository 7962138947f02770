import type { ImageBannerData } from '@vitrine/contracts/sections';
import { CtaLink } from './cta-link';
import type { SectionProps } from './registry';
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
        <img
          className="image-banner__image"
          src={image.url}
          alt={image.alt}
          width={image.width}
          height={image.height}
          loading={first ? 'eager' : 'lazy'}
          fetchPriority={first ? 'high' : undefined}
          decoding={first ? undefined : 'async'}
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
