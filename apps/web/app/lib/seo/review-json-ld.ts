import type { ProductReviews } from '@vitrine/contracts/reviews';

// schema.org ratings for the product's JSON-LD (decisions/028): AggregateRating only when there
// are ratings, and a few of the newest reviews as Review items. Texts go in as plain text;
// serialiseJsonLd escapes what could close the script.

/** How many reviews the JSON-LD carries (the page shows more). */
export const JSON_LD_REVIEWS = 3;

export function withReviewsJsonLd(product: Record<string, unknown>, reviews: ProductReviews | null): Record<string, unknown> {
  if (!reviews || reviews.rating_count === 0) return product;
  const items = reviews.reviews.data.slice(0, JSON_LD_REVIEWS).map((review) => ({
    '@type': 'Review',
    author: { '@type': 'Person', name: review.author },
    datePublished: review.created_at.slice(0, 10),
    ...(review.title ? { name: review.title } : {}),
    ...(review.body ? { reviewBody: review.body } : {}),
    reviewRating: { '@type': 'Rating', ratingValue: review.rating, bestRating: 5, worstRating: 1 },
  }));
  return {
    ...product,
    aggregateRating: {
      '@type': 'AggregateRating',
      ratingValue: reviews.overall_rating,
      ratingCount: reviews.rating_count,
      reviewCount: reviews.total_reviews,
      bestRating: 5,
      worstRating: 1,
    },
    ...(items.length ? { review: items } : {}),
  };
}
