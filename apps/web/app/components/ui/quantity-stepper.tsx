import { useId, useState } from 'react';
import { clampQuantity, parseQuantity } from './quantity';
import './quantity-stepper.css';

interface QuantityStepperProps {
  value: number;
  max: number;
  onChange: (quantity: number) => void;
  /** Nothing can be chosen (sold out); the hint says why. */
  disabled?: boolean;
  /** A call is running: the buttons stay focusable but do nothing. */
  busy?: boolean;
  /** Whose quantity this is, for screen readers where several steppers share a page (cart lines). */
  itemName?: string;
  /** The line under the control; defaults to "Up to {max}". */
  hint?: string;
}

/**
 * − [n] + within 1..max. The buttons use aria-disabled (not disabled) at the ends, so keyboard
 * focus is not thrown to the page when a limit is reached.
 */
export function QuantityStepper({ value, max, onChange, disabled = false, busy = false, itemName, hint }: QuantityStepperProps) {
  const id = useId();
  const hintId = useId();
  // What is being typed; committed (and clamped) on blur or Enter.
  const [draft, setDraft] = useState<string | null>(null);
  const commit = () => {
    if (draft !== null && !busy) {
      const next = parseQuantity(draft, max);
      if (next !== value) onChange(next);
    }
    setDraft(null);
  };
  const step = (delta: number) => {
    if (disabled || busy) return;
    setDraft(null);
    onChange(clampQuantity(value + delta, max));
  };
  const atMin = disabled || busy || value <= 1;
  const atMax = disabled || busy || value >= max;
  const of = itemName ? ` of ${itemName}` : '';
  return (
    <div className="quantity">
      <label htmlFor={id} className={itemName ? 'visually-hidden' : 'quantity__label'}>
        {`Quantity${of}`}
      </label>
      <div className="quantity__control">
        <button type="button" className="quantity__button" aria-label={`Decrease quantity${of}`} aria-disabled={atMin} onClick={() => !atMin && step(-1)}>
          <span aria-hidden="true">−</span>
        </button>
        <input
          id={id}
          className="quantity__input"
          type="text"
          inputMode="numeric"
          pattern="[0-9]*"
          autoComplete="off"
          value={draft ?? String(value)}
          aria-describedby={hintId}
          disabled={disabled}
          onChange={(e) => setDraft(e.target.value)}
          onBlur={commit}
          onKeyDown={(e) => {
            if (e.key === 'Enter') commit();
            else if (e.key === 'ArrowUp' || e.key === 'ArrowDown') {
              e.preventDefault();
              step(e.key === 'ArrowUp' ? 1 : -1);
            }
          }}
        />
        <button type="button" className="quantity__button" aria-label={`Increase quantity${of}`} aria-disabled={atMax} onClick={() => !atMax && step(1)}>
          <span aria-hidden="true">+</span>
        </button>
      </div>
      <p id={hintId} className="quantity__hint">
        {hint ?? (disabled ? 'Not available right now' : `Up to ${max}`)}
      </p>
    </div>
  );
}
