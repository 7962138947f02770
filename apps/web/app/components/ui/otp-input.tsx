import {
  clearOtpDigit,
  isOtpClearKey,
  OTP_LENGTH,
  type OtpBoxesChange,
  otpBoxesFromValue,
  otpValueFromBoxes,
  pasteOtp,
  typeOtpDigit,
} from '@vitrine/contracts/auth-rules';
import { type ClipboardEvent, type KeyboardEvent, type RefObject, useId, useRef } from 'react';
import { FieldError } from './field-error';
import './otp-input.css';

export interface OtpInputProps {
  /** The code, a space for an empty box ('1 34'); see otpValueFromBoxes. */
  value: string;
  onChange: (value: string) => void;
  disabled?: boolean;
  /** Error text shown under the boxes and tied to them with aria-describedby. */
  error?: string | null;
  /** Receives the first box, so the form can focus it after the focus delay. */
  firstBoxRef?: RefObject<HTMLInputElement | null>;
  label?: string;
}

/**
 * spec §2/§5 4-digit OTP input: digits only, one per box; Backspace or Delete clears the box and
 * moves back; a pasted (or autofilled) value of exactly 4 digits fills every box.
 */
export function OtpInput({ value, onChange, disabled, error, firstBoxRef, label = 'Verification code' }: OtpInputProps) {
  const labelId = useId();
  const errorId = useId();
  const boxes = useRef<(HTMLInputElement | null)[]>([]);
  const digits = otpBoxesFromValue(value);

  const apply = (change: OtpBoxesChange) => {
    onChange(otpValueFromBoxes(change.boxes));
    boxes.current[change.focus]?.focus();
  };

  const onInput = (index: number, typed: string) => {
    // One-time-code autofill on phones types the whole code into one box, like a paste.
    apply(pasteOtp(typed) ?? typeOtpDigit(digits, index, typed));
  };

  const onKeyDown = (index: number, event: KeyboardEvent<HTMLInputElement>) => {
    if (isOtpClearKey(event.key)) {
      event.preventDefault();
      apply(clearOtpDigit(digits, index));
    } else if (/^\d$/.test(event.key) && !event.ctrlKey && !event.metaKey && !event.altKey) {
      // A typed digit replaces the box whatever the caret or selection: typed over the same digit
      // the value would not change (no change event, so no move to the next box), and typed before
      // it the box would keep the old one. Phones' keyboards that send no key go through onInput.
      event.preventDefault();
      apply(typeOtpDigit(digits, index, event.key));
    } else if (event.key === 'ArrowLeft' && index > 0) {
      event.preventDefault();
      boxes.current[index - 1]?.focus();
    } else if (event.key === 'ArrowRight' && index < OTP_LENGTH - 1) {
      event.preventDefault();
      boxes.current[index + 1]?.focus();
    }
  };

  const onPaste = (event: ClipboardEvent<HTMLInputElement>) => {
    event.preventDefault();
    const filled = pasteOtp(event.clipboardData.getData('text'));
    if (filled) apply(filled);
  };

  return (
    <div className="otp-input">
      <p id={labelId} className="otp-input__label">
        {label}
      </p>
      <div className="otp-input__boxes" role="group" aria-labelledby={labelId} aria-describedby={error ? errorId : undefined}>
        {digits.map((digit, index) => (
          <input
            key={index}
            ref={(node) => {
              boxes.current[index] = node;
              if (index === 0 && firstBoxRef) firstBoxRef.current = node;
            }}
            className="otp-input__box"
            type="text"
            inputMode="numeric"
            pattern="[0-9]*"
            autoComplete={index === 0 ? 'one-time-code' : 'off'}
            aria-label={`Digit ${index + 1} of ${OTP_LENGTH}`}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? errorId : undefined}
            value={digit}
            disabled={disabled}
            onChange={(event) => onInput(index, event.target.value)}
            onKeyDown={(event) => onKeyDown(index, event)}
            onPaste={onPaste}
            onFocus={(event) => event.target.select()}
          />
        ))}
      </div>
      <FieldError id={errorId} message={error} announce />
    </div>
  );
}
