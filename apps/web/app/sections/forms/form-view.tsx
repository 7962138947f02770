import type { FormField, FormValues } from '@vitrine/contracts/form-fields';
import { Messages } from '@vitrine/contracts/messages';
import { type FormEvent, useRef, useState } from 'react';
import { useActionData } from 'react-router';
import { Button } from '../../components/ui/button';
import type { ApiResult } from '../../lib/api-result';
import { FormFieldControl } from './form-field';
import { FORM_KEY_FIELD, type FormOutcome, outcomeOf, valuesFromFormData } from './form-outcome';
import './form-view.css';

export type FormLogic = typeof import('./form-logic');
let logic: Promise<FormLogic> | null = null;
/** The rules and calls, fetched once for every form on the page; a failed fetch is tried again. */
function loadFormLogic(): Promise<FormLogic> {
  logic ??= import('./form-logic').catch((error) => {
    logic = null;
    throw error;
  });
  return logic;
}

export interface FormViewProps {
  /** Which form this is (form-outcome.ts FormKey), sent along with a plain POST. */
  formKey: string;
  fields: FormField[];
  submitLabel: string;
  /** The API call, given the form logic module (fetched on intent) and the checked values. */
  send: (logic: FormLogic, values: FormValues) => Promise<ApiResult<unknown>>;
  className?: string;
  /** Where a plain POST goes (a page whose action answers it); the current page by default. */
  action?: string;
  /** Names the form for assistive technology when no heading does. */
  'aria-label'?: string;
  'aria-labelledby'?: string;
}

/**
 * A form drawn from its field definitions. With its script it checks the fields by the shared
 * rules (spec §5 messages under each field, focus to the first error), sends them to the API and
 * shows the answer; before that it is a plain POST form the page's action answers the same way.
 * The rules and the API client arrive on intent (focus or pointer over the form, at the latest on
 * submit): the form's own DOM stays as it is meanwhile, so typed text and focus are kept.
 */
export function FormView({ formKey, fields, submitLabel, send, className, action, ...labelling }: FormViewProps) {
  const posted = useActionData() as FormOutcome | undefined;
  const initial = posted && posted.key === formKey ? posted : null;
  const [outcome, setOutcome] = useState<FormOutcome | null>(initial);
  const [sending, setSending] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  const errors = outcome?.errors ?? {};

  const focusField = (name: string | undefined) => {
    const control = name ? formRef.current?.elements.namedItem(name) : null;
    if (control instanceof HTMLElement) control.focus();
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (sending) return;
    const form = event.currentTarget;
    const values = valuesFromFormData(new FormData(form));
    setSending(true);
    const loaded = await loadFormLogic().catch(() => null);
    if (!loaded) {
      setSending(false);
      setOutcome({ key: formKey, ok: false, message: Messages.networkError, errors: {}, values: {} });
      return;
    }
    const checked = loaded.checkFormValues(fields, values);
    const failing = fields.map((f) => f.name).filter((name) => checked.errors[name]);
    if (failing.length > 0) {
      setSending(false);
      setOutcome({ key: formKey, ok: false, message: '', errors: checked.errors, values: {} });
      focusField(failing[0]);
      return;
    }
    const next = outcomeOf(formKey, await send(loaded, values), values);
    setSending(false);
    setOutcome(next);
    if (next.ok) form.reset();
    else focusField(fields.map((f) => f.name).find((name) => next.errors[name]));
  };

  const prepare = () => {
    void loadFormLogic().catch(() => {}); // on submit it is tried again, and a failure shown
  };

  // A field's error goes as soon as the shopper changes it.
  const clearError = (event: FormEvent<HTMLFormElement>) => {
    const name = (event.target as HTMLInputElement).name;
    if (!outcome?.errors[name]) return;
    const { [name]: _, ...rest } = outcome.errors;
    setOutcome({ ...outcome, errors: rest });
  };

  const firstError = initial ? fields.find((f) => initial.errors[f.name])?.name : undefined;
  const formMessage = outcome && !outcome.ok && Object.keys(outcome.errors).length === 0 ? outcome.message : null;
  return (
    <form
      ref={formRef}
      method="post"
      action={action}
      noValidate
      className={['form-view', className].filter(Boolean).join(' ')}
      onSubmit={submit}
      onInput={clearError}
      onFocus={prepare}
      onPointerEnter={prepare}
      aria-busy={sending || undefined}
      {...labelling}
    >
      <input type="hidden" name={FORM_KEY_FIELD} value={formKey} />
      {fields.map((field) => (
        <FormFieldControl
          key={field.name}
          field={field}
          error={errors[field.name]}
          defaultValue={initial?.values[field.name]}
          autoFocus={field.name === firstError}
        />
      ))}
      {/* One live region for the form's answer (a failure or the success), kept in place so what
          it says is announced; an empty one takes no room. */}
      <p className={`form-view__message ${outcome?.ok ? 'form-success' : 'field-error'}`} role="status">
        {outcome?.ok ? outcome.message : (formMessage ?? '')}
      </p>
      <Button type="submit" variant="primary" className="form-view__submit" aria-disabled={sending || undefined} data-loading={sending || undefined}>
        {submitLabel}
      </Button>
    </form>
  );
}
