import { useId, useState } from 'react';
import { clampQuantity, parseQuantity } from './quantity';

interface QuantityStepperProps {
  value: number;
  max: number;
  onChange: (quantity: number) => void;
  disabled?: boolean;
}

/**
 * − [n] + within 1..max. The buttons use aria-disabled (not disabled) at the ends, so keyboard
 * focus is not thrown to the page when a limit is reached.
 */
export function QuantityStepper({ value, max, onChange, disabled = false }: QuantityStepperProps) {
  const id = useId();
  const hintId = useId();
  // What is being typed; committed (and clamped) on blur or Enter.
  const [draft, setDraft] = useState<string | null>(null);
  const commit = () => {
    if (draft !== null) onChange(parseQuantity(draft, max));
    setDraft(null);
  };
  const step = (delta: number) => {
    if (disabled) return;
    setDraft(null);
    onChange(clampQuantity(value + delta, max));
  };
  const atMin = disabled || value <= 1;
  const atMax = disabled || value >= max;
  return (
    <div className="quantity">
      <label htmlFor={id} className="quantity__label">
        Quantity
      </label>
      <div className="quantity__control">
        <button type="button" className="quantity__button" aria-label="Decrease quantity" aria-disabled={atMin} onClick={() => !atMin && step(-1)}>
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
        <button type="button" className="quantity__button" aria-label="Increase quantity" aria-disabled={atMax} onClick={() => !atMax && step(1)}>
          <span aria-hidden="true">+</span>
        </button>
      </div>
      <p id={hintId} className="quantity__hint">
        {disabled ? 'Not available right now' : `Up to ${max}`}
      </p>
    </div>
  );
}
