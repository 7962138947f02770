// A payment gateway as checkout sees one (docs/decisions/014-payments.md). Every gateway Vitrine
// speaks to is a hosted redirect gateway: the shop asks it to start a payment, sends the shopper
// to the page it answers, and learns the outcome only from the gateway itself, by a signed
// confirmation (webhook) or by asking it. The shopper's return to the shop proves nothing.
// Adding a gateway (Razorpay, Stripe…) is one file implementing this, listed in
// modules/payments/gateways.ts, with its keys in the environment and its switch as a plugin.

/** What the gateway says of one payment. */
export interface GatewayPaymentState {
  /** The gateway's id of the payment. */
  reference: string;
  status: 'pending' | 'paid' | 'failed';
  /** Integer minor units, as the gateway took it (the shop checks it matches the order). */
  amount: number;
  currency: string;
}

export interface StartPaymentInput {
  /** The shop's id for this attempt; the gateway echoes it as its merchant reference. */
  attemptId: string;
  /** Shown on the gateway's page ('Order V7K2M9QX'). */
  description: string;
  amount: number;
  currency: string;
  /** Where the shopper lands after paying, and after declining or giving up. */
  returnUrl: string;
  cancelUrl: string;
  /** Where the gateway posts its signed confirmation. */
  webhookUrl: string;
}

export interface PaymentGateway {
  /** The payment method code the cart stores ('test_gateway', 'razorpay'). */
  code: string;
  /** Opens a payment at the gateway: its reference, and the page to send the shopper to. */
  startPayment(input: StartPaymentInput): Promise<{ reference: string; redirectUrl: string }>;
  /** Asks the gateway, server to server, how a payment stands; null when it does not know it. */
  fetchPayment(reference: string): Promise<GatewayPaymentState | null>;
  /**
   * Reads a confirmation the gateway posted: null unless its signature over the exact body is the
   * gateway's and recent. Signed events may still be replayed: settling a payment is idempotent.
   */
  readWebhook(rawBody: string, headers: Record<string, string | string[] | undefined>): GatewayPaymentState | null;
}
