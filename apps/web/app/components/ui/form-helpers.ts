import type { FieldErrors } from '@vitrine/contracts/auth-rules';
import type { ApiFailure } from '../../lib/api-result';

/** The trimmed text fields of a submitted form (passwords untrimmed: spaces may be meant). */
export function readForm<K extends string>(form: HTMLFormElement, names: readonly K[], untrimmed: readonly K[] = []): Record<K, string> {
  const data = new FormData(form);
  const out = {} as Record<K, string>;
  for (const name of names) {
    const value = String(data.get(name) ?? '');
    out[name] = untrimmed.includes(name) ? value : value.trim();
  }
  return out;
}

/** Focus the first field with an error, so a screen reader reads its label and message. */
export function focusFirstError(form: HTMLFormElement, errors: FieldErrors<string>): void {
  const first = Object.keys(errors)[0];
  if (!first) return;
  const field = form.elements.namedItem(first);
  if (field instanceof HTMLElement) field.focus();
}

/** Field errors from a 422 answer for the fields this form has, and the text for the rest. */
export function splitFailure<K extends string>(failure: ApiFailure, fields: readonly K[]): { errors: FieldErrors<K>; message: string | null } {
  const errors: FieldErrors<K> = {};
  for (const field of fields) if (failure.fieldErrors[field]) errors[field] = failure.fieldErrors[field];
  return { errors, message: Object.keys(errors).length > 0 ? null : failure.message };
}
