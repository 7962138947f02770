import { Messages } from '@vitrine/contracts/messages';
import { REVIEW_BODY_MAX, REVIEW_TITLE_MAX } from '@vitrine/contracts/orders';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { Button } from '../../components/ui/button';
import { type ReviewDraft, type ReviewErrors, ReviewFields } from '../../components/ui/review-fields';
import { FormMessage } from '../../components/ui/text-field';
import { reviewActions } from './reviews-browser-api';
import './review-form.css';

interface ReviewFormProps {
  productId: string;
  onCancel: () => void;
  /** Saved: the API's message for the toast ('Thank you for rating this product', or the approval note). */
  onSaved: (message: string) => void;
}

type Errors = ReviewErrors;

/** spec §5 rules the browser can tell before sending; the API checks them again. */
export function checkReview(input: { rating: number; title: string; body: string }): Errors {
  const errors: Errors = {};
  if (input.rating < 1) errors.rating = Messages.fieldRequired;
  if (input.title.trim().length > REVIEW_TITLE_MAX) errors.title = Messages.maxLength(REVIEW_TITLE_MAX);
  if (input.body.trim().length > REVIEW_BODY_MAX) errors.body = Messages.maxLength(REVIEW_BODY_MAX);
  return errors;
}

/**
 * Write a review (loaded on demand): stars as a radio group, an optional title and text, sent as
 * typed and shown as plain text. A second review of the same product replaces the first.
 */
export function ReviewForm({ productId, onCancel, onSaved }: ReviewFormProps) {
  const [draft, setDraft] = useState<ReviewDraft>({ stars: 0, title: '', body: '' });
  const { stars, title, body } = draft;
  const [errors, setErrors] = useState<Errors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const form = useRef<HTMLFormElement>(null);
  const headingId = useId();

  // Opened by the shopper: the first star takes focus, so the form is where they are.
  useEffect(() => {
    form.current?.querySelector<HTMLInputElement>('input[type="radio"]')?.focus();
  }, []);

  const focusFirstError = (found: Errors) => {
    const name = found.rating ? 'input[type="radio"]' : found.title ? 'input[name="title"]' : found.body ? 'textarea' : null;
    if (name) form.current?.querySelector<HTMLElement>(name)?.focus();
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (sending) return;
    const found = checkReview({ rating: stars, title, body });
    setErrors(found);
    setFailure(null);
    if (Object.keys(found).length > 0) return focusFirstError(found);
    setSending(true);
    const result = await reviewActions.rate({ product_id: productId, rating: stars, title: title.trim(), body: body.trim() });
    setSending(false);
    if (result.ok) return onSaved(result.message);
    const { fieldErrors, message } = result.failure;
    const fromApi = { rating: fieldErrors.rating, title: fieldErrors.title, body: fieldErrors.body };
    setErrors(fromApi);
    if (fromApi.rating || fromApi.title || fromApi.body) focusFirstError(fromApi);
    else setFailure(message);
  };

  return (
    <form ref={form} className="review-form" onSubmit={submit} noValidate aria-labelledby={headingId}>
      <h3 id={headingId} className="review-form__title">
        Write a review
      </h3>
      <ReviewFields
        radioName="review-rating"
        rows={5}
        draft={draft}
        errors={errors}
        onDraft={setDraft}
        onStarsChosen={() => setErrors((e) => ({ ...e, rating: undefined }))}
      />
      <FormMessage message={failure} />
      <div className="review-form__actions">
        <Button type="submit" variant="primary" aria-disabled={sending || undefined} data-loading={sending || undefined}>
          Submit review
        </Button>
        <Button type="button" variant="outline" onClick={onCancel}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
