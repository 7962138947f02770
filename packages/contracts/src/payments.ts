// Payments through hosted gateways (docs/decisions/014-payments.md): spec §7 Checkout rows
// process-payment and complete-payment, and the built-in test gateway's page. Zod-free: the
// browser imports it (schemas in payments-inputs.ts).
import type { Order } from './orders.ts';

export const PaymentMessages = {
  notGateway: 'This order is not paid online',
  alreadyPaid: 'This order is already paid',
  cannotPay: 'This order can no longer be paid',
  gatewayUnavailable: 'This payment method is not available. Please choose another one',
  paid: 'Your payment has been received',
  notPaid: 'Your payment did not go through',
  badSignature: 'Invalid signature',
  unknownPayment: 'Unknown payment',
  testPaymentNotFound: 'Payment not found',
  /** A second Pay while the first is still opening its gateway page (one open attempt per order). */
  paymentOpening: 'Your payment page is being opened. Please wait a moment and try again',
} as const;

/** POST /api/checkout/process-payment: where to send the shopper to pay (the gateway's page). */
export interface PaymentRedirect {
  redirect_url: string;
}

/** POST /api/checkout/complete-payment: the order as the gateway left it, and where to go next. */
export interface PaymentOutcome {
  order: Order;
  paid: boolean;
  next: { type: 'complete' | 'failed'; url: string };
}

/** The test gateway's own page (/test-gateway/pay/{id}), as a hosted gateway shows a payment. */
export interface TestGatewayPayment {
  id: string;
  merchant: string;
  description: string;
  amount: number;
  currency: string;
  status: 'created' | 'paid' | 'declined';
}
