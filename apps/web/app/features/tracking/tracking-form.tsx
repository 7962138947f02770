import type { OrderTracking } from '@vitrine/contracts/tracking';
import { type FormEvent, type RefObject, useRef, useState } from 'react';
import { Button } from '../../components/ui/button';
import { FormMessage, TextField } from '../../components/ui/text-field';
import { trackingActions } from './tracking-browser-api';
import { type TrackFieldName, type TrackFields, type TrackMode, trackFailureMessage, trackFieldErrors, trackRequest } from './tracking-rules';

interface TrackFormProps {
  initialMode: TrackMode;
  initialWaybill: string;
  /** A message to show from the start (the waybill in the address found nothing). */
  initialFailure: string | null;
  onFound: (tracking: OrderTracking) => void;
}

const MODES: { value: TrackMode; label: string }[] = [
  { value: 'order', label: 'Order number and email or phone' },
  { value: 'waybill', label: 'Waybill' },
];

/**
 * Order number with the email or phone it was placed with (one box: an '@' makes it an email), or
 * a waybill. Missing fields are caught here; the API's answer shows under the form, and its field
 * errors (422) under their fields.
 */
export function TrackForm({ initialMode, initialWaybill, initialFailure, onFound }: TrackFormProps) {
  const [mode, setMode] = useState<TrackMode>(initialMode);
  const [fields, setFields] = useState<TrackFields>({ order_no: '', contact: '', waybill: initialWaybill });
  const [errors, setErrors] = useState<Partial<Record<TrackFieldName, string>>>({});
  const [failure, setFailure] = useState<string | null>(initialFailure);
  const [sending, setSending] = useState(false);
  const refs: Record<TrackFieldName, RefObject<HTMLInputElement | null>> = {
    order_no: useRef<HTMLInputElement>(null),
    contact: useRef<HTMLInputElement>(null),
    waybill: useRef<HTMLInputElement>(null),
  };

  const focusFirst = (found: Partial<Record<TrackFieldName, string>>) => {
    const first = (['order_no', 'contact', 'waybill'] as const).find((name) => found[name]);
    if (first) refs[first].current?.focus();
  };

  const update = (name: TrackFieldName, value: string) => {
    setFields((current) => ({ ...current, [name]: value }));
    setErrors((current) => ({ ...current, [name]: undefined }));
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (sending) return;
    const request = trackRequest(mode, fields);
    if (!request.ok) {
      setErrors(request.errors);
      setFailure(null);
      focusFirst(request.errors);
      return;
    }
    setErrors({});
    setFailure(null);
    setSending(true);
    const result = await trackingActions.track(request.body);
    setSending(false);
    if (result.ok) {
      onFound(result.data);
      return;
    }
    const fieldErrors = trackFieldErrors(result.failure.fieldErrors);
    const hasFieldErrors = Object.keys(fieldErrors).length > 0;
    setErrors(fieldErrors);
    setFailure(trackFailureMessage(result.failure.statusCode, result.failure.message, hasFieldErrors));
    if (hasFieldErrors) focusFirst(fieldErrors);
  };

  return (
    <form className="track-form" onSubmit={submit} noValidate aria-busy={sending || undefined}>
      <fieldset className="track-form__modes">
        <legend className="track-form__legend">Track with</legend>
        {MODES.map((option) => (
          <label key={option.value} className="track-form__mode">
            <input
              type="radio"
              name="mode"
              value={option.value}
              checked={mode === option.value}
              onChange={() => {
                setMode(option.value);
                setErrors({});
                setFailure(null);
              }}
            />
            <span>{option.label}</span>
          </label>
        ))}
      </fieldset>
      {mode === 'order' ? (
        <>
          <TextField
            label="Order number"
            name="order_no"
            inputRef={refs.order_no}
            value={fields.order_no}
            error={errors.order_no}
            autoComplete="off"
            onChange={(e) => update('order_no', e.target.value)}
          />
          <TextField
            label="Email or phone"
            name="contact"
            inputRef={refs.contact}
            value={fields.contact}
            error={errors.contact}
            autoComplete="email"
            onChange={(e) => update('contact', e.target.value)}
          />
        </>
      ) : (
        <TextField
          label="Waybill number"
          name="waybill"
          inputRef={refs.waybill}
          value={fields.waybill}
          error={errors.waybill}
          autoComplete="off"
          onChange={(e) => update('waybill', e.target.value)}
        />
      )}
      <FormMessage message={failure} />
      <Button type="submit" variant="primary" className="track-form__submit" aria-disabled={sending || undefined} data-loading={sending || undefined}>
        Track order
      </Button>
    </form>
  );
}
