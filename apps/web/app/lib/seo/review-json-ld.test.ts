import type { ProductReviews } from '@vitrine/contracts/reviews';
import { describe, expect, it } from 'vitest';
import { serialiseJsonLd } from './json-ld';
import { withReviewsJsonLd } from './review-json-ld';

const review = (i: number, body = `Body ${i}`) => ({
  id: `r${i}`,
  rating: 5 - (i % 2),
  title: `Title ${i}`,
  body,
  author: 'Asha K.',
  verified_purchase: false,
  created_at: '2026-03-04T05:06:07.000Z',
  updated_at: '2026-03-04T05:06:07.000Z',
});
const reviews = (data: ReturnType<typeof review>[], ratingCount = data.length): ProductReviews => ({
  rating_count: ratingCount,
  total_reviews: data.length,
  overall_rating: 4.5,
  distribution: [],
  reviews: { data, current_page: 1, per_page: 10, last_page: 1, total: data.length },
  load_more: false,
});

describe('withReviewsJsonLd', () => {
  it('adds AggregateRating and the newest three reviews', () => {
    const ld = withReviewsJsonLd({ '@type': 'Product', name: 'Mug' }, reviews([review(1), review(2), review(3), review(4)]));
    expect(ld.aggregateRating).toEqual({ '@type': 'AggregateRating', ratingValue: 4.5, ratingCount: 4, reviewCount: 4, bestRating: 5, worstRating: 1 });
    expect(ld.review).toHaveLength(3);
    expect((ld.review as unknown[])[0]).toEqual({
      '@type': 'Review',
      author: { '@type': 'Person', name: 'Asha K.' },
      datePublished: '2026-03-04',
      name: 'Title 1',
      reviewBody: 'Body 1',
      reviewRating: { '@type': 'Rating', ratingValue: 4, bestRating: 5, worstRating: 1 },
    });
  });

  it('leaves the product as it is without ratings or without the plugin', () => {
    const product = { '@type': 'Product', name: 'Mug' };
    expect(withReviewsJsonLd(product, reviews([]))).toBe(product);
    expect(withReviewsJsonLd(product, null)).toBe(product);
  });

  it('keeps a review text that looks like HTML inside the script', () => {
    const ld = withReviewsJsonLd({ '@type': 'Product' }, reviews([review(1, '</script><script>alert(1)</script>')]));
    expect(serialiseJsonLd(ld)).not.toContain('</script>');
  });
});
