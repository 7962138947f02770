// spec §3 Order (order_id, order_no, grand_total, productchannel list, purchase-tracking flags) and
// §7 Checkout and Orders rows. The statuses are Vitrine's (the spec leaves them open): see
// docs/decisions/012-orders.md. Zod-free: the browser imports it (schemas in orders-inputs.ts).
import type { CartAddress, CartTotals } from './cart.ts';

export const ORDER_STATUSES = [
  'placed',
  'confirmed',
  'packed',
  'shipped',
  'out_for_delivery',
  'delivered',
  'cancelled',
  'refund_requested',
  'refunded',
] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

export const ORDER_STATUS_LABELS: Record<OrderStatus, string> = {
  placed: 'Placed',
  confirmed: 'Confirmed',
  packed: 'Packed',
  shipped: 'Shipped',
  out_for_delivery: 'Out for delivery',
  delivered: 'Delivered',
  cancelled: 'Cancelled',
  refund_requested: 'Refund requested',
  refunded: 'Refunded',
};

/**
 * Whether the order has been paid: cash on delivery is 'pending' until delivered. 'refund_due':
 * money was taken for an order that was cancelled (before or after the payment landed) and must
 * go back to the shopper; the owner records the refund (docs/decisions/014-payments.md).
 */
export type PaymentStatus = 'pending' | 'awaiting_payment' | 'paid' | 'failed' | 'refund_due' | 'refunded';

export const PAYMENT_STATUS_LABELS: Record<PaymentStatus, string> = {
  pending: 'Pending',
  awaiting_payment: 'Awaiting payment',
  paid: 'Paid',
  failed: 'Failed',
  refund_due: 'Refund due',
  refunded: 'Refunded',
};

/**
 * What the shopper is told about their money on a cancelled or refunded order (the order page,
 * the complete page and the mails say the same); null when nothing is owed or was paid back.
 */
export function refundNotice(order: { payment_status: PaymentStatus; payment_method_name: string }, total: string): string | null {
  if (order.payment_status === 'refund_due') {
    return `Refund due: you paid ${total} by ${order.payment_method_name}. It will be refunded to the same payment method, and we will tell you when it has been sent.`;
  }
  if (order.payment_status === 'refunded') return `Refunded: ${total} has been paid back to you.`;
  return null;
}

/** What cancelling does to the money, said before the shopper confirms (the cancel dialog). */
export function cancelConsequence(order: { payment_status: PaymentStatus; payment_method_name: string }, total: string): string {
  if (order.payment_status === 'paid') return `You paid ${total} by ${order.payment_method_name}. Cancelling refunds it to the same payment method.`;
  return 'Nothing has been charged for this order, so nothing will be charged or refunded.';
}

/** Orders a customer sees per page of GET /api/orders/get. */
export const ORDERS_PAGE_SIZE = 10;

export const OrderMessages = {
  placed: 'Your order has been placed',
  notFound: 'Order not found',
  outOfStock: (name: string) => `Sorry, ${name} is out of stock. Please update your cart`,
  priceChanged: 'Prices in your cart have changed. Please review your cart before placing the order',
  cancelled: 'Your order has been cancelled',
  cancelDisabled: 'Orders cannot be cancelled online. Please contact us',
  cannotCancel: 'This order can no longer be cancelled',
  refundRequested: 'Your refund request has been sent',
  refundDisabled: 'Refunds cannot be requested online. Please contact us',
  cannotRefund: 'A refund can be requested only for a delivered order',
} as const;

export interface OrderItem {
  id: string;
  /** The variant's id, as in the cart. */
  product_id: string;
  product: {
    id: string;
    name: string;
    slug: string;
    sku: string;
    base_image: { url: string; width: number; height: number; alt: string };
    options: { name: string; value: string }[];
  };
  quantity: number;
  unit_price: number;
  mrp: number;
  line_total: number;
  custom_text: string | null;
  image_path: string | null;
  /** The signed-in owner's own review of this product, when they wrote one (order details only). */
  my_rating?: ItemRating | null;
}

/** A customer's rating of a product they received: POST /api/plugins/review/rate-product. */
export interface ItemRating {
  product_id: string;
  rating: number;
  title: string;
  body: string;
  updated_at: string;
}

/** The shopper's rating of the checkout experience: POST /api/checkout/rate-experience. */
export interface ExperienceRating {
  order_id: string;
  rating: number;
  comment: string | null;
  updated_at: string;
}

/** Ratings of an order (the experience) and of the products received (decisions/016-ratings.md). */
export const RatingMessages = {
  experienceSaved: 'Thank you for rating your experience',
  experienceAlreadyRated: 'You have already rated your experience with this order',
  reviewSaved: 'Thank you for rating this product',
  notDelivered: 'You can rate a product once an order with it has been delivered',
} as const;

/** Lengths of the rating texts (the schemas in orders-inputs.ts; the forms' counters). */
export const RATING_COMMENT_MAX = 1000;
export const REVIEW_TITLE_MAX = 120;
export const REVIEW_BODY_MAX = 2000;

/** Statuses of an order whose products its customer may rate: they have received them. */
export const RATEABLE_ORDER_STATUSES: readonly OrderStatus[] = ['delivered', 'refund_requested', 'refunded'];

export interface OrderStatusChange {
  status: OrderStatus;
  label: string;
  note: string | null;
  at: string;
}

/** One order, as its owner sees it. Money is integer minor units. */
export interface Order {
  order_id: string;
  order_no: string;
  status: OrderStatus;
  status_label: string;
  payment_method: string;
  payment_method_name: string;
  payment_status: PaymentStatus;
  /** spec §3: the order's lines. */
  productchannel: OrderItem[];
  total_quantity: number;
  totals: CartTotals;
  grand_total: { amount: number; currency: string };
  currency: string;
  coupon: { code: string; discount: number } | null;
  shipping_method: { id: string; name: string; charge: number } | null;
  shipping_address: CartAddress;
  billing_address: CartAddress;
  email: string | null;
  phone: string | null;
  customer_id: string | null;
  history: OrderStatusChange[];
  can_cancel: boolean;
  can_request_refund: boolean;
  /** spec §3 purchase-tracking flags: set once the purchase was sent to that plugin. */
  google_gtag_event_tracked: boolean;
  google_gtm_event_tracked: boolean;
  facebook_pixel_event_tracked: boolean;
  created_at: string;
  /** The checkout experience rating, once given (GET /api/checkout/complete only: the complete page shows it after a reload). */
  experience_rating?: ExperienceRating | null;
}

/** A row of the account's order list. */
export interface OrderSummary {
  order_id: string;
  order_no: string;
  status: OrderStatus;
  status_label: string;
  grand_total: { amount: number; currency: string };
  total_quantity: number;
  first_item: { name: string; image: { url: string; width: number; height: number; alt: string } } | null;
  created_at: string;
}

export interface OrderPage {
  orders: OrderSummary[];
  page: number;
  per_page: number;
  total: number;
  has_more: boolean;
}

/**
 * The answer of POST /api/checkout/place-order. `token` opens a guest's order (spec §3 checkout
 * completion: token, order_id, type); `next` is where the browser goes: the complete page, or a
 * payment gateway's page.
 */
export interface PlacedOrder {
  order: Order;
  token: string;
  /** complete: the order is done; payment: pay it at its gateway (process-payment), `url` being the retry page. */
  next: { type: 'complete' | 'payment'; url: string };
}
