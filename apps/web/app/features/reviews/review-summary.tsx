import type { RatingSummary } from '@vitrine/contracts/reviews';
import { ReviewStars, ratingText } from './review-stars';

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** Overall stars, the counts, and one bar per star (5 to 1) whose text says the same as the bar. */
export function ReviewSummary({ summary }: { summary: RatingSummary }) {
  const { overall_rating: overall, rating_count: ratings, total_reviews: reviews, distribution } = summary;
  return (
    <div className="review-summary">
      <div className="review-summary__overall">
        <p className="review-summary__score" aria-hidden="true">
          {overall.toFixed(1)}
        </p>
        <ReviewStars value={overall} size="large" />
        <p className="review-summary__counts">
          <span className="visually-hidden">{`${ratingText(overall)}. `}</span>
          {`${plural(ratings, 'rating', 'ratings')}, ${plural(reviews, 'review', 'reviews')}`}
        </p>
      </div>
      <ul className="review-summary__bars" aria-label="Ratings by stars">
        {distribution.map(({ stars, count }) => {
          const percent = ratings ? Math.round((count / ratings) * 100) : 0;
          return (
            <li key={stars} className="review-summary__bar">
              <span className="review-summary__stars">{plural(stars, 'star', 'stars')}</span>
              <span className="review-summary__track" aria-hidden="true">
                <span className="review-summary__fill" style={{ width: `${percent}%` }} />
              </span>
              <span className="review-summary__count">
                {count}
                <span className="visually-hidden">{` ${count === 1 ? 'rating' : 'ratings'} (${percent}%)`}</span>
              </span>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
