// Shopper task: pay what the shop showed (issue 29; docs/decisions/036-checkout-totals-and-delivery.md).
// A guest on the payment step has a coupon's discount in the total; meanwhile another shopper takes
// the coupon's last use. Place order does not charge the full price silently: it says the prices
// changed and shows the new total, and the order placed on the next press is charged exactly that.

import type { APIRequestContext, Page } from '@playwright/test';
import { addThroughApi, readTotals } from './support/cart.ts';
import { waitForHydration } from './support/catalog.ts';
import { announced, paymentMethods, placeOrderButton, shippingMethods } from './support/checkout.ts';
import { ADMIN_TOKEN } from './support/env.ts';
import { expect, test } from './support/fixtures.ts';
import { atPath } from './support/journeys.ts';
import { fillContactAndAddressThroughApi, send } from './support/orders.ts';

test.use({ viewport: { width: 375, height: 800 }, isMobile: true, hasTouch: true });

/** An API call's data (the cart these calls answer with). */
async function call(...args: Parameters<typeof send>) {
  return (await send(...args)).data as { totals: { grand_total: number } };
}

/** A cart with contact, a Bengaluru address, cash on delivery and the coupon, through this browser's API calls. */
async function readyCartWithCoupon(api: APIRequestContext, coupon: string) {
  await fillContactAndAddressThroughApi(api, { phone: '9876543210', email: 'price.changed@example.com', first_name: 'Asha', last_name: 'Rao' });
  await call(api, 'PUT', '/api/cart/update-payment-mode', { payment_method: 'cod' });
  return call(api, 'POST', '/api/cart/coupons/apply', { coupon });
}

const summary = (page: Page) => page.getByRole('region', { name: 'Order summary' });

test('a coupon used up while the guest pays: "Prices have changed", the new total shown, and that total charged', async ({ page, browser, request }) => {
  const code = `LAST${Date.now().toString(36).toUpperCase()}`;
  await call(
    request,
    'POST',
    '/api/admin/coupons',
    { code, type: 'fixed', value: 20_000, usage_limit: 1, is_listed: false },
    { authorization: `Bearer ${ADMIN_TOKEN}` },
  );

  await addThroughApi(page, 'clay-cooking-handi', 1);
  await readyCartWithCoupon(page.request, code);
  await page.goto('/checkout/payment');
  await waitForHydration(page);
  const shown = await readTotals(summary(page));
  expect(shown.discount).toBe(200);
  await expect(shippingMethods(page).getByRole('radio', { checked: true })).toHaveCount(1); // the cheapest, preselected
  await expect(paymentMethods(page).getByRole('radio', { name: 'Cash on delivery' })).toBeChecked();

  // Another shopper, on another device, takes the coupon's only use.
  const other = await browser.newContext();
  try {
    await call(other.request, 'POST', '/api/cart/add-item', { product_id: 'brass-tumbler', quantity: 1 });
    const cart = await readyCartWithCoupon(other.request, code);
    await call(other.request, 'POST', '/api/checkout/place-order', { accept_tnc: true, confirmed_total: cart.totals.grand_total });
  } finally {
    await other.close();
  }

  await page.getByRole('checkbox', { name: /I agree to the/ }).check();
  await placeOrderButton(page).click();
  await expect(announced(page, 'Prices have changed, please review your order')).toBeVisible();
  await expect(page).toHaveURL(atPath('/checkout/payment'));
  // The page shows the cart as it is now: no discount, a total ₹200 higher.
  await expect.poll(async () => (await readTotals(summary(page))).total).toBe(shown.total + 200);
  const now = await readTotals(summary(page));
  expect(now.discount).toBe(0);

  await placeOrderButton(page).click();
  await expect(page).toHaveURL(atPath('/checkout-complete'));
  await expect(page.getByRole('heading', { level: 1, name: 'Thank you for your order' })).toBeVisible();
  await expect.poll(async () => (await readTotals(summary(page))).total).toBe(now.total);
});
