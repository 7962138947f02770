import type { PincodeAvailability } from '@vitrine/contracts/pincode';
import { type FormEvent, useId, useRef, useState } from 'react';
import { Button } from '../../components/ui/button';
import { FieldError } from '../../components/ui/field-error';
import { loadBrowserApi } from '../../lib/lazy-call';
import { normalisePincode, pincodeError, pincodeResultText } from './pincode-rules';

/** Pincode availability (plugin): asks the API whether, how fast and how this product ships there. */
export function PincodeCheck() {
  const inputId = useId();
  const errorId = useId();
  const input = useRef<HTMLInputElement>(null);
  const [error, setError] = useState<string | null>(null);
  const [result, setResult] = useState<PincodeAvailability | null>(null);
  const [pending, setPending] = useState(false);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const pincode = normalisePincode(input.current?.value ?? '');
    const invalid = pincodeError(pincode);
    setResult(null);
    setError(invalid);
    if (invalid) {
      input.current?.focus();
      return;
    }
    setPending(true);
    try {
      const res = await (await loadBrowserApi()).checkPincode(pincode);
      if (res.body.status === 'success') setResult(res.body.data);
      else setError(res.body.message || 'The pincode could not be checked');
    } catch {
      setError('The pincode could not be checked. Please try again.');
    } finally {
      setPending(false);
    }
  };

  return (
    <form className="pincode-check" noValidate onSubmit={onSubmit} aria-busy={pending}>
      <label htmlFor={inputId} className="pincode-check__label">
        Pincode
      </label>
      <p className="pincode-check__hint">Check delivery time and cash on delivery for your area.</p>
      <div className="inline-field">
        <input
          ref={input}
          id={inputId}
          name="pincode"
          type="text"
          inputMode="numeric"
          autoComplete="postal-code"
          maxLength={6}
          pattern="[0-9]{6}"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
        />
        <Button type="submit" variant="outline" disabled={pending}>
          Check
        </Button>
      </div>
      <FieldError id={errorId} message={error} announce />
      <p className={`pincode-check__result${result && !result.deliverable ? ' is-negative' : ''}`} role="status">
        {result ? pincodeResultText(result) : ''}
      </p>
    </form>
  );
}
