// Helpers for the order journeys (e2e/orders.spec.ts): an order placed through the cart and
// checkout API in the page's cookie jar (the journeys are about what comes after placing it),
// and the account's order screens read the way a shopper reads them.
import { type APIRequestContext, expect, type Locator, type Page } from '@playwright/test';
import type { Shopper } from './accounts.ts';
import { BASE_URL } from './env.ts';

export interface PlacedOrder {
  order_id: string;
  order_no: string;
  grand_total: { amount: number; currency: string };
  total_quantity: number;
  /** Opens the order without a session (a guest's complete page). */
  token: string;
}

/** A cart or checkout call through a cookie jar (a page's, or another device's); anything but 200 fails the test. */
export async function send(api: APIRequestContext, method: 'POST' | 'PUT', path: string, data: unknown, headers: Record<string, string> = {}) {
  const response = await api.fetch(new URL(path, BASE_URL).href, { method, headers: { origin: new URL(BASE_URL).origin, ...headers }, data });
  const text = await response.text();
  expect(response.status(), `${method} ${path}: ${text}`).toBe(200);
  return JSON.parse(text) as { message: string; data: unknown };
}

/** The buyer a checkout's contact and address are filled for. */
export type Buyer = Pick<Shopper, 'phone' | 'email' | 'first_name' | 'last_name'>;

/** The cart's contact and a Karnataka address (shipping, billing the same) through the API. */
export async function fillContactAndAddressThroughApi(api: APIRequestContext, buyer: Buyer): Promise<void> {
  await send(api, 'PUT', '/api/cart/update-contact', { phone: buyer.phone, email: buyer.email });
  await send(api, 'PUT', '/api/cart/update-address', {
    address_type: 'Shipping',
    country_id: 'country_in',
    state_id: 'st_in_ka',
    first_name: buyer.first_name,
    last_name: buyer.last_name,
    phone: buyer.phone,
    address_line_1: '12 MG Road',
    city: 'Bengaluru',
    pincode: '560001',
    billing_same_as_shipping: true,
  });
}

/**
 * The signed-in shopper's cart filled and checked out with cash on delivery, all through the API
 * (docs/api.md "## Cart", "## Checkout and orders"): items, contact, a Karnataka address for
 * shipping and billing, standard delivery, then place-order.
 */
export async function placeOrderThroughApi(api: APIRequestContext, shopper: Shopper, items: { product: string; quantity: number }[]): Promise<PlacedOrder> {
  for (const item of items) await send(api, 'POST', '/api/cart/add-item', { product_id: item.product, quantity: item.quantity });
  await fillContactAndAddressThroughApi(api, shopper);
  await send(api, 'PUT', '/api/cart/update-shipping-mode', { shipping_method: 'shp_standard' });
  const cart = (await send(api, 'PUT', '/api/cart/update-payment-mode', { payment_method: 'cod' })).data as { totals: { grand_total: number } };
  const body = { accept_tnc: true, confirmed_total: cart.totals.grand_total };
  const placed = (await send(api, 'POST', '/api/checkout/place-order', body)).data as { order: PlacedOrder; token: string };
  return { ...placed.order, token: placed.token };
}

/** Cancels an order through the API, behind the page's back. */
export async function cancelThroughApi(api: APIRequestContext, orderId: string, reason: string): Promise<void> {
  await send(api, 'PUT', '/api/orders/cancel', { order_id: orderId, reason });
}

/** A row of the Orders & Refunds list: the article named by its order number. */
export function orderRow(page: Page, orderNo: string): Locator {
  return page.getByRole('main').getByRole('article', { name: `Order #${orderNo}`, exact: true });
}

/** The status badge of an order's details page (the Status row). */
export function detailsStatus(page: Page): Locator {
  return page
    .getByRole('main')
    .getByRole('definition')
    .filter({ has: page.locator('.order-status') });
}

export function cancelDialog(page: Page, orderNo: string): Locator {
  return page.getByRole('dialog', { name: `Cancel order #${orderNo}` });
}

/** The status history, step by step ("Placed 25 Nov 2026, 12:08"). */
export function timelineSteps(page: Page): Locator {
  return page.getByRole('region', { name: 'Status history' }).getByRole('listitem');
}

/** ₹1,047 from 104700 paise, as the page prints it. */
export function money(minor: number): string {
  return new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR', minimumFractionDigits: minor % 100 === 0 ? 0 : 2 }).format(minor / 100);
}
