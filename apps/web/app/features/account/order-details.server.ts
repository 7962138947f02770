import type { ApiClient } from '@vitrine/contracts/api-client';
import type { Order, OrderPage } from '@vitrine/contracts/orders';
import { data } from 'react-router';
import { dataOrRedirect } from './account-guard.server';
import { type OrderRegions, regionOf } from './order-rules';

/** The first page of the Orders & Refunds list. */
export async function loadOrderPage(api: ApiClient, request: Request): Promise<OrderPage> {
  return dataOrRedirect(await api.getOrders(1), request, 'orders/get');
}

export interface OrderDetails {
  order: Order;
  /** The order keeps the state and country as ids: their names, looked up here. */
  regions: OrderRegions;
}

/**
 * One of the customer's orders for /account/orders/{order_id}. The API answers 404 for an order
 * that does not exist or is someone else's (and 422 for an id no order can have): both are
 * 'Order not found', without telling the two apart; so is an id the API refuses outright.
 */
export async function loadOrderDetails(api: ApiClient, orderId: string, request: Request): Promise<OrderDetails> {
  const [res, countriesRes] = await Promise.all([api.getOrder({ order_id: orderId }), api.getCountries()]);
  // 400 and 414: an id with a NUL or past the address limits, which no order has either.
  if ([400, 404, 414, 422].includes(res.statusCode)) throw data({ reason: 'order-not-found' }, { status: 404 });
  const order = dataOrRedirect(res, request, 'orders/item');
  // The places are a nicety: without the country list the address shows without them.
  const countries = countriesRes.body.status === 'success' ? countriesRes.body.data : [];
  return { order, regions: { shipping: regionOf(order.shipping_address, countries), billing: regionOf(order.billing_address, countries) } };
}
