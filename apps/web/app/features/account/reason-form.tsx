import type { Order } from '@vitrine/contracts/orders';
import { type FormEvent, useId, useRef, useState } from 'react';
import { Button } from '../../components/ui/button';
import { FieldError } from '../../components/ui/field-error';
import { FormMessage } from '../../components/ui/text-field';
import type { ApiResult } from '../../lib/api-result';
import type { ReasonCheck } from './order-rules';
import './order-cancel-dialog.css';

export interface ReasonFormProps {
  /** The radios, 'Other' last (it opens a text box). */
  reasons: readonly string[];
  legend: string;
  /** The radios' group name. */
  name: string;
  otherMax: number;
  check: (choice: string, other: string) => ReasonCheck;
  send: (reason: string) => Promise<ApiResult<Order>>;
  submitLabel: string;
  keepLabel: string;
  onKeep: () => void;
  /** The API's answer: the changed order, and its message for the toast. */
  onDone: (order: Order, message: string) => void;
}

/**
 * A reason, then a change to the order (the cancel and refund dialogs): the rule first, with the
 * focus on what needs fixing; a failure stays in the form and changes nothing.
 */
export function ReasonForm({ reasons, legend, name, otherMax, check, send, submitLabel, keepLabel, onKeep, onDone }: ReasonFormProps) {
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
    const checked = check(choice, other);
    if (!checked.ok) {
      setErrors({ [checked.field]: checked.message });
      (checked.field === 'other' ? otherBox : firstRadio).current?.focus();
      return;
    }
    setErrors({});
    setFailure(null);
    setSending(true);
    const result = await send(checked.reason);
    setSending(false);
    if (result.ok) onDone(result.data, result.message);
    else setFailure(result.failure.fieldErrors.reason ?? result.failure.message);
  };

  return (
    <form className="order-cancel" onSubmit={submit} noValidate>
      <fieldset className="order-cancel__reasons" aria-describedby={errors.reason ? reasonErrorId : undefined}>
        <legend className="order-cancel__legend">{legend}</legend>
        {reasons.map((reason, index) => (
          <label key={reason} className="order-cancel__radio">
            <input
              ref={index === 0 ? firstRadio : undefined}
              type="radio"
              name={name}
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
            maxLength={otherMax}
            value={other}
            aria-invalid={errors.other ? true : undefined}
            aria-describedby={errors.other ? `${otherErrorId} ${otherHintId}` : otherHintId}
            onChange={(e) => {
              setOther(e.target.value);
              setErrors({});
            }}
          />
          <p id={otherHintId} className="order-cancel__hint">
            {other.length}/{otherMax} characters
          </p>
          <FieldError id={otherErrorId} message={errors.other} announce />
        </div>
      ) : null}
      <FormMessage message={failure} />
      <div className="order-cancel__actions">
        <Button type="submit" variant="primary" aria-disabled={sending || undefined} data-loading={sending || undefined}>
          {submitLabel}
        </Button>
        <Button type="button" variant="outline" onClick={onKeep}>
          {keepLabel}
        </Button>
      </div>
    </form>
  );
}
