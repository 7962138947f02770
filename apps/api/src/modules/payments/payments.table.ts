/** How one attempt to pay an order at a gateway ended (migration 014). */
export type PaymentAttemptStatus = 'started' | 'paid' | 'failed';

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
  created_at: string;
  updated_at: string;
}

export interface PaymentTables {
  order_payments: OrderPaymentsTable;
}
