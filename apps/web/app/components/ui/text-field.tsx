import { type InputHTMLAttributes, type ReactNode, type RefObject, useId } from 'react';
import { FieldError } from './field-error';
import './text-field.css';

export interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> {
  label: string;
  name: string;
  error?: string | null;
  inputRef?: RefObject<HTMLInputElement | null>;
  /** Extra content under the input (a strength meter, a hint). */
  children?: ReactNode;
}

/** A labelled input whose error is tied to it (aria-invalid, aria-describedby). */
export function TextField({ label, name, error, inputRef, children, type = 'text', ...rest }: TextFieldProps) {
  const id = useId();
  const errorId = useId();
  return (
    <div className="auth-field">
      <label htmlFor={id} className="auth-field__label">
        {label}
      </label>
      <input {...rest} ref={inputRef} id={id} name={name} type={type} aria-invalid={error ? true : undefined} aria-describedby={error ? errorId : undefined} />
      {children}
      <FieldError id={errorId} message={error} />
    </div>
  );
}

/** The form-level message (API answer, network failure): announced when it appears. */
export function FormMessage({ message, tone = 'error' }: { message: string | null; tone?: 'error' | 'success' }) {
  return (
    <p className={tone === 'error' ? 'field-error auth-form__message' : 'form-success auth-form__message'} role={tone === 'error' ? 'alert' : 'status'}>
      {message ?? ''}
    </p>
  );
}
