/**
 * How one attempt to pay an order at a gateway stands (migrations 014, 023): 'refund_due' is money
 * the gateway took that the order does not keep (a second payment of one order), until the owner
 * records it 'refunded'. At most one attempt of an order is 'started' at a time.
 */
export type PaymentAttemptStatus = 'started' | 'paid' | 'failed' | 'refund_due' | 'refunded';

/** One attempt to pay an order through a gateway: its reference there and its outcome. */
export interface OrderPaymentsTable {
  id: string;
  order_id: string;
  gateway: string;
  /** The gateway's id for the payment; null until the gateway answered (the attempt is written first). */
  reference: string | null;
  amount: number;
  currency: string;
  status: PaymentAttemptStatus;
  /** The gateway's page for this attempt, answered again while it is open (migration 023). */
  redirect_url: string | null;
  created_at: string;
  updated_at: string;
}

export interface PaymentTables {
  order_payments: OrderPaymentsTable;
}
