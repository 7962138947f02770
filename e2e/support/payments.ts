// Paying by card in the journeys: a signed-in shopper checks out with the built-in test gateway
// (docs/decisions/014-payments.md) and lands on its page (e2e/payments.spec.ts, refund-due.spec.ts).
import { type APIRequestContext, expect, type Page } from '@playwright/test';
import { createVerifiedShopper, type Shopper, signInThroughApi } from './accounts.ts';
import { addThroughApi } from './cart.ts';
import { waitForHydration } from './catalog.ts';
import { paymentMethods, placeOrderButton, saveAddressThroughApi, shippingMethods } from './checkout.ts';
import { atPath } from './journeys.ts';

/** Signs a new shopper in, fills the cart and checks out with the test gateway: lands on its page. */
export async function checkOutToGateway(page: Page, request: APIRequestContext, label: string): Promise<Shopper> {
  const shopper = await createVerifiedShopper(request, label);
  await signInThroughApi(page, shopper);
  await saveAddressThroughApi(page, { city: 'Mysuru', address_line_1: '7 Lake Road' });
  await addThroughApi(page, 'brass-tumbler');
  await page.goto('/checkout/address');
  await waitForHydration(page);
  await expect(page.getByRole('region', { name: 'Shipping address' }).getByText('7 Lake Road')).toBeVisible();
  await page.getByRole('textbox', { name: 'Phone number' }).fill(shopper.phone);
  await page.getByRole('button', { name: 'Continue to payment' }).click();
  await expect(page).toHaveURL(atPath('/checkout/payment'));
  await shippingMethods(page).getByRole('radio').first().check();
  await paymentMethods(page).getByRole('radio', { name: 'Card (test gateway)' }).check();
  await page.getByRole('checkbox', { name: /I agree to the/ }).check();
  // Place order waits for the choices' answers (the groups are busy meanwhile).
  await expect(paymentMethods(page)).not.toHaveAttribute('aria-busy', 'true');
  await expect(shippingMethods(page)).not.toHaveAttribute('aria-busy', 'true');
  await placeOrderButton(page).click();
  await expect(page).toHaveURL(/\/test-gateway\/pay\/tgp_/);
  await waitForHydration(page);
  return shopper;
}
