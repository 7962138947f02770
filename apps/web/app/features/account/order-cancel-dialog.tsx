import type { Order } from '@vitrine/contracts/orders';
import { type FormEvent, useId, useRef, useState } from 'react';
import { Button } from '../../components/ui/button';
import { Dialog } from '../../components/ui/dialog';
import { FieldError } from '../../components/ui/field-error';
import { FormMessage } from '../../components/ui/text-field';
import { CANCEL_OTHER_MAX, CANCEL_REASONS, cancelReason } from './order-rules';
import { orderActions } from './orders-browser-api';
import './order-cancel-dialog.css';

interface CancelDialogProps {
  order: Pick<Order, 'order_id' | 'order_no'>;
  open: boolean;
  onClose: () => void;
  /** The API's answer: the cancelled order, and its message for the toast. */
  onCancelled: (order: Order, message: string) => void;
}

/**
 * Cancel an order with a reason. A failure stays in the dialog and changes nothing; a success
 * hands the API's order to the page. The form lives only while the dialog is open, so each
 * opening starts blank.
 */
export function OrderCancelDialog({ order, open, onClose, onCancelled }: CancelDialogProps) {
  return (
    <Dialog open={open} onClose={onClose} title={`Cancel order #${order.order_no}`} className="order-cancel-dialog">
      <CancelForm orderId={order.order_id} onKeep={onClose} onCancelled={onCancelled} />
    </Dialog>
  );
}

function CancelForm({ orderId, onKeep, onCancelled }: { orderId: string; onKeep: () => void; onCancelled: CancelDialogProps['onCancelled'] }) {
  const [choice, setChoice] = useState('');
  const [other, setOther] = useState('');
  const [errors, setErrors] = useState<{ reason?: string; other?: string }>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const reasonErrorId = useId();
  const otherId = useId();
  const otherHintId = useId();
  const otherErrorId = useId();
  const firstRadio = useRef<HTMLInputElement>(null);
  const otherBox = useRef<HTMLTextAreaElement>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (sending) return;
    const checked = cancelReason(choice, other);
    if (!checked.ok) {
      setErrors({ [checked.field]: checked.message });
      (checked.field === 'other' ? otherBox : firstRadio).current?.focus();
      return;
    }
    setErrors({});
    setFailure(null);
    setSending(true);
    const result = await orderActions.cancelOrder(orderId, checked.reason);
    setSending(false);
    if (result.ok) onCancelled(result.data, result.message);
    else setFailure(result.failure.fieldErrors.reason ?? result.failure.message);
  };

  return (
    <form className="order-cancel" onSubmit={submit} noValidate>
      <fieldset className="order-cancel__reasons" aria-describedby={errors.reason ? reasonErrorId : undefined}>
        <legend className="order-cancel__legend">Why do you want to cancel this order?</legend>
        {CANCEL_REASONS.map((reason, index) => (
          <label key={reason} className="order-cancel__radio">
            <input
              ref={index === 0 ? firstRadio : undefined}
              type="radio"
              name="reason"
              value={reason}
              checked={choice === reason}
              aria-invalid={errors.reason ? true : undefined}
              onChange={() => {
                setChoice(reason);
                setErrors({});
              }}
            />
            {reason}
          </label>
        ))}
        <FieldError id={reasonErrorId} message={errors.reason} announce />
      </fieldset>
      {choice === 'Other' ? (
        <div className="order-cancel__other">
          <label htmlFor={otherId} className="order-cancel__other-label">
            Tell us why
          </label>
          <textarea
            ref={otherBox}
            id={otherId}
            name="other"
            rows={3}
            maxLength={CANCEL_OTHER_MAX}
            value={other}
            aria-invalid={errors.other ? true : undefined}
            aria-describedby={errors.other ? `${otherErrorId} ${otherHintId}` : otherHintId}
            onChange={(e) => {
              setOther(e.target.value);
              setErrors({});
            }}
          />
          <p id={otherHintId} className="order-cancel__hint">
            {other.length}/{CANCEL_OTHER_MAX} characters
          </p>
          <FieldError id={otherErrorId} message={errors.other} announce />
        </div>
      ) : null}
      <FormMessage message={failure} />
      <div className="order-cancel__actions">
        <Button type="submit" variant="primary" aria-disabled={sending || undefined} data-loading={sending || undefined}>
          Confirm cancel
        </Button>
        <Button type="button" variant="outline" onClick={onKeep}>
          Keep order
        </Button>
      </div>
    </form>
  );
}
