import {
  cancelOrderSchema,
  orderRefSchema,
  ordersPageSchema,
  placeOrderSchema,
  rateExperienceSchema,
  rateProductSchema,
} from '@vitrine/contracts/orders-inputs';
import { checkoutCompleteSchema } from '../modules/orders/orders.routes.ts';
import type { Operation } from './operation.ts';

// Checkout and orders (docs/api.md "Checkout and orders"): spec §7 Checkout and Orders rows.

const ORDER = 'the `Order` (packages/contracts/src/orders.ts)';

export const orderOperations: Operation[] = [
  {
    method: 'POST',
    path: '/api/checkout/place-order',
    tag: 'orders',
    access: 'public',
    summary: 'Turns the cart into an order (once per cart)',
    body: placeOrderSchema,
    data: '`PlacedOrder`: { order, token, next: { type, url } }',
    notes:
      'Re-prices the cart, checks the checkout rules (spec §5 messages; an address the shop does not deliver to; a payment method not offered there), then compares the grand total with `confirmed_total`: any other total answers 409 PRICE_CHANGED "Prices have changed, please review your order" with the cart as it is now in `data.details.cart`. Takes the stock (at the priced price) and spends the coupon in one transaction, closes the cart (the cart cookie is cleared). A cart submitted again answers its order.',
  },
  {
    method: 'GET',
    path: '/api/checkout/complete',
    tag: 'orders',
    access: 'public',
    summary: 'The order a complete page shows',
    query: checkoutCompleteSchema,
    data: ORDER,
    notes: "404 'Order not found' without the owner's session or the order's token.",
  },
  {
    method: 'GET',
    path: '/api/orders/get',
    tag: 'orders',
    access: 'session',
    summary: "The customer's orders, newest first",
    query: ordersPageSchema,
    data: '`OrderPage`',
  },
  { method: 'POST', path: '/api/orders/item', tag: 'orders', access: 'public', summary: 'One order', body: orderRefSchema, queryOrBody: true, data: ORDER },
  {
    method: 'GET',
    path: '/api/orders/invoice',
    tag: 'orders',
    access: 'public',
    summary: "The order's invoice as a PDF",
    query: orderRefSchema,
    data: 'not an envelope: the PDF itself (`application/pdf`, `Content-Disposition: attachment; filename="invoice-<order_no>.pdf"`, `Cache-Control: private, no-store`)',
    notes: "404 'Order not found' without the owner's session or the order's token. Tax lines per decisions/015-invoices.md.",
  },
  {
    method: 'PUT',
    path: '/api/orders/cancel',
    tag: 'orders',
    access: 'public',
    summary: 'Cancels an order before it ships, putting the stock back',
    body: cancelOrderSchema,
    queryOrBody: true,
    data: ORDER,
    extraErrors: [403],
  },
  {
    method: 'POST',
    path: '/api/orders/refund/request',
    tag: 'orders',
    access: 'public',
    summary: 'Asks for a refund of a delivered order',
    body: cancelOrderSchema,
    queryOrBody: true,
    data: ORDER,
    extraErrors: [403],
  },
  {
    method: 'POST',
    path: '/api/checkout/rate-experience',
    tag: 'orders',
    access: 'public',
    summary: 'Rates the shopping experience of an order (once; a second submit replaces it)',
    body: rateExperienceSchema,
    data: '`ExperienceRating`: { order_id, rating, comment, updated_at }',
    notes: "404 'Order not found' without the owner's session or the order's token.",
  },
  {
    method: 'POST',
    path: '/api/plugins/review/rate-product',
    tag: 'orders',
    access: 'session',
    summary: 'Reviews a product (one review per customer and product; a second submit updates it)',
    body: rateProductSchema,
    data: '`ItemRating`: { product_id, rating, title, body, updated_at }',
    notes:
      "Any signed-in customer may review a published product (404 otherwise); with order_id that order must be the customer's delivered one holding it (403). Published at once unless the Review plugin asks for approval ('pending'). Title and body are plain text. A 404 while the Review plugin is off.",
    extraErrors: [403, 404],
  },
  ...(['GoogleGtag', 'GoogleTagManager', 'FacebookPixel'] as const).map(
    (plugin): Operation => ({
      method: 'PUT',
      path: `/api/plugins/${plugin}/track-purchase`,
      tag: 'orders',
      access: 'public',
      summary: `Marks the order's purchase as sent to ${plugin} (once)`,
      body: orderRefSchema,
      queryOrBody: true,
      data: '{ order: Order, first }: first is true only for the call that set the flag',
      notes: '404 when the plugin is not installed, or the order is not yours.',
    }),
  ),
];
