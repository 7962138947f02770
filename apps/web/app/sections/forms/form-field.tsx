import type { FormField } from '@vitrine/contracts/form-fields';
import { useId } from 'react';
import { FieldError } from '../../components/ui/field-error';

interface FormFieldControlProps {
  field: FormField;
  error?: string;
  /** A value to show again (a plain POST that failed). */
  defaultValue?: string;
  /** The first failing field after a plain POST takes the focus on load. */
  autoFocus?: boolean;
}

/**
 * One field drawn from its definition: a label (with a required mark), the control, and its error
 * under it, tied to the control by aria-describedby. No `required` or `maxLength` attribute: the
 * browser's own bubbles would speak other words than spec §5's, so the shared rules run on submit.
 */
export function FormFieldControl({ field, error, defaultValue, autoFocus }: FormFieldControlProps) {
  const id = useId();
  const errorId = `${id}-error`;
  const common = {
    id,
    name: field.name,
    autoFocus,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': error ? errorId : undefined,
    'aria-required': field.is_required || undefined,
  } as const;
  // The required mark is drawn by CSS (form-view.css), out of the accessible name: aria-required says it.
  const label = field.label;
  const required = field.is_required ? ' form-field__label--required' : '';

  if (field.type === 'checkbox') {
    return (
      <div className="form-field form-field--checkbox">
        <input {...common} type="checkbox" defaultChecked={defaultValue === 'on'} />
        <label htmlFor={id} className={required.trim() || undefined}>
          {label}
        </label>
        <FieldError id={errorId} message={error} />
      </div>
    );
  }
  return (
    <div className="auth-field">
      <label htmlFor={id} className={`auth-field__label${required}`}>
        {label}
      </label>
      {field.type === 'textarea' ? (
        <textarea {...common} rows={5} defaultValue={defaultValue} placeholder={field.placeholder ?? undefined} />
      ) : field.type === 'select' ? (
        <select {...common} defaultValue={defaultValue ?? ''}>
          <option value="">Choose…</option>
          {(field.options ?? []).map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </select>
      ) : (
        <input
          {...common}
          type={field.type === 'number' ? 'text' : field.type}
          inputMode={field.type === 'number' ? 'decimal' : undefined}
          autoComplete={autoCompleteOf(field)}
          defaultValue={defaultValue}
          placeholder={field.placeholder ?? undefined}
        />
      )}
      <FieldError id={errorId} message={error} />
    </div>
  );
}

/** Lets browsers fill the usual contact fields. */
function autoCompleteOf(field: FormField): string | undefined {
  if (field.type === 'email') return 'email';
  if (field.type === 'tel') return 'tel';
  if (field.name === 'name') return 'name';
  if (field.name === 'company') return 'organization';
  return undefined;
}
