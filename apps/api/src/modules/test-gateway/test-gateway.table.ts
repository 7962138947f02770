/** A payment as the built-in test gateway keeps it (migration 014). */
export type TestGatewayPaymentStatus = 'created' | 'paid' | 'declined';

export interface TestGatewayPaymentsTable {
  id: string;
  /** The shop's id for what is being paid (its payment attempt). */
  merchant_reference: string;
  description: string;
  amount: number;
  currency: string;
  status: TestGatewayPaymentStatus;
  /** Where the shopper goes after paying, and after declining. */
  return_url: string;
  cancel_url: string;
  /** Where the gateway posts its signed confirmation. */
  webhook_url: string;
  created_at: string;
  updated_at: string;
}

export interface TestGatewayTables {
  test_gateway_payments: TestGatewayPaymentsTable;
}
