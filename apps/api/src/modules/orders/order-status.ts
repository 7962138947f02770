import type { OrderStatus } from '@vitrine/contracts/orders';

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
