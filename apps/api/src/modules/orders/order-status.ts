import type { OrderStatus, PaymentStatus } from '@vitrine/contracts/orders';

// Who may move an order from which status to which (docs/decisions/012-orders.md). Pure: the
// services ask it before the conditional update that makes the move.

export type OrderActor = 'customer' | 'owner' | 'system';

const MOVES: Record<OrderActor, Partial<Record<OrderStatus, readonly OrderStatus[]>>> = {
  customer: {
    placed: ['cancelled'],
    confirmed: ['cancelled'],
    packed: ['cancelled'],
    delivered: ['refund_requested'],
  },
  owner: {
    placed: ['confirmed', 'cancelled'],
    confirmed: ['packed', 'cancelled'],
    packed: ['shipped', 'cancelled'],
    shipped: ['out_for_delivery', 'delivered'],
    out_for_delivery: ['delivered'],
    refund_requested: ['refunded', 'delivered'],
  },
  system: {},
};

export function canMove(actor: OrderActor, from: OrderStatus, to: OrderStatus): boolean {
  return MOVES[actor][from]?.includes(to) ?? false;
}

/** The statuses `actor` may move an order to `to` from. */
export function statusesBefore(actor: OrderActor, to: OrderStatus): OrderStatus[] {
  return (Object.entries(MOVES[actor]) as [OrderStatus, readonly OrderStatus[]][]).filter(([, next]) => next.includes(to)).map(([from]) => from);
}

/** Cancelling before shipping puts the units back. */
export function restocks(to: OrderStatus): boolean {
  return to === 'cancelled';
}

// Money and the order's status (docs/decisions/014-payments.md, Refunds): every paid rupee has a
// way back. The repositories apply these in the same single conditional UPDATE that moves the
// order or settles its payment, so a cancel and a payment arriving together end the same either way.

/** Cancelling an order that was paid leaves its money due back to the shopper. */
export function paymentAfterCancel(payment: PaymentStatus): PaymentStatus {
  return payment === 'paid' ? 'refund_due' : payment;
}

/** A payment that lands on an order already cancelled (by the shopper or the unpaid-order expiry) is owed back. */
export function paymentWhenPaid(status: OrderStatus): 'paid' | 'refund_due' {
  return status === 'cancelled' ? 'refund_due' : 'paid';
}

/** The owner records the refund of a cancelled order only while its money is due back. */
export function canRecordRefund(order: { status: OrderStatus; payment_status: PaymentStatus }): boolean {
  return order.status === 'cancelled' && order.payment_status === 'refund_due';
}
