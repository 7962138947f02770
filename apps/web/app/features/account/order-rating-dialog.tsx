import { type ItemRating, type OrderItem, REVIEW_BODY_MAX, REVIEW_TITLE_MAX } from '@vitrine/contracts/orders';
import { type FormEvent, useId, useRef, useState } from 'react';
import { Button } from '../../components/ui/button';
import { Dialog } from '../../components/ui/dialog';
import { FieldError } from '../../components/ui/field-error';
import { StarRating } from '../../components/ui/star-rating';
import { FormMessage, TextField } from '../../components/ui/text-field';
import { orderActions } from './orders-browser-api';
import './order-rating-dialog.css';

export const ItemRatingMessages = {
  chooseStars: 'Please choose from 1 to 5 stars',
} as const;

interface RatingDialogProps {
  orderId: string;
  /** The line being rated; null while the dialog is closed. */
  item: OrderItem | null;
  onClose: () => void;
  /** The API's answer: the saved rating, and its message for the toast. */
  onRated: (rating: ItemRating, message: string) => void;
}

/**
 * Rate a received product: stars, a title and a review, prefilled with the customer's earlier
 * rating (a second submit updates it). The texts are sent as typed and shown as plain text.
 */
export function OrderRatingDialog({ orderId, item, onClose, onRated }: RatingDialogProps) {
  return (
    <Dialog open={item !== null} onClose={onClose} title={item ? `Rate ${item.product.name}` : 'Rate this item'} className="order-rating-dialog">
      {item ? <RatingForm key={item.id} orderId={orderId} item={item} onKeep={onClose} onRated={onRated} /> : null}
    </Dialog>
  );
}

function RatingForm({ orderId, item, onKeep, onRated }: { orderId: string; item: OrderItem; onKeep: () => void; onRated: RatingDialogProps['onRated'] }) {
  const earlier = item.my_rating ?? null;
  const [stars, setStars] = useState(earlier?.rating ?? 0);
  const [title, setTitle] = useState(earlier?.title ?? '');
  const [body, setBody] = useState(earlier?.body ?? '');
  const [errors, setErrors] = useState<{ rating?: string; title?: string; body?: string }>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const bodyId = useId();
  const bodyHintId = useId();
  const bodyErrorId = useId();
  const form = useRef<HTMLFormElement>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (sending) return;
    if (stars < 1) {
      setErrors({ rating: ItemRatingMessages.chooseStars });
      form.current?.querySelector<HTMLInputElement>('input[type="radio"]')?.focus();
      return;
    }
    setErrors({});
    setFailure(null);
    setSending(true);
    const result = await orderActions.rateProduct({ product_id: item.product.id, order_id: orderId, rating: stars, title: title.trim(), body: body.trim() });
    setSending(false);
    if (result.ok) return onRated(result.data, result.message);
    const { fieldErrors } = result.failure;
    setErrors({ rating: fieldErrors.rating, title: fieldErrors.title, body: fieldErrors.body });
    setFailure(fieldErrors.rating || fieldErrors.title || fieldErrors.body ? null : result.failure.message);
  };

  return (
    <form ref={form} className="order-rating" onSubmit={submit} noValidate>
      <StarRating
        legend="Your rating"
        name="item-rating"
        value={stars}
        error={errors.rating}
        onChange={(n) => {
          setStars(n);
          setErrors((e) => ({ ...e, rating: undefined }));
        }}
      />
      <TextField
        label="Title (optional)"
        name="title"
        maxLength={REVIEW_TITLE_MAX}
        value={title}
        error={errors.title}
        onChange={(e) => setTitle(e.target.value)}
      />
      <div className="order-rating__body">
        <label htmlFor={bodyId} className="order-rating__label">
          Your review (optional)
        </label>
        <textarea
          id={bodyId}
          name="body"
          rows={4}
          maxLength={REVIEW_BODY_MAX}
          value={body}
          aria-invalid={errors.body ? true : undefined}
          aria-describedby={errors.body ? `${bodyErrorId} ${bodyHintId}` : bodyHintId}
          onChange={(e) => setBody(e.target.value)}
        />
        <p id={bodyHintId} className="order-rating__hint">
          {body.length}/{REVIEW_BODY_MAX} characters
        </p>
        <FieldError id={bodyErrorId} message={errors.body} announce />
      </div>
      <FormMessage message={failure} />
      <div className="order-rating__actions">
        <Button type="submit" variant="primary" aria-disabled={sending || undefined} data-loading={sending || undefined}>
          {earlier ? 'Update rating' : 'Submit rating'}
        </Button>
        <Button type="button" variant="outline" onClick={onKeep}>
          Not now
        </Button>
      </div>
    </form>
  );
}
