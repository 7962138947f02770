import type { ApiClient } from '@vitrine/contracts/api-client';
import type { ApiResponse } from '@vitrine/contracts/api-transport';
import { toResult } from '../../lib/api-result';
import { FORM_KEY_FIELD, FormKey, type FormOutcome, outcomeOf, valuesFromFormData } from './form-outcome';

/**
 * A page's action for the forms its sections draw, when sent as a plain POST (before the page's
 * script runs, or without it): the same API call the browser makes, and its outcome as action
 * data, which the form view shows (docs/decisions/026-forms.md). Null: not a form of ours.
 */
export async function sendFormPost(api: ApiClient, request: Request): Promise<FormOutcome | null> {
  const data = await request.formData().catch(() => null);
  if (!data) return null;
  const key = String(data.get(FORM_KEY_FIELD) ?? '');
  const values = valuesFromFormData(data);
  const call: Promise<ApiResponse<unknown>> | null =
    key === FormKey.tradeEnquiry
      ? api.submitTradeEnquiry(values)
      : key === FormKey.subscription
        ? api.subscribeEmail(values)
        : key.startsWith('form:')
          ? api.submitForm(key.slice('form:'.length), values)
          : null;
  if (!call) return null;
  return outcomeOf(key, toResult(await call), values);
}
