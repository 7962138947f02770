import type { OrderRef } from './api-client-orders.ts';
import type { ApiCall } from './api-transport.ts';
import type { PaymentOutcome, PaymentRedirect, TestGatewayPayment } from './payments.ts';

// spec §7 Checkout rows process-payment and complete-payment, and the test gateway's page.
export function paymentCalls(call: ApiCall) {
  const enc = encodeURIComponent;
  return {
    processPayment: (body: OrderRef) => call<PaymentRedirect>({ method: 'POST', path: '/api/checkout/process-payment', body }),
    completePayment: (body: OrderRef) => call<PaymentOutcome>({ method: 'POST', path: '/api/checkout/complete-payment', body }),
    getTestGatewayPayment: (id: string) => call<TestGatewayPayment>({ method: 'GET', path: `/api/test-gateway/payments/${enc(id)}` }),
    decideTestGatewayPayment: (id: string, decision: 'pay' | 'decline') =>
      call<PaymentRedirect>({ method: 'POST', path: `/api/test-gateway/payments/${enc(id)}/${decision}`, body: {} }),
  };
}
