import type { AddressField } from '@vitrine/contracts/address-rules';
import { type ReactNode, useId } from 'react';
import { FieldError } from '../ui/field-error';
import '../ui/text-field.css';
import './address-form.css';

// Browsers fill addresses well when told what each field is.
const AUTOCOMPLETE: Record<string, string> = {
  first_name: 'given-name',
  last_name: 'family-name',
  phone: 'tel-national',
  email: 'email',
  address_line_1: 'address-line1',
  address_line_2: 'address-line2',
  city: 'address-level2',
  pincode: 'postal-code',
  zip: 'postal-code',
  postal_code: 'postal-code',
  company: 'organization',
};

interface FieldShellProps {
  label: string;
  required: boolean;
  error?: string;
  children: (ids: { id: string; describedBy: string | undefined }) => ReactNode;
}

/** Label, control and the error tied to it; required fields say so in the label. */
export function FieldShell({ label, required, error, children }: FieldShellProps) {
  const id = useId();
  const errorId = useId();
  return (
    <div className="auth-field address-field">
      <label htmlFor={id} className="auth-field__label">
        {label}
        {required ? (
          <span className="address-field__required" aria-hidden="true">
            {' '}
            *
          </span>
        ) : null}
      </label>
      {children({ id, describedBy: error ? errorId : undefined })}
      <FieldError id={errorId} message={error} />
    </div>
  );
}

interface AddressInputProps {
  field: AddressField;
  value: string;
  error?: string;
  onChange: (value: string) => void;
}

/** One dynamic field: its label and required rule come from the API (spec §3). */
export function AddressInput({ field, value, error, onChange }: AddressInputProps) {
  const type = field.field_type === 'tel' || field.field_type === 'email' ? field.field_type : 'text';
  return (
    <FieldShell label={field.label || field.column_name} required={field.is_required} error={error}>
      {({ id, describedBy }) => (
        <input
          id={id}
          name={field.column_name}
          type={type}
          inputMode={type === 'tel' ? 'numeric' : undefined}
          autoComplete={AUTOCOMPLETE[field.column_name] ?? 'on'}
          value={value}
          maxLength={255}
          aria-required={field.is_required || undefined}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          onChange={(event) => onChange(event.target.value)}
        />
      )}
    </FieldShell>
  );
}

interface SelectFieldProps {
  label: string;
  name: string;
  required: boolean;
  value: string;
  options: readonly { id: string; name: string }[];
  placeholder: string;
  error?: string;
  autoComplete?: string;
  onChange: (value: string) => void;
}

export function SelectField({ label, name, required, value, options, placeholder, error, autoComplete, onChange }: SelectFieldProps) {
  return (
    <FieldShell label={label} required={required} error={error}>
      {({ id, describedBy }) => (
        <select
          id={id}
          name={name}
          className="address-select"
          value={value}
          autoComplete={autoComplete}
          aria-required={required || undefined}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          onChange={(event) => onChange(event.target.value)}
        >
          <option value="">{placeholder}</option>
          {options.map((option) => (
            <option key={option.id} value={option.id}>
              {option.name}
            </option>
          ))}
        </select>
      )}
    </FieldShell>
  );
}
