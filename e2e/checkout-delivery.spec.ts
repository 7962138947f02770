// Shopper task: checkout offers what the product page promised (issue 29;
// docs/decisions/036-checkout-totals-and-delivery.md). A pincode the shop does not deliver to is
// refused at the address step in the pincode check's own words; where the pincode has no cash on
// delivery, the payment step does not offer it; the country list holds the countries the shop ships to.

import { addThroughApi } from './support/cart.ts';
import { waitForHydration } from './support/catalog.ts';
import { BENGALURU, contactEmail, contactPhone, continueButton, fillAddressForm, paymentMethods, shippingMethods } from './support/checkout.ts';
import { expect, test } from './support/fixtures.ts';
import { atPath } from './support/journeys.ts';

test.use({ viewport: { width: 375, height: 800 }, isMobile: true, hasTouch: true });

test('a guest at a pincode the shop does not deliver to is told so at the address step, and Delhi has no cash on delivery', async ({ page }) => {
  await addThroughApi(page, 'clay-cooking-handi');
  await page.goto('/checkout/address');
  await waitForHydration(page);
  const form = page.getByRole('region', { name: 'Address', exact: true });
  // Only the countries the shop ships to are offered for a shipping address.
  await expect(form.getByLabel('Country').locator('option', { hasText: 'India' })).toHaveCount(1);
  await expect(form.getByLabel('Country').locator('option', { hasText: 'United States' })).toHaveCount(0);

  await contactPhone(page).fill(BENGALURU.phone);
  await contactEmail(page).fill('far.away@example.com');
  await fillAddressForm(form, { ...BENGALURU, city: 'Port Blair', pincode: '744101', state: 'Karnataka' });
  await continueButton(page).click();
  await expect(page.getByText('Sorry, we do not deliver to 744101 yet').first()).toBeVisible();
  await expect(page).toHaveURL(atPath('/checkout/address'));

  // Another address, in New Delhi: delivered, but cash on delivery is not offered there.
  await form.getByLabel('City').fill('New Delhi');
  await form.getByLabel('Pincode').fill('110001');
  await form.getByLabel('State').selectOption({ label: 'Delhi' });
  await continueButton(page).click();
  await expect(page).toHaveURL(atPath('/checkout/payment'));
  await expect(shippingMethods(page).getByRole('radio', { checked: true })).toHaveCount(1);
  await expect(paymentMethods(page).getByRole('radio', { name: 'Cash on delivery' })).toHaveCount(0);
  await expect(paymentMethods(page).getByRole('radio', { name: 'Card (test gateway)' })).toHaveCount(1);
});
