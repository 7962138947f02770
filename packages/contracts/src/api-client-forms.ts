import type { ApiCall } from './api-transport.ts';
import type { FormDefinition, FormValues } from './form-rules.ts';

// spec §7 "Forms and FAQ" and the form plugins (TradeEnquiry, emailSubscription).
export function formCalls(call: ApiCall) {
  const enc = encodeURIComponent;
  return {
    getForm: (id: string) => call<FormDefinition>({ method: 'GET', path: `/api/form/${enc(id)}` }),
    submitForm: (id: string, values: FormValues) => call<{ form_id: string }>({ method: 'POST', path: `/api/form/submit/${enc(id)}`, body: values }),
    submitTradeEnquiry: (values: FormValues) => call<null>({ method: 'POST', path: '/api/plugins/TradeEnquiry/submit', body: values }),
    subscribeEmail: (values: FormValues) =>
      call<{ email: string; already_subscribed: boolean }>({ method: 'POST', path: '/api/plugins/emailSubscription/subscribe', body: values }),
  };
}
