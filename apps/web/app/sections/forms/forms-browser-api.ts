import type { FormValues } from '@vitrine/contracts/form-fields';
import { type ApiResult, runCall } from '../../lib/api-result';
import { browserApi } from '../../lib/browser-api';

/** The forms' calls from the browser, as results the form view shows. */
export const formActions = {
  submitForm: (id: string, values: FormValues): Promise<ApiResult<unknown>> => runCall(() => browserApi().submitForm(id, values)),
  submitTradeEnquiry: (values: FormValues): Promise<ApiResult<unknown>> => runCall(() => browserApi().submitTradeEnquiry(values)),
  subscribeEmail: (values: FormValues): Promise<ApiResult<unknown>> => runCall(() => browserApi().subscribeEmail(values)),
};
