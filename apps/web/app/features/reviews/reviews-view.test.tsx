import { Messages } from '@vitrine/contracts/messages';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { checkReview } from './review-form';
import { ReviewItem } from './review-item';
import { ratingText } from './review-stars';
import { ReviewSummary } from './review-summary';

const review = {
  id: 'r1',
  rating: 4,
  title: '<b>Bold</b>',
  body: '<img src=x onerror=alert(1)><script>alert(2)</script>',
  author: 'Asha K.',
  verified_purchase: true,
  created_at: '2026-03-04T23:30:00.000Z',
  updated_at: '2026-03-04T23:30:00.000Z',
};

describe('ReviewItem', () => {
  it('shows the texts as text, the author, the UTC date and the verified badge', () => {
    const html = renderToStaticMarkup(<ReviewItem review={review} />);
    expect(html).not.toContain('<img');
    expect(html).not.toContain('<script');
    expect(html).toContain('&lt;img src=x onerror=alert(1)&gt;&lt;script&gt;alert(2)&lt;/script&gt;');
    expect(html).toContain('&lt;b&gt;Bold&lt;/b&gt;');
    expect(html).toContain('Asha K.');
    expect(html).toContain('4 Mar 2026');
    expect(html).toContain('Verified purchase');
    expect(html).toContain('Rated 4 out of 5');
  });
});

describe('ReviewSummary', () => {
  it('says the overall rating, the counts and each bar in words', () => {
    const html = renderToStaticMarkup(
      <ReviewSummary
        summary={{
          rating_count: 4,
          total_reviews: 3,
          overall_rating: 3.8,
          distribution: [
            { stars: 5, count: 2 },
            { stars: 4, count: 1 },
            { stars: 3, count: 0 },
            { stars: 2, count: 0 },
            { stars: 1, count: 1 },
          ],
        }}
      />,
    );
    expect(html).toContain('3.8 out of 5');
    expect(html).toContain('4 ratings, 3 reviews');
    expect(html).toContain('5 stars');
    expect(html).toContain('1 star<');
    expect(html).toContain(' ratings (50%)');
    expect(html).toContain(' rating (25%)');
  });
});

describe('ratingText and checkReview', () => {
  it('reads whole and decimal ratings', () => {
    expect(ratingText(4)).toBe('4 out of 5');
    expect(ratingText(4.5)).toBe('4.5 out of 5');
  });

  it('needs stars and keeps the spec §5 length messages', () => {
    expect(checkReview({ rating: 0, title: '', body: '' })).toEqual({ rating: Messages.fieldRequired });
    expect(checkReview({ rating: 5, title: 'x'.repeat(121), body: 'y'.repeat(2001) })).toEqual({
      title: Messages.maxLength(120),
      body: Messages.maxLength(2000),
    });
    expect(checkReview({ rating: 3, title: 'Fine', body: '' })).toEqual({});
  });
});
