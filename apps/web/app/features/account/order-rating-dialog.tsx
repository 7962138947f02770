import type { ItemRating, OrderItem } from '@vitrine/contracts/orders';
import { type FormEvent, useRef, useState } from 'react';
import { Button } from '../../components/ui/button';
import { Dialog } from '../../components/ui/dialog';
import { type ReviewDraft, type ReviewErrors, ReviewFields } from '../../components/ui/review-fields';
import { FormMessage } from '../../components/ui/text-field';
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
  const [draft, setDraft] = useState<ReviewDraft>({ stars: earlier?.rating ?? 0, title: earlier?.title ?? '', body: earlier?.body ?? '' });
  const { stars, title, body } = draft;
  const [errors, setErrors] = useState<ReviewErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
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
      <ReviewFields
        radioName="item-rating"
        rows={4}
        draft={draft}
        errors={errors}
        onDraft={setDraft}
        onStarsChosen={() => setErrors((e) => ({ ...e, rating: undefined }))}
      />
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
