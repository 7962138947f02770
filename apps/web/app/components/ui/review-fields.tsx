import { REVIEW_BODY_MAX, REVIEW_TITLE_MAX } from '@vitrine/contracts/orders';
import { useId } from 'react';
import { FieldError } from './field-error';
import { StarRating } from './star-rating';
import { TextField } from './text-field';
import './review-fields.css';

export interface ReviewDraft {
  stars: number;
  title: string;
  body: string;
}

export type ReviewErrors = { rating?: string; title?: string; body?: string };

interface ReviewFieldsProps {
  /** The radio group's name: one per form on a page. */
  radioName: string;
  rows: number;
  draft: ReviewDraft;
  errors: ReviewErrors;
  onDraft: (draft: ReviewDraft) => void;
  /** A new star choice clears the rating's error. */
  onStarsChosen: () => void;
}

/**
 * A product review's fields, as the product page's review form and an order's rating dialog both
 * ask for them: stars as a radio group, an optional title and an optional text with its length.
 */
export function ReviewFields({ radioName, rows, draft, errors, onDraft, onStarsChosen }: ReviewFieldsProps) {
  const bodyId = useId();
  const hintId = useId();
  const bodyErrorId = useId();
  return (
    <>
      <StarRating
        legend="Your rating"
        name={radioName}
        value={draft.stars}
        error={errors.rating}
        onChange={(stars) => {
          onDraft({ ...draft, stars });
          onStarsChosen();
        }}
      />
      <TextField
        label="Title (optional)"
        name="title"
        maxLength={REVIEW_TITLE_MAX}
        value={draft.title}
        error={errors.title}
        onChange={(e) => onDraft({ ...draft, title: e.target.value })}
      />
      <div className="review-fields__body">
        <label htmlFor={bodyId} className="review-fields__label">
          Your review (optional)
        </label>
        <textarea
          id={bodyId}
          name="body"
          rows={rows}
          maxLength={REVIEW_BODY_MAX}
          value={draft.body}
          aria-invalid={errors.body ? true : undefined}
          aria-describedby={errors.body ? `${bodyErrorId} ${hintId}` : hintId}
          onChange={(e) => onDraft({ ...draft, body: e.target.value })}
        />
        <p id={hintId} className="review-fields__hint">
          {draft.body.length}/{REVIEW_BODY_MAX} characters
        </p>
        <FieldError id={bodyErrorId} message={errors.body} announce />
      </div>
    </>
  );
}
