import { pickReason, REASON_OTHER_MAX, type ReasonCheck, ReasonMessages } from './order-rules';

// The refund dialog's reasons (order-refund-dialog.tsx); the rule is the cancel dialog's
// (order-rules.ts). The reason goes to POST /api/orders/refund/request (at most 500 characters).

export const REFUND_REASONS = [
  'Item arrived damaged or defective',
  'Item is not as described',
  'Received the wrong item',
  'Item does not fit',
  'Other',
] as const;
export const REFUND_OTHER_MAX = REASON_OTHER_MAX;
export const RefundMessages = ReasonMessages;

/** The reason to send, or which field is not ready and why. */
export function refundReason(choice: string, other: string): ReasonCheck {
  return pickReason(REFUND_REASONS, choice, other);
}
