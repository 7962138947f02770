import type { OrderRef } from './api-client-orders.ts';
import type { ApiCall } from './api-transport.ts';
import type { PaymentOutcome, PaymentRedirect, TestGatewayPayment } from './payments.ts';
import type { PendingOrderAnswer, PendingOrderChanged } from './pending-order.ts';

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

/** The order waiting for its payment in this browser (docs/api.md "Payments"). */
export function pendingOrderCalls(call: ApiCall) {
  return {
    getPendingOrder: () => call<PendingOrderAnswer>({ method: 'GET', path: '/api/checkout/pending-order' }),
    /** The awaiting-payment message's link: adopts the order in this browser. */
    adoptPendingOrder: (body: OrderRef) => call<PendingOrderAnswer>({ method: 'POST', path: '/api/checkout/pending-order', body }),
    /** Pay now: the gateway's page for the order this browser's cookie names. */
    payPendingOrder: () => call<PaymentRedirect>({ method: 'POST', path: '/api/checkout/pending-order/pay', body: {} }),
    /** Change it: cancels the unpaid order and puts its lines back in the cart. */
    changePendingOrder: () => call<PendingOrderChanged>({ method: 'POST', path: '/api/checkout/pending-order/change', body: {} }),
  };
}
