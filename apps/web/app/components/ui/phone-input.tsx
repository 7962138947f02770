import { AUTH_TIMINGS, isBlockedPhoneKey, sanitisePhone } from '@vitrine/contracts/auth-rules';
import { type RefObject, useEffect, useId, useState } from 'react';
import { useDebouncedValue } from '../../lib/use-debounced-value';
import { FieldError } from './field-error';
import './text-field.css';
import './phone-input.css';

export interface PhoneInputProps {
  name: string;
  /** Digits kept: the country's mobile length (10 in the OTP forms). */
  maxLength: number;
  label?: string;
  /** The country's dialling code, shown before the field (e.g. '+91'). */
  mobileCode?: string | null;
  defaultValue?: string;
  /** Called with the value once typing has paused for 750 ms (spec §5). */
  onDebouncedChange?: (value: string) => void;
  /** Called with every change (a form that clears an error as soon as it is fixed). */
  onValueChange?: (value: string) => void;
  error?: string | null;
  inputRef?: RefObject<HTMLInputElement | null>;
  disabled?: boolean;
}

/**
 * spec §5 phone input: blocks e, E, +, -, . and keeps digits only, truncated to the country's
 * length. The form reads the live value on submit (name), so the debounce never loses input.
 */
export function PhoneInput({
  name,
  maxLength,
  label = 'Phone number',
  mobileCode,
  defaultValue = '',
  onDebouncedChange,
  onValueChange,
  error,
  inputRef,
  disabled,
}: PhoneInputProps) {
  const id = useId();
  const errorId = useId();
  const [value, setValue] = useState(() => sanitisePhone(defaultValue, maxLength));
  const debounced = useDebouncedValue(value, AUTH_TIMINGS.inputDebounceMs);

  useEffect(() => {
    onDebouncedChange?.(debounced);
  }, [debounced, onDebouncedChange]);

  return (
    <div className="auth-field">
      <label htmlFor={id} className="auth-field__label">
        {label}
      </label>
      <div className="phone-input">
        {mobileCode ? (
          <span className="phone-input__code" aria-hidden="true">
            {mobileCode.startsWith('+') ? mobileCode : `+${mobileCode}`}
          </span>
        ) : null}
        <input
          ref={inputRef}
          id={id}
          name={name}
          type="tel"
          inputMode="numeric"
          autoComplete="tel-national"
          value={value}
          disabled={disabled}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          onKeyDown={(event) => {
            if (isBlockedPhoneKey(event.key)) event.preventDefault();
          }}
          onChange={(event) => {
            const next = sanitisePhone(event.target.value, maxLength);
            setValue(next);
            onValueChange?.(next);
          }}
        />
      </div>
      <FieldError id={errorId} message={error} announce />
    </div>
  );
}
