// An order placed for an online payment and not paid yet, as the cart page shows it (issue 29;
// docs/decisions/014-payments.md "Waiting for payment"). Zod-free: the browser imports it.
import type { Cart } from './cart.ts';

export const PendingOrderMessages = {
  banner: 'You have an order waiting for payment',
  changed: 'Your order was cancelled and its items are back in your cart',
  nothingPending: 'No order is waiting for payment',
  found: 'Order waiting for payment',
} as const;

/** GET /api/checkout/pending-order (and POST with the mail's order_id and token). */
// The order's token is not part of it: the cookie carries it, so it never lands in a rendered
// page or a script (Pay now and Change it name no order: the cookie does).
export interface PendingOrder {
  order_id: string;
  order_no: string;
  grand_total: number;
  currency: string;
  item_count: number;
  /** 'failed' once a try was declined: the order still waits. */
  payment_status: 'awaiting_payment' | 'failed';
}

export interface PendingOrderAnswer {
  pending: PendingOrder | null;
}

/** POST /api/checkout/pending-order/change: the order is cancelled and its lines are in this cart. */
export interface PendingOrderChanged {
  cart: Cart;
}

/** The page the awaiting-payment message links to: the cart page, which adopts the order (works on any device). */
export function pendingOrderPath(orderId: string, token: string): string {
  return `/cart?${new URLSearchParams({ order_id: orderId, token })}`;
}
