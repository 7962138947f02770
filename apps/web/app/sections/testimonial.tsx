import type { TestimonialData } from '@vitrine/contracts/sections';
import { OptimisedImage } from '../components/media/optimised-image';
import { HeadedSection } from './headed-section';
import type { SectionProps } from './section-props';
import '../styles/content-sections.css';

const PHOTO_SIZE = 48;

/** Quotes from customers: the words, who said them, and an optional rating and photo. */
export function TestimonialSection({ data }: SectionProps<TestimonialData>) {
  const items = data?.items ?? [];
  if (items.length === 0) return null;
  return (
    <HeadedSection className="testimonials container" heading={data.heading} aria-label={data.heading ? undefined : 'Testimonials'}>
      <ul className="testimonials__list">
        {items.map((item, i) => (
          <li key={`${i}-${item.name}`}>
            <figure className="testimonial">
              {item.rating ? (
                <span className="testimonial__rating" role="img" aria-label={`Rated ${item.rating} out of 5`}>
                  {'★'.repeat(item.rating)}
                  <span className="testimonial__rating-off">{'★'.repeat(5 - item.rating)}</span>
                </span>
              ) : null}
              <blockquote className="testimonial__quote">
                <p>{item.quote}</p>
              </blockquote>
              <figcaption className="testimonial__by">
                {item.photo ? (
                  <OptimisedImage
                    className="testimonial__photo"
                    src={item.photo.url}
                    alt=""
                    width={item.photo.width}
                    height={item.photo.height}
                    displayWidth={PHOTO_SIZE}
                  />
                ) : null}
                <span>
                  <span className="testimonial__name">{item.name}</span>
                  {item.role ? <span className="testimonial__role">{item.role}</span> : null}
                </span>
              </figcaption>
            </figure>
          </li>
        ))}
      </ul>
    </HeadedSection>
  );
}
