import { orderRefSchema } from '@vitrine/contracts/orders-inputs';
import { gatewayParamSchema, testGatewayPaymentParamSchema } from '@vitrine/contracts/payments-inputs';
import type { Operation } from './operation.ts';

// Payments (docs/api.md "Payments"; docs/decisions/014-payments.md): spec §7 Checkout rows
// process-payment and complete-payment, the gateways' webhooks, and the built-in test gateway.

export const paymentOperations: Operation[] = [
  {
    method: 'POST',
    path: '/api/checkout/process-payment',
    tag: 'payments',
    access: 'public',
    summary: "Starts paying an order at its gateway: the gateway's page to send the shopper to",
    body: orderRefSchema,
    data: '`PaymentRedirect`: { redirect_url }',
    notes: "The order's owner or its token. 422 when the order is paid on delivery, already paid, cancelled, or its gateway was switched off.",
  },
  {
    method: 'POST',
    path: '/api/checkout/complete-payment',
    tag: 'payments',
    access: 'public',
    summary: 'Asks the gateway how the order’s payment stands (the shopper is back) and answers where to go',
    body: orderRefSchema,
    data: "`PaymentOutcome`: { order, paid, next: { type: 'complete' | 'failed', url } }",
    notes: 'The return address proves nothing: only the gateway’s answer (or its signed webhook) marks an order paid.',
  },
  {
    method: 'GET',
    path: '/api/checkout/pending-order',
    tag: 'payments',
    access: 'public',
    summary: 'The order placed in this browser that waits for its online payment (issue 29)',
    data: '`PendingOrderAnswer`: { pending: { order_id, order_no, grand_total, currency, item_count, payment_status } | null }',
    notes: 'Named by the httpOnly vitrine_pending_order cookie (order id and token); a cookie naming nothing waiting (paid, cancelled, made up) is cleared.',
  },
  {
    method: 'POST',
    path: '/api/checkout/pending-order',
    tag: 'payments',
    access: 'public',
    summary: "The awaiting-payment message's link: remembers the order in this browser while it waits",
    body: orderRefSchema,
    data: '`PendingOrderAnswer`',
    notes: "The order's owner or its token, else 404. Sets the pending-order cookie when the order still waits.",
  },
  {
    method: 'POST',
    path: '/api/checkout/pending-order/pay',
    tag: 'payments',
    access: 'public',
    summary: "Pay now: the gateway's page for the order the pending-order cookie names",
    data: '`PaymentRedirect`: { redirect_url }',
    notes: "422 'No order is waiting for payment' without a valid cookie; otherwise as process-payment.",
  },
  {
    method: 'POST',
    path: '/api/checkout/pending-order/change',
    tag: 'payments',
    access: 'public',
    summary: 'Change it: cancels the unpaid order (stock and coupon given back) and puts its lines in this cart',
    data: '`PendingOrderChanged`: { cart }',
    notes:
      "422 'No order is waiting for payment' when the cookie names no unpaid order (paid or cancelled meanwhile). Clears the cookie; sets the cart cookie.",
  },
  {
    method: 'POST',
    path: '/api/payments/:gateway/webhook',
    tag: 'payments',
    access: 'public',
    open: true,
    summary: "A gateway's signed confirmation of a payment",
    params: gatewayParamSchema,
    data: '{ settled }: whether the payment was one of the shop’s',
    notes:
      'Signed over the exact body (header x-vitrine-signature: t=…,v1=HMAC-SHA256); an unsigned, wrongly signed or stale one is a 422. Replays change nothing.',
    extraErrors: [404],
  },
  {
    method: 'GET',
    path: '/api/test-gateway/payments/:id',
    tag: 'payments',
    access: 'public',
    summary: "The test gateway's payment, for its pay / decline page",
    params: testGatewayPaymentParamSchema,
    data: '`TestGatewayPayment`: { id, merchant, description, amount, currency, status }',
    notes: '404 unless the TestGateway plugin is installed.',
    extraErrors: [404],
  },
  ...(['pay', 'decline'] as const).map(
    (decision): Operation => ({
      method: 'POST',
      path: `/api/test-gateway/payments/:id/${decision}`,
      tag: 'payments',
      access: 'public',
      limited: true,
      summary: decision === 'pay' ? 'The shopper pays on the test gateway' : 'The shopper declines on the test gateway',
      params: testGatewayPaymentParamSchema,
      data: "{ redirect_url }: back to the shop's complete (paid) or failed (declined) page",
      notes: 'The first decision stands; the gateway then posts its signed webhook to the shop once.',
      extraErrors: [404],
    }),
  ),
];
