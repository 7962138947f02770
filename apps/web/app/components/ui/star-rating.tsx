import { useId } from 'react';
import { FieldError } from './field-error';
import './star-rating.css';

export const STAR_VALUES = [1, 2, 3, 4, 5] as const;

/** '1 star', '4 stars': each radio's name, for screen readers and label locators alike. */
export function starLabel(n: number): string {
  return `${n} ${n === 1 ? 'star' : 'stars'}`;
}

export interface StarRatingProps {
  legend: string;
  /** The radios' group name (one per form). */
  name: string;
  /** The chosen number of stars; 0 while none is chosen. */
  value: number;
  onChange: (stars: number) => void;
  error?: string | null;
  disabled?: boolean;
}

/**
 * Five stars as a native radio group in a fieldset: arrow keys move the choice, the legend names
 * the question and each radio reads '3 stars'. The stars up to the chosen one are drawn filled;
 * the glyphs are hidden from screen readers, which hear the labels instead.
 */
export function StarRating({ legend, name, value, onChange, error, disabled }: StarRatingProps) {
  const errorId = useId();
  return (
    <fieldset className="star-rating" aria-describedby={error ? errorId : undefined} disabled={disabled}>
      <legend className="star-rating__legend">{legend}</legend>
      <div className="star-rating__stars">
        {STAR_VALUES.map((n) => (
          <label key={n} className={`star-rating__star${n <= value ? ' star-rating__star--on' : ''}`}>
            <input
              type="radio"
              className="star-rating__input"
              name={name}
              value={n}
              checked={value === n}
              aria-invalid={error ? true : undefined}
              onChange={() => onChange(n)}
            />
            <span className="star-rating__glyph" aria-hidden="true">
              {n <= value ? '★' : '☆'}
            </span>
            <span className="visually-hidden">{starLabel(n)}</span>
          </label>
        ))}
      </div>
      <FieldError id={errorId} message={error} announce />
    </fieldset>
  );
}
