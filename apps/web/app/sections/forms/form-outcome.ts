import type { FormValues } from '@vitrine/contracts/form-fields';
import type { ApiResult } from '../../lib/api-result';

// What a sent form shows: the same shape whether the browser sent it (form-view.tsx) or the page's
// action did, before the page was interactive (form-action.server.ts).

/** The hidden field naming which form a plain POST came from. */
export const FORM_KEY_FIELD = '_form';
/** Form keys: `form:{id}` for an owner's form, and the two plugin forms. */
export const FormKey = {
  owner: (id: string) => `form:${id}`,
  tradeEnquiry: 'trade-enquiry',
  subscription: 'email-subscription',
} as const;

export interface FormOutcome {
  key: string;
  ok: boolean;
  message: string;
  /** The API's per-field messages (422). */
  errors: Record<string, string>;
  /** What was sent, to fill the fields again after a failed plain POST. */
  values: Record<string, string>;
}

/** The values a form holds: text as typed; a checkbox is there ('on') only when ticked. */
export function valuesFromFormData(data: FormData): FormValues {
  const values: FormValues = {};
  for (const [name, value] of data.entries()) {
    if (name === FORM_KEY_FIELD || typeof value !== 'string') continue;
    values[name] = value;
  }
  return values;
}

export function outcomeOf(key: string, result: ApiResult<unknown>, values: FormValues): FormOutcome {
  if (result.ok) return { key, ok: true, message: result.message, errors: {}, values: {} };
  const echoed = Object.fromEntries(Object.entries(values).map(([k, v]) => [k, String(v ?? '')]));
  return { key, ok: false, message: result.failure.message, errors: result.failure.fieldErrors, values: echoed };
}
