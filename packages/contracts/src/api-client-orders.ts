import type { ApiCall } from './api-transport.ts';
import type { ExperienceRating, ItemRating, Order, OrderPage, PlacedOrder } from './orders.ts';
import type { OrderTracking } from './tracking.ts';

// spec §7 Checkout and Orders rows. A guest reaches an order with the token place-order answered.

export interface OrderRef {
  order_id: string;
  token?: string;
}

export function orderCalls(call: ApiCall) {
  return {
    /** confirmed_total: the grand total (minor units) the shopper saw; any other answers 409 with the new cart. */
    placeOrder: (body: { accept_tnc?: boolean; confirmed_total: number }) => call<PlacedOrder>({ method: 'POST', path: '/api/checkout/place-order', body }),
    getCompletedOrder: (query: OrderRef & { type?: string }) =>
      call<Order>({ method: 'GET', path: '/api/checkout/complete', query: { order_id: query.order_id, token: query.token, type: query.type } }),
    getOrders: (page = 1) => call<OrderPage>({ method: 'GET', path: '/api/orders/get', query: { page: String(page) } }),
    getOrder: (body: OrderRef) => call<Order>({ method: 'POST', path: '/api/orders/item', body }),
    cancelOrder: (body: OrderRef & { reason?: string }) => call<Order>({ method: 'PUT', path: '/api/orders/cancel', body }),
    requestRefund: (body: OrderRef & { reason?: string }) => call<Order>({ method: 'POST', path: '/api/orders/refund/request', body }),
    rateExperience: (body: OrderRef & { rating: number; comment?: string }) =>
      call<ExperienceRating>({ method: 'POST', path: '/api/checkout/rate-experience', body }),
    rateProduct: (body: { product_id: string; order_id?: string; rating: number; title?: string; body?: string }) =>
      call<ItemRating>({ method: 'POST', path: '/api/plugins/review/rate-product', body }),
    trackOrder: (body: { order_no?: string; email?: string; phone?: string; waybill?: string }) =>
      call<OrderTracking>({ method: 'POST', path: '/api/track-order', body }),
    trackWaybill: (waybill: string) => call<OrderTracking>({ method: 'GET', path: `/api/track-order/${encodeURIComponent(waybill)}` }),
  };
}
