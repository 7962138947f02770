// Shopper task: buy what is in the cart — as a guest with cash on delivery on a phone, as a
// signed-in shopper with a saved address, and with the keyboard alone from /cart to the
// complete page (spec §2 checkout screens and step labels, §4 checkout steps and address
// sub-views, §5 checkout rules; issue 12).

import type { Page } from '@playwright/test';
import { createVerifiedShopper, signInThroughApi } from './support/accounts.ts';
import { axeViolations } from './support/axe.ts';
import { addThroughApi, expectBadge, headerCart, isFocused, paise, readTotals, tabTo } from './support/cart.ts';
import { rupees, waitForHydration } from './support/catalog.ts';
import {
  announced,
  BENGALURU,
  fillAddressForm,
  paymentMethods,
  placeOrderButton,
  saveAddressThroughApi,
  shippingMethods,
  stepBar,
} from './support/checkout.ts';
import { expect, test } from './support/fixtures.ts';
import { atPath } from './support/journeys.ts';

/** The summary's totals beside a step (or on the complete page), in rupees. */
function orderSummary(page: Page) {
  return page.getByRole('region', { name: 'Order summary' });
}

test.describe('on a phone', () => {
  test.use({ viewport: { width: 375, height: 800 }, isMobile: true, hasTouch: true });

  test('a guest checks out with cash on delivery and sees the order with the total it paid', async ({ page }) => {
    await addThroughApi(page, 'clay-cooking-handi', 2);
    await page.goto('/cart');
    await waitForHydration(page);
    await page.locator('.cart-footer').getByRole('link', { name: 'Checkout' }).click();
    await expect(page).toHaveURL(atPath('/checkout/address'));

    // The step bar: Cart done, Address current, Payment to come.
    await expect(page.getByRole('heading', { level: 1, name: 'Address' })).toBeFocused();
    const steps = stepBar(page);
    await expect(steps.getByRole('link', { name: /Cart/ })).toHaveAttribute('href', '/cart');
    await expect(steps.locator('[aria-current="step"]')).toContainText('Address');
    await expect(steps.getByText('Payment')).toBeVisible();

    // No address yet: the form, titled Address, with the spec's messages before anything is sent.
    const form = page.getByRole('region', { name: 'Address', exact: true });
    await expect(form).toBeVisible();
    await page.getByRole('button', { name: 'Continue to payment' }).click();
    await expect(announced(page, 'Phone No is empty')).toBeVisible();
    await page.getByRole('textbox', { name: 'Phone number' }).fill('98765');
    await page.getByRole('button', { name: 'Continue to payment' }).click();
    await expect(announced(page, 'Enter a 10-digit mobile number')).toBeVisible();
    await page.getByRole('textbox', { name: 'Phone number' }).fill('9876543210');
    await form.getByRole('button', { name: 'Save Address' }).click();
    await expect(form.getByText('First name is empty')).toBeVisible();
    await expect(form.getByText('Pincode is empty')).toBeVisible();
    await expect(form.getByLabel('First name')).toBeFocused();

    await page.getByRole('textbox', { name: /^Email( \(optional\))?$/ }).fill('guest.checkout@example.com');
    await fillAddressForm(form, BENGALURU);
    await form.getByRole('button', { name: 'Save Address' }).click();
    const shipping = page.getByRole('region', { name: 'Shipping address' });
    await expect(shipping.getByText('12 MG Road')).toBeVisible();
    await expect(shipping.getByRole('button', { name: 'Change' })).toBeVisible();
    await expect(page.getByRole('checkbox', { name: 'Billing address same as shipping' })).toBeChecked();

    await page.getByRole('button', { name: 'Continue to payment' }).click();
    await expect(page).toHaveURL(atPath('/checkout/payment'));
    await expect(page.getByRole('heading', { level: 1, name: 'Payment' })).toBeFocused();
    await expect(stepBar(page).locator('[aria-current="step"]')).toContainText('Payment');
    await expect(page.getByRole('region', { name: 'Delivery details' }).getByText('Bengaluru').first()).toBeVisible();

    // spec §5: a shipping method (the cheapest is chosen already, decisions/036), then a payment
    // method, then the terms.
    const standard = shippingMethods(page).getByRole('radio').first();
    await expect(standard).toBeChecked();
    await placeOrderButton(page).click();
    await expect(announced(page, 'Payment Method is empty')).toBeVisible();
    await paymentMethods(page).getByRole('radio', { name: 'Cash on delivery' }).check();
    await placeOrderButton(page).click();
    await expect(announced(page, 'Please accept the terms and conditions to place your order')).toBeVisible();
    await expect(page.getByRole('main').getByRole('link', { name: 'Terms & Conditions (opens in a new tab)' })).toHaveAttribute(
      'href',
      '/terms-and-conditions',
    );
    await page.getByRole('checkbox', { name: /I agree to the/ }).check();

    const totals = await readTotals(orderSummary(page));
    expect(paise(totals.total)).toBe(paise(totals.subtotal + totals.shipping - totals.discount));
    expect(paise(rupees((await placeOrderButton(page).textContent()) ?? ''))).toBe(paise(totals.total));
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow).toBeLessThanOrEqual(0);

    await placeOrderButton(page).click();
    await expect(page).toHaveURL(/\/checkout-complete\?order_id=[^&]+&token=[^&]+&type=cod/);
    await expect(page.getByRole('heading', { level: 1, name: 'Thank you for your order' })).toBeVisible();
    await expect(page.getByText(/Order number\s+\S+/)).toBeVisible();
    await expect(page.getByText('Cash on delivery')).toBeVisible();
    await expect(page.getByText('Clay Cooking Handi')).toBeVisible();
    const paid = await readTotals(orderSummary(page));
    expect(paise(paid.total)).toBe(paise(totals.total));
    await expect(page.getByRole('link', { name: 'Continue shopping' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'My orders' })).toHaveCount(0);

    // The cart is empty now; the checkout sends an empty cart back to /cart.
    await page.goto('/checkout/address');
    await expect(page).toHaveURL(atPath('/cart'));

    // The order's link without its token finds nothing.
    const url = new URL(page.url());
    await page.goto(`/checkout-complete?order_id=nope&token=bad`);
    await expect(page.getByRole('heading', { level: 1, name: 'Order not found' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Go Home' })).toHaveAttribute('href', '/');
    expect(url.pathname).toBe('/cart');
  });
});

test.describe('on a laptop', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test('a signed-in shopper checks out with a saved address, after looking through the sub-views', async ({ page, request }) => {
    const shopper = await createVerifiedShopper(request, 'checkout');
    await signInThroughApi(page, shopper);
    await saveAddressThroughApi(page, { city: 'Mysuru', address_line_1: '7 Lake Road' });
    await saveAddressThroughApi(page, { city: 'Pune', pincode: '411001', state_id: 'st_in_mh', address_line_1: '3 Station Road', is_default: false });
    await addThroughApi(page, 'brass-tumbler');
    await page.goto('/checkout/address');
    await waitForHydration(page);

    // The default address is the selected one, with Change.
    const shipping = page.getByRole('region', { name: 'Shipping address' });
    await expect(shipping.getByText('7 Lake Road')).toBeVisible();
    await shipping.getByRole('button', { name: 'Change' }).click();
    await expect(shipping.getByRole('heading', { name: 'Select Address' })).toBeFocused();
    await expect(shipping.getByRole('radio')).toHaveCount(2);
    await expect(shipping.getByRole('button', { name: 'Select Address' })).toHaveCount(0);

    // Add: an empty form; Cancel returns to the selector, Cancel again to the selected address.
    await shipping.getByRole('button', { name: 'Add Address' }).click();
    const add = page.getByRole('region', { name: 'Add Address' });
    await expect(add.getByLabel('First name')).toHaveValue('');
    await add.getByRole('button', { name: 'Cancel' }).click();
    await expect(shipping.getByRole('heading', { name: 'Select Address' })).toBeVisible();

    // Edit shows the form with the default option.
    await shipping.getByRole('button', { name: /^Edit/ }).first().click();
    const edit = page.getByRole('region', { name: 'Edit Address' });
    await expect(edit.getByRole('checkbox', { name: 'Set as default address' })).toBeVisible();
    await expect(edit.getByRole('button', { name: 'Update Address' })).toBeVisible();
    await edit.getByRole('button', { name: 'Cancel' }).click();

    // Choosing a different address shows the confirm buttons.
    await shipping.getByRole('radio', { name: /Pune/ }).check();
    await shipping.getByRole('button', { name: 'Select Address' }).click();
    await expect(shipping.getByRole('button', { name: 'Change' })).toBeVisible();
    await expect(shipping.getByText('3 Station Road')).toBeVisible();

    await page.getByRole('textbox', { name: 'Phone number' }).fill(shopper.phone);
    await page.getByRole('button', { name: 'Continue to payment' }).click();
    await expect(page).toHaveURL(atPath('/checkout/payment'));
    await expect(page.getByRole('region', { name: 'Delivery details' }).getByText('Pune').first()).toBeVisible();
    await shippingMethods(page).getByRole('radio').first().check();
    await paymentMethods(page).getByRole('radio', { name: 'Cash on delivery' }).check();
    await page.getByRole('checkbox', { name: /I agree to the/ }).check();
    const totals = await readTotals(orderSummary(page));
    await placeOrderButton(page).click();

    await expect(page.getByRole('heading', { level: 1, name: 'Thank you for your order' })).toBeVisible();
    expect(paise((await readTotals(orderSummary(page))).total)).toBe(paise(totals.total));
    await expect(page.getByRole('link', { name: 'My orders' })).toHaveAttribute('href', '/account/orders');
    await expectBadge(headerCart(page), 0);
  });

  test('with the keyboard alone, from /cart to the complete page', async ({ page }) => {
    await addThroughApi(page, 'ceramic-pasta-bowl');
    await page.goto('/cart');
    await waitForHydration(page);
    await expect(page.getByRole('region', { name: 'Order summary' })).toBeVisible();
    await tabTo(page, page.getByRole('region', { name: 'Order summary' }).getByRole('link', { name: 'Checkout' }));
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { level: 1, name: 'Address' })).toBeFocused();

    // Contact, then the address form field by field, in tab order.
    await tabTo(page, page.getByRole('textbox', { name: 'Phone number' }));
    await page.keyboard.type('9876543210');
    const form = page.getByRole('region', { name: 'Address', exact: true });
    const fields: [string, string][] = [
      ['First name', 'Meera'],
      ['Last name', 'Iyer'],
      ['Flat, house no., building', '4 Temple Street'],
      ['City', 'Chennai'],
      ['Pincode', '600001'],
    ];
    for (const [label, value] of fields) {
      await tabTo(page, form.getByLabel(label));
      await page.keyboard.type(value);
    }
    await tabTo(page, form.getByLabel('State'));
    await page.keyboard.type('Tamil');
    await expect(form.getByLabel('State')).not.toHaveValue('');
    await tabTo(page, form.getByRole('button', { name: 'Save Address' }));
    await page.keyboard.press('Enter');
    await expect(page.getByRole('region', { name: 'Shipping address' }).getByText('4 Temple Street')).toBeVisible();
    await tabTo(page, page.getByRole('button', { name: 'Continue to payment' }));
    await page.keyboard.press('Enter');

    await expect(page.getByRole('heading', { level: 1, name: 'Payment' })).toBeFocused();
    const standard = shippingMethods(page).getByRole('radio').first();
    await tabTo(page, standard);
    await page.keyboard.press('Space');
    await expect(standard).toBeChecked();
    const cod = paymentMethods(page).getByRole('radio', { name: 'Cash on delivery' });
    await tabTo(page, cod);
    await page.keyboard.press('Space');
    await expect(cod).toBeChecked();
    const terms = page.getByRole('checkbox', { name: /I agree to the/ });
    await tabTo(page, terms);
    await page.keyboard.press('Space');
    await expect(terms).toBeChecked();
    await tabTo(page, placeOrderButton(page));
    expect(await isFocused(placeOrderButton(page))).toBe(true);
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { level: 1, name: 'Thank you for your order' })).toBeFocused();
  });

  test('the address and payment steps have no axe violations', async ({ page }) => {
    // Four whole-page scans (the landmark rules included) take most of the default 30 s on 2 shared cores.
    test.slow();
    await addThroughApi(page, 'clay-cooking-handi');
    await page.goto('/checkout/address');
    await waitForHydration(page);
    const form = page.getByRole('region', { name: 'Address', exact: true });
    await expect(form.getByLabel('First name')).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);

    // With the errors showing, too.
    await form.getByRole('button', { name: 'Save Address' }).click();
    await expect(form.getByText('First name is empty')).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);

    await page.getByRole('textbox', { name: 'Phone number' }).fill('9876543210');
    await fillAddressForm(form, BENGALURU);
    await form.getByRole('button', { name: 'Save Address' }).click();
    await expect(page.getByRole('region', { name: 'Shipping address' }).getByRole('button', { name: 'Change' })).toBeVisible();
    await page.getByRole('button', { name: 'Continue to payment' }).click();
    await expect(shippingMethods(page)).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
    await placeOrderButton(page).click();
    await expect(announced(page, 'Payment Method is empty')).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
  });
});
