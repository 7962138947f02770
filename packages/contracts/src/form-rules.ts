import { EMAIL_MAX_LENGTH, emailError } from './auth-form-checks.ts';
import type { FormErrors, FormField, FormValues } from './form-fields.ts';
import { Messages } from './messages.ts';

// The field definitions live in form-fields.ts, so a form can be drawn without these rules
// (the browser fetches them when the shopper is about to send: apps/web form-view.tsx).
export * from './form-fields.ts';

// Owner-defined forms (GET /api/form/{id}) and the plugin forms (trade enquiry, email
// subscription): one zod-free rule per field, run by the browser before sending and by the API on
// every submission, so both give spec §5's exact messages (docs/decisions/010, 026).

/** Hard caps, whatever the owner sets: no field holds more, no form has more fields. */
export const FORM_LIMITS = {
  fields: 30,
  options: 50,
  text: 200,
  textarea: 5000,
  /** Characters of one submission's values together. */
  total: 20_000,
} as const;

/** The longest value a field takes: the owner's max_length, never above the type's cap. */
export function fieldMaxLength(field: Pick<FormField, 'type' | 'max_length'>): number {
  const cap = field.type === 'textarea' ? FORM_LIMITS.textarea : field.type === 'email' ? EMAIL_MAX_LENGTH : FORM_LIMITS.text;
  return field.max_length && field.max_length > 0 ? Math.min(field.max_length, cap) : cap;
}

const NUMBER_PATTERN = /^-?\d+(\.\d+)?$/;
/** A phone as people type it: digits, with spaces, dashes or brackets between, an optional leading +. */
const PHONE_PATTERN = /^\+?\d+$/;

const isChecked = (value: FormValues[string]) => value === true || value === 'true' || value === 'on' || value === '1' || value === 1;

/** The value as text, trimmed; a checkbox's value is handled apart. */
export function fieldText(value: FormValues[string]): string {
  if (value === null || value === undefined || typeof value === 'boolean') return '';
  return String(value).trim();
}

/** spec §5: the first rule a value breaks, as the spec's message, or null. */
export function formFieldError(field: FormField, value: FormValues[string]): string | null {
  if (field.type === 'checkbox') return field.is_required && !isChecked(value) ? Messages.fieldRequired : null;
  if (typeof value === 'object' && value !== null) return Messages.fieldNotValid;
  const text = fieldText(value);
  if (!text) return field.is_required ? Messages.fieldRequired : null;
  const max = fieldMaxLength(field);
  if (field.type === 'email') return emailError(text);
  if (field.type === 'number' && !NUMBER_PATTERN.test(text)) return Messages.mustBeNumeric;
  if (field.type === 'tel' && !PHONE_PATTERN.test(text.replace(/[\s()-]/g, ''))) return Messages.mustBeNumeric;
  if (field.type === 'select') return (field.options ?? []).some((o) => o.value === text) ? null : Messages.fieldNotValid;
  if (field.min_length && text.length < field.min_length) return Messages.minLength(field.min_length);
  if (text.length > max) return Messages.maxLength(max);
  return null;
}

/** The stored value of a field: trimmed text, or 'yes'/'no' for a checkbox. */
export function fieldValue(field: FormField, value: FormValues[string]): string {
  if (field.type === 'checkbox') return isChecked(value) ? 'yes' : 'no';
  return fieldText(value);
}

/**
 * Every field's rule over the values sent: the clean values (names the form does not define are
 * dropped) and one message per failing field.
 */
export function checkFormValues(fields: FormField[], values: FormValues): { values: Record<string, string>; errors: FormErrors } {
  const clean: Record<string, string> = {};
  const errors: FormErrors = {};
  for (const field of fields) {
    const raw = Object.hasOwn(values, field.name) ? values[field.name] : undefined;
    const error = formFieldError(field, raw);
    if (error) errors[field.name] = error;
    else clean[field.name] = fieldValue(field, raw);
  }
  return { values: clean, errors };
}

// ---------------------------------------------------------------- plugin forms (spec §7 Plugins)

export const FormMessages = {
  formNotFound: 'Form not found',
  sent: 'Thank you. Your message has been sent.',
  tradeEnquirySent: 'Thank you. We will reply to your enquiry within two working days.',
  subscribed: 'Thank you for subscribing.',
  alreadySubscribed: 'You are already subscribed.',
  subscriptionIntro: 'New pieces, studio stories and offers, about twice a month. Unsubscribe whenever you like.',
  duplicateFieldNames: 'Each field needs a name of its own',
  tooMuchText: `The message is too long: at most ${FORM_LIMITS.total} characters in all`,
} as const;
