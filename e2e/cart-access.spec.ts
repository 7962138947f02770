// Shopper task: the cart for everyone — with the keyboard alone, on a phone, and with assistive
// technology (spec §2 cart drawer and /cart, §9 breakpoints; issue 11).

import { axeViolations } from './support/axe.ts';
import {
  addThroughApi,
  BOWL,
  BOWL_PAGE,
  CUSHION,
  cartDrawer,
  couponDialog,
  expectBadge,
  focusPlace,
  headerCart,
  isFocused,
  lineQuantity,
  paise,
  readTotals,
  tabTo,
} from './support/cart.ts';
import { rupees, waitForHydration } from './support/catalog.ts';
import { expect, test } from './support/fixtures.ts';
import { atPath } from './support/journeys.ts';

test('keyboard only: from the product page to the cart page, with the drawer in between', async ({ page }) => {
  await page.goto(BOWL_PAGE);
  await expect(page.getByRole('heading', { level: 1, name: BOWL })).toBeVisible();
  await waitForHydration(page);
  const main = page.getByRole('main');
  const cart = headerCart(page);

  // Tab to Add to cart, Enter: added, and the focus stays on the button.
  const add = main.getByRole('button', { name: 'Add to cart', exact: true });
  await tabTo(page, add);
  await page.keyboard.press('Enter');
  await expectBadge(cart, 1);
  await expect(main.getByRole('button', { name: 'Added to cart', exact: true })).toBeFocused();

  // Back up to the header's Cart link: Enter opens the drawer with the focus inside it.
  await tabTo(page, cart, { backwards: true });
  await page.keyboard.press('Enter');
  const drawer = cartDrawer(page);
  await expect(drawer).toBeVisible();
  await expect.poll(() => focusPlace(page)).toBe('dialog');
  // Trapped: going round the drawer never lands on the page behind it (the body stands for the
  // browser's own controls between the last element and the first).
  for (let press = 0; press < 12; press++) {
    await page.keyboard.press('Tab');
    expect(await focusPlace(page)).not.toBe('page');
  }
  // Escape closes it and gives the focus back to the Cart link.
  await page.keyboard.press('Escape');
  await expect(drawer).toBeHidden();
  await expect(cart).toBeFocused();

  // Again: the stepper by keyboard, then View cart.
  await page.keyboard.press('Enter');
  await expect(drawer).toBeVisible();
  await expect.poll(() => focusPlace(page)).toBe('dialog');
  const increase = drawer.getByRole('button', { name: `Increase quantity of ${BOWL}` });
  await tabTo(page, increase, { max: 10 });
  await page.keyboard.press('Enter');
  await expect(lineQuantity(drawer, BOWL)).toHaveValue('2');
  await expectBadge(cart, 2);
  await expect(increase).toBeFocused();
  await tabTo(page, drawer.getByRole('link', { name: 'View cart' }), { max: 10 });
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(atPath('/cart'));
  await expect(drawer).toBeHidden();

  // On the cart page: the quantity box takes the arrow keys.
  const quantity = lineQuantity(page.getByRole('main'), BOWL);
  await tabTo(page, quantity);
  await page.keyboard.press('ArrowUp');
  await expect(quantity).toHaveValue('3');
  await expectBadge(cart, 3);
  await page.keyboard.press('ArrowDown');
  await expect(quantity).toHaveValue('2');
  await expectBadge(cart, 2);
  expect(await isFocused(quantity)).toBe(true);

  // The coupon popup opens from the keyboard and Escape gives the focus back.
  const applyCoupon = page.getByRole('region', { name: 'Order summary' }).getByRole('button', { name: 'Apply coupon' });
  await tabTo(page, applyCoupon, { max: 20 });
  await page.keyboard.press('Enter');
  await expect(couponDialog(page)).toBeVisible();
  await expect.poll(() => focusPlace(page)).toBe('dialog');
  await page.keyboard.press('Escape');
  await expect(couponDialog(page)).toBeHidden();
  await expect(applyCoupon).toBeFocused();
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 375, height: 740 }, isMobile: true, hasTouch: true });

  test('the cart page keeps the total and Checkout in a fixed footer, with nothing wider than the screen', async ({ page }) => {
    await addThroughApi(page, 'ceramic-pasta-bowl', 2);
    await addThroughApi(page, 'block-print-cushion-cover');
    await addThroughApi(page, 'brass-tumbler');
    await page.goto('/cart');
    await waitForHydration(page);
    await expect(page.getByRole('region', { name: '4 items' })).toBeVisible();
    const grand = (await readTotals(page.getByRole('region', { name: 'Order summary' }))).total;

    // The footer (spec §2, below md) holds the total and Checkout, above the bottom bar.
    const footer = page.locator('.cart-footer');
    const bar = page.getByRole('navigation', { name: 'Mobile navigation' });
    for (const scroll of ['top', 'bottom'] as const) {
      await page.evaluate((to) => window.scrollTo(0, to === 'top' ? 0 : document.documentElement.scrollHeight), scroll);
      await expect(footer).toBeInViewport({ ratio: 1 });
      await expect(footer.getByRole('link', { name: 'Checkout' })).toBeInViewport({ ratio: 1 });
      const footerBox = await footer.boundingBox();
      const barBox = await bar.boundingBox();
      expect(
        footerBox && barBox && footerBox.y + footerBox.height <= barBox.y + 1,
        `footer ${JSON.stringify(footerBox)} above bar ${JSON.stringify(barBox)}`,
      ).toBe(true);
    }
    expect(paise(rupees((await footer.textContent()) ?? ''))).toBe(paise(grand));

    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow).toBeLessThanOrEqual(0);
  });
});

test('axe finds nothing on the open drawer, the cart page and the coupon popup', async ({ page }) => {
  // WCAG 2.x A and AA, and the landmark rules ("region" included) every page passes (support/axe.ts).
  test.slow();
  const scan = () => axeViolations(page);

  await addThroughApi(page, 'block-print-cushion-cover', 2);
  await addThroughApi(page, 'clay-cooking-handi');
  await page.goto('/shop-online');
  await waitForHydration(page);
  await headerCart(page).click();
  await expect(cartDrawer(page)).toBeVisible();
  await expect(lineQuantity(cartDrawer(page), CUSHION)).toHaveValue('2');
  expect(await scan(), 'drawer').toEqual([]);

  await page.goto('/cart');
  await waitForHydration(page);
  const summary = page.getByRole('region', { name: 'Order summary' });
  await expect(summary).toBeVisible();
  expect(await scan(), 'cart page').toEqual([]);

  await summary.getByRole('button', { name: 'Apply coupon' }).click();
  await expect(couponDialog(page).getByRole('button', { name: 'Apply WELCOME10' })).toBeVisible();
  expect(await scan(), 'coupon popup').toEqual([]);
});
