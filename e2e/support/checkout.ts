// Helpers for the checkout journeys (e2e/checkout.spec.ts): the address step's form filled the way
// a shopper fills it, a saved address made through the API, and the payment step's choices.
import { expect, type Locator, type Page } from '@playwright/test';
import { BASE_URL } from './env.ts';

export interface TestAddress {
  first_name: string;
  last_name: string;
  phone: string;
  address_line_1: string;
  city: string;
  pincode: string;
  state: string;
}

export const BENGALURU: TestAddress = {
  first_name: 'Asha',
  last_name: 'Rao',
  phone: '9876543210',
  address_line_1: '12 MG Road',
  city: 'Bengaluru',
  pincode: '560001',
  state: 'Karnataka',
};

/**
 * The demo store's India fields, by their labels (db/seed/data/geo.json). The checkout's form has
 * no 'Mobile number': it takes the contact's phone (fill contactPhone). An empty state is left unchosen.
 */
export async function fillAddressForm(form: Locator, address: TestAddress): Promise<void> {
  await form.getByLabel('First name').fill(address.first_name);
  await form.getByLabel('Last name').fill(address.last_name);
  await form.getByLabel('Flat, house no., building').fill(address.address_line_1);
  await form.getByLabel('City').fill(address.city);
  await form.getByLabel('Pincode').fill(address.pincode);
  if (address.state) await form.getByLabel('State').selectOption({ label: address.state });
}

/** The address step's contact fields and its Continue. */
export function contactPhone(page: Page): Locator {
  return page.getByRole('textbox', { name: 'Phone number' });
}

export function contactEmail(page: Page): Locator {
  return page.getByRole('textbox', { name: /^Email( \(optional\))?$/ });
}

export function continueButton(page: Page): Locator {
  return page.getByRole('button', { name: 'Continue to payment' });
}

/** Saves an address in the signed-in shopper's book through the API (POST /api/address/add). */
export async function saveAddressThroughApi(page: Page, fields: Record<string, string | boolean>): Promise<void> {
  const response = await page.request.post(new URL('/api/address/add', BASE_URL).href, {
    headers: { origin: new URL(BASE_URL).origin },
    data: {
      address_type: 'Shipping',
      country_id: 'country_in',
      state_id: 'st_in_ka',
      first_name: 'Ravi',
      last_name: 'Kumar',
      phone: '9876501234',
      address_line_1: '7 Lake Road',
      city: 'Mysuru',
      pincode: '570001',
      is_default: true,
      ...fields,
    },
  });
  expect(response.status(), await response.text()).toBe(200);
}

/** The step bar, as a screen reader finds it. */
export function stepBar(page: Page): Locator {
  return page.getByRole('navigation', { name: 'Checkout steps' });
}

export function shippingMethods(page: Page): Locator {
  return page.getByRole('group', { name: 'Shipping method' });
}

export function paymentMethods(page: Page): Locator {
  return page.getByRole('group', { name: 'Payment method' });
}

export function placeOrderButton(page: Page): Locator {
  return page.getByRole('button', { name: /^Place order/ });
}

/** A message the page announces (role alert) with this text. */
export function announced(page: Page, text: string): Locator {
  return page.getByRole('alert').filter({ hasText: text });
}
