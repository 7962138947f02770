import type { PublicReview } from '@vitrine/contracts/reviews';
import type { Ref } from 'react';
import { ReviewStars } from './review-stars';

// Same text on server and browser, whatever their time zones (no hydration mismatch).
const DATE = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' });

/** One review: its stars, title and text as plain text (React escapes them), author and date. */
export function ReviewItem({ review, ref }: { review: PublicReview; ref?: Ref<HTMLElement> }) {
  return (
    <article ref={ref} className="review-item" tabIndex={-1} aria-label={`Review by ${review.author}`}>
      <ReviewStars value={review.rating} />
      {review.title ? <h3 className="review-item__title">{review.title}</h3> : null}
      {review.body ? <p className="review-item__body">{review.body}</p> : null}
      <p className="review-item__meta">
        <span className="review-item__author">{review.author}</span>
        {' · '}
        <time dateTime={review.created_at}>{DATE.format(new Date(review.created_at))}</time>
        {review.verified_purchase ? <span className="review-item__verified">Verified purchase</span> : null}
      </p>
    </article>
  );
}
