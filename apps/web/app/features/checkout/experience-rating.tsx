import { RATING_COMMENT_MAX, RatingMessages, type ExperienceRating as SavedRating } from '@vitrine/contracts/orders';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { Button } from '../../components/ui/button';
import { StarRating, starLabel } from '../../components/ui/star-rating';
import { FormMessage } from '../../components/ui/text-field';
import { runCall } from '../../lib/api-result';
import { browserApi } from '../../lib/browser-api';
import './experience-rating.css';

export const ExperienceRatingMessages = {
  chooseStars: 'Please choose from 1 to 5 stars',
} as const;

type Sent = { status: 'editing' } | { status: 'sending' } | { status: 'done'; rating: SavedRating; message: string };

/**
 * spec §2 checkout complete "rating": how the shopping went, in 1–5 stars and an optional
 * comment, for the order just placed (a guest's reached with its token). A failure stays in the
 * form; a success replaces it with the thanks, announced, and focus moves there. A rating given
 * earlier (`saved`, from the order's complete data) shows as given: an order is rated once.
 */
export function ExperienceRating({ orderId, token, saved }: { orderId: string; token?: string; saved?: SavedRating | null }) {
  const [stars, setStars] = useState(0);
  const [comment, setComment] = useState('');
  const [starsError, setStarsError] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [sent, setSent] = useState<Sent>(saved ? { status: 'done', rating: saved, message: RatingMessages.experienceSaved } : { status: 'editing' });
  // Only a rating sent from this form takes focus; one shown after a reload leaves it on the page's heading.
  const justSent = useRef(false);
  const titleId = useId();
  const commentId = useId();
  const hintId = useId();
  const thanks = useRef<HTMLParagraphElement>(null);

  // The form is gone once sent: focus goes to the thanks that replaced it.
  useEffect(() => {
    if (sent.status === 'done' && justSent.current) thanks.current?.focus();
  }, [sent.status]);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (sent.status === 'sending') return;
    if (stars < 1) {
      setStarsError(ExperienceRatingMessages.chooseStars);
      event.currentTarget.querySelector<HTMLInputElement>('input[type="radio"]')?.focus();
      return;
    }
    setFailure(null);
    setSent({ status: 'sending' });
    const result = await runCall(() => browserApi().rateExperience({ order_id: orderId, token, rating: stars, comment: comment.trim() || undefined }));
    if (!result.ok) {
      setSent({ status: 'editing' });
      setFailure(result.failure.fieldErrors.rating ?? result.failure.fieldErrors.comment ?? result.failure.message);
      return;
    }
    justSent.current = true;
    setSent({ status: 'done', rating: result.data, message: result.message });
  };

  return (
    <section className="checkout-card experience-rating" aria-labelledby={titleId}>
      <h2 id={titleId} className="checkout__subtitle">
        How was your shopping experience?
      </h2>
      {sent.status === 'done' ? (
        <p ref={thanks} tabIndex={-1} className="form-success experience-rating__thanks" role="status">
          {sent.message} ({starLabel(sent.rating.rating)}).
        </p>
      ) : (
        <form className="experience-rating__form" onSubmit={submit} noValidate aria-busy={sent.status === 'sending' || undefined}>
          <StarRating
            legend="Your rating"
            name="experience-rating"
            value={stars}
            error={starsError}
            onChange={(n) => {
              setStars(n);
              setStarsError(null);
            }}
          />
          <div className="experience-rating__comment">
            <label htmlFor={commentId}>Comment (optional)</label>
            <textarea
              id={commentId}
              name="comment"
              rows={3}
              maxLength={RATING_COMMENT_MAX}
              value={comment}
              aria-describedby={hintId}
              onChange={(e) => setComment(e.target.value)}
            />
            <p id={hintId} className="checkout-muted experience-rating__hint">
              {comment.length}/{RATING_COMMENT_MAX} characters
            </p>
          </div>
          <FormMessage message={failure} />
          <div>
            <Button
              type="submit"
              variant="primary"
              aria-disabled={sent.status === 'sending' || undefined}
              data-loading={sent.status === 'sending' || undefined}
            >
              {sent.status === 'sending' ? 'Sending…' : 'Submit rating'}
            </Button>
          </div>
        </form>
      )}
    </section>
  );
}
