import type { PublicReview } from '@vitrine/contracts/reviews';
import type { Ref } from 'react';
import { utcDateFormat } from '../../lib/utc-date-format';
import { ReviewStars } from './review-stars';

const formatReviewDate = utcDateFormat({ day: 'numeric', month: 'short', year: 'numeric' });

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
        <time dateTime={review.created_at}>{formatReviewDate(new Date(review.created_at))}</time>
        {review.verified_purchase ? <span className="review-item__verified">Verified purchase</span> : null}
      </p>
    </article>
  );
}
