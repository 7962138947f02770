// Shopper task: get through the checkout's forms on a phone without being lost (issue 29). The
// address step's Continue checks and saves what is filled in, shows every error at once, each
// under its field and gone once fixed; the phone is asked once; a signed-in shopper's verified
// phone and email are there already; the payment step names every missing choice at once.

import type { Page } from '@playwright/test';
import { createVerifiedShopper, signInThroughApi } from './support/accounts.ts';
import { axeViolations } from './support/axe.ts';
import { addThroughApi } from './support/cart.ts';
import { waitForHydration } from './support/catalog.ts';
import {
  BENGALURU,
  contactEmail,
  contactPhone,
  continueButton,
  fillAddressForm,
  paymentMethods,
  placeOrderButton,
  shippingMethods,
} from './support/checkout.ts';
import { expect, test } from './support/fixtures.ts';
import { atPath } from './support/journeys.ts';

test.use({ viewport: { width: 375, height: 800 }, isMobile: true, hasTouch: true });

/** A guest with something in the cart, on the address step. */
async function guestAtAddressStep(page: Page): Promise<void> {
  await addThroughApi(page, 'clay-cooking-handi');
  await page.goto('/checkout/address');
  await waitForHydration(page);
  await expect(page.getByRole('region', { name: 'Address', exact: true }).getByLabel('First name')).toBeVisible();
}

function addressForm(page: Page) {
  return page.getByRole('region', { name: 'Address', exact: true });
}

test('a guest fills the address, presses only Continue and is on the payment step with the address saved', async ({ page }) => {
  await guestAtAddressStep(page);
  // The phone is asked once: the contact's, which the address takes too.
  await expect(addressForm(page).getByLabel('Mobile number')).toHaveCount(0);
  await contactPhone(page).fill(BENGALURU.phone);
  await contactEmail(page).fill('guest.continue@example.com');
  await fillAddressForm(addressForm(page), BENGALURU);

  await continueButton(page).click();
  await expect(page).toHaveURL(atPath('/checkout/payment'));
  const delivery = page.getByRole('region', { name: 'Delivery details' });
  await expect(delivery.getByText('12 MG Road').first()).toBeVisible();
  // The one phone typed is the contact's and the shipping and billing addresses'.
  await expect(delivery.getByText(`Phone: ${BENGALURU.phone}`)).toHaveCount(3);

  // Saved on the cart: back on the address step, the address is the selected one.
  await delivery.getByRole('link', { name: 'Change' }).click();
  const shipping = page.getByRole('region', { name: 'Shipping address' });
  await expect(shipping.getByText('12 MG Road')).toBeVisible();
  await expect(shipping.getByRole('button', { name: 'Change' })).toBeVisible();
});

test('a short phone and an empty state show at once, each tied to its field, and each clears as it is fixed', async ({ page }) => {
  await guestAtAddressStep(page);
  const form = addressForm(page);
  await contactPhone(page).fill('98765');
  await fillAddressForm(form, { ...BENGALURU, state: '' });

  await continueButton(page).click();
  // Both at once, each the description of its own field.
  await expect(contactPhone(page)).toHaveAccessibleDescription('Enter a 10-digit mobile number');
  await expect(form.getByLabel('State')).toHaveAccessibleDescription('State is empty');
  await expect(contactPhone(page)).toHaveAttribute('aria-invalid', 'true');
  await expect(form.getByLabel('State')).toHaveAttribute('aria-invalid', 'true');
  // Focus is on the first error, so its label and message are read.
  await expect(contactPhone(page)).toBeFocused();
  // Nothing was sent: still on the address step, the form still there.
  await expect(page).toHaveURL(atPath('/checkout/address'));
  expect(await axeViolations(page)).toEqual([]);

  await contactPhone(page).fill('9876543210');
  await expect(page.getByText('Enter a 10-digit mobile number')).toHaveCount(0);
  await expect(contactPhone(page)).toHaveAccessibleDescription('');
  await expect(contactPhone(page)).not.toHaveAttribute('aria-invalid', 'true');
  await expect(form.getByLabel('State')).toHaveAccessibleDescription('State is empty');

  await form.getByLabel('State').selectOption({ label: 'Karnataka' });
  await expect(page.getByText('State is empty')).toHaveCount(0);
  await expect(form.getByLabel('State')).toHaveAccessibleDescription('');
  await expect(form.getByLabel('State')).not.toHaveAttribute('aria-invalid', 'true');

  await continueButton(page).click();
  await expect(page).toHaveURL(atPath('/checkout/payment'));
});

test('a signed-in shopper with a verified phone finds phone and email filled in and orders with cash on delivery', async ({ page, request }) => {
  const shopper = await createVerifiedShopper(request, 'prefill');
  await signInThroughApi(page, shopper);
  await addThroughApi(page, 'brass-tumbler');
  await page.goto('/checkout/address');
  await waitForHydration(page);

  await expect(contactPhone(page)).toHaveValue(shopper.phone);
  await expect(contactEmail(page)).toHaveValue(shopper.email);
  await fillAddressForm(addressForm(page), BENGALURU);
  await continueButton(page).click();

  await expect(page).toHaveURL(atPath('/checkout/payment'));
  await expect(page.getByRole('region', { name: 'Delivery details' }).getByText(`Phone: ${shopper.phone}`)).toHaveCount(3);
  await shippingMethods(page).getByRole('radio').first().check();
  await paymentMethods(page).getByRole('radio', { name: 'Cash on delivery' }).check();
  await page.getByRole('checkbox', { name: /I agree to the/ }).check();
  await expect(shippingMethods(page)).not.toHaveAttribute('aria-busy', 'true');
  await expect(paymentMethods(page)).not.toHaveAttribute('aria-busy', 'true');
  await placeOrderButton(page).click();
  await expect(page).toHaveURL(/\/checkout-complete\?order_id=[^&]+&token=[^&]+&type=cod/);
  await expect(page.getByRole('heading', { level: 1, name: 'Thank you for your order' })).toBeVisible();
});

test('the payment step names every missing choice at once, each under its group, and each goes when the choice is made', async ({ page }) => {
  await guestAtAddressStep(page);
  await contactPhone(page).fill(BENGALURU.phone);
  await fillAddressForm(addressForm(page), BENGALURU);
  await continueButton(page).click();
  await expect(page).toHaveURL(atPath('/checkout/payment'));
  // The cheapest shipping method is the cart's already (decisions/036): 'Shipping Method is empty'
  // cannot arise while a method is offered; its rule is the unit tests' (checkout-rules.test.ts).
  await expect(shippingMethods(page).getByRole('radio').first()).toBeChecked();

  await placeOrderButton(page).click();
  const terms = page.getByRole('checkbox', { name: /I agree to the/ });
  await expect(paymentMethods(page)).toHaveAccessibleDescription('Payment Method is empty');
  await expect(terms).toHaveAccessibleDescription('Please accept the terms and conditions to place your order');
  await expect(shippingMethods(page)).toHaveAccessibleDescription('');
  // Focus is on the first choice in error: the payment group's first option.
  await expect(paymentMethods(page).getByRole('radio').first()).toBeFocused();
  await expect(page).toHaveURL(atPath('/checkout/payment'));
  expect(await axeViolations(page)).toEqual([]);

  await paymentMethods(page).getByRole('radio', { name: 'Cash on delivery' }).check();
  await expect(page.getByText('Payment Method is empty')).toHaveCount(0);
  await expect(paymentMethods(page)).toHaveAccessibleDescription('');
  await expect(terms).toHaveAccessibleDescription('Please accept the terms and conditions to place your order');
  await terms.check();
  await expect(page.getByText('Please accept the terms and conditions to place your order')).toHaveCount(0);
  await expect(terms).toHaveAccessibleDescription('');
});
