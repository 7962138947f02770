import { describe, expect, it } from 'vitest';
import { REVIEWS_MAX_PER_PAGE, ReviewMessages, reviewAuthorName, summariseRatings } from './reviews.ts';
import { productReviewsSchema } from './reviews-inputs.ts';

describe('summariseRatings', () => {
  it('lists every star from 5 to 1 and rounds the mean to one decimal', () => {
    const summary = summariseRatings(
      [
        { stars: 5, count: 2 },
        { stars: 4, count: 1 },
        { stars: 1, count: 1 },
      ],
      3,
    );
    expect(summary).toEqual({
      rating_count: 4,
      total_reviews: 3,
      overall_rating: 3.8, // (10 + 4 + 1) / 4 = 3.75
      distribution: [
        { stars: 5, count: 2 },
        { stars: 4, count: 1 },
        { stars: 3, count: 0 },
        { stars: 2, count: 0 },
        { stars: 1, count: 1 },
      ],
    });
  });

  it('answers 0 without ratings and ignores stars outside 1 to 5', () => {
    const summary = summariseRatings([{ stars: 7, count: 3 }], 0);
    expect(summary.rating_count).toBe(0);
    expect(summary.overall_rating).toBe(0);
    expect(summary.distribution.map((d) => d.count)).toEqual([0, 0, 0, 0, 0]);
  });

  it('keeps one decimal for a thirds mean', () => {
    expect(
      summariseRatings(
        [
          { stars: 5, count: 2 },
          { stars: 4, count: 1 },
        ],
        0,
      ).overall_rating,
    ).toBe(4.7);
  });
});

describe('reviewAuthorName', () => {
  it('shows the first name and the last initial only', () => {
    expect(reviewAuthorName('Asha', 'Kapoor')).toBe('Asha K.');
    expect(reviewAuthorName(' Ravi Kumar ', ' singh')).toBe('Ravi S.');
    expect(reviewAuthorName('Meera', '')).toBe('Meera');
    expect(reviewAuthorName('', 'Iyer')).toBe('I.');
    expect(reviewAuthorName(null, null)).toBe('A shopper');
  });
});

describe('productReviewsSchema', () => {
  it('needs a product slug, pages from 1 with 10 a page, and caps perPage', () => {
    expect(productReviewsSchema.safeParse({}).error?.issues[0]?.message).toBe(ReviewMessages.slugRequired);
    expect(productReviewsSchema.safeParse({ product_slug: '  ' }).error?.issues[0]?.message).toBe(ReviewMessages.slugRequired);
    expect(productReviewsSchema.parse({ product_slug: 'a' })).toEqual({ product_slug: 'a', page: 1, perPage: 10 });
    expect(productReviewsSchema.parse({ product_slug: 'a', page: '2', perPage: 500 })).toEqual({ product_slug: 'a', page: 2, perPage: REVIEWS_MAX_PER_PAGE });
    expect(productReviewsSchema.safeParse({ product_slug: 'a', page: 0 }).success).toBe(false);
  });
});
