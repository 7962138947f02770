import type { Slide } from '@vitrine/contracts/content';
import { sourceSrcSet } from '../components/media/image-sources';
import { OptimisedImage } from '../components/media/optimised-image';
import { CtaLink } from './cta-link';

interface HeroSlideProps {
  slide: Slide;
  position: number; // 0-based
  count: number;
  active: boolean;
  /** The LCP image: eager with high fetch priority. Every other slide loads lazily. */
  priority: boolean;
}

/** The hero spans the viewport: phones pick a file near their width, not the desktop 2x. */
const HERO_SIZES = '100vw';

/** One slide of the hero carousel (WAI-ARIA carousel pattern: a labelled group "N of M"). */
export function HeroSlide({ slide, position, count, active, priority }: HeroSlideProps) {
  const hasCaption = Boolean(slide.heading || slide.text || (slide.button_label && slide.button_url));
  return (
    <div
      className={active ? 'hero-slide hero-slide--active' : 'hero-slide'}
      role="group"
      aria-roledescription="slide"
      aria-label={`${position + 1} of ${count}`}
      aria-hidden={active ? undefined : true}
      // Hidden slides keep their links out of the tab order.
      inert={!active}
    >
      <picture>
        {slide.mobile_image ? <source media="(max-width: 767px)" srcSet={sourceSrcSet(slide.mobile_image, 767, HERO_SIZES)} sizes={HERO_SIZES} /> : null}
        <OptimisedImage
          className="hero-slide__image"
          src={slide.image}
          alt={slide.alt}
          width={slide.width}
          height={slide.height}
          sizes={HERO_SIZES}
          priority={priority}
        />
      </picture>
      {hasCaption ? (
        <div className="hero-slide__caption">
          {slide.heading ? <h2 className="hero-slide__heading">{slide.heading}</h2> : null}
          {slide.text ? <p className="hero-slide__text">{slide.text}</p> : null}
          {slide.button_label && slide.button_url ? <CtaLink href={slide.button_url}>{slide.button_label}</CtaLink> : null}
        </div>
      ) : null}
    </div>
  );
}
