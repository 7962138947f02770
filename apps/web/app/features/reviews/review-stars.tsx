/** '4.5 out of 5': what a screen reader hears for a rating, and the visible caption. */
export function ratingText(value: number): string {
  return `${Number.isInteger(value) ? value : value.toFixed(1)} out of 5`;
}

/**
 * Five stars filled up to `value` (halves and tenths too: a clipped layer), hidden from screen
 * readers, which hear `ratingText` instead.
 */
export function ReviewStars({ value, size = 'small' }: { value: number; size?: 'small' | 'large' }) {
  const percent = Math.max(0, Math.min(100, (value / 5) * 100));
  return (
    <span className={`review-stars review-stars--${size}`}>
      <span className="review-stars__glyphs" aria-hidden="true">
        <span className="review-stars__empty">★★★★★</span>
        <span className="review-stars__full" style={{ width: `${percent}%` }}>
          ★★★★★
        </span>
      </span>
      <span className="visually-hidden">{`Rated ${ratingText(value)}`}</span>
    </span>
  );
}
