// Shopper task: open an account pane on a phone. The pane's own content comes first; the account
// menu waits behind a link instead of a 330 px card above every pane (issue 30).

import { createVerifiedShopper, signInThroughApi } from './support/accounts.ts';
import { waitForHydration } from './support/catalog.ts';
import { expect, test } from './support/fixtures.ts';
import { atPath } from './support/journeys.ts';

test('at 375 px each account pane starts with its content, the menu one tap away', async ({ page, request }) => {
  await page.setViewportSize({ width: 375, height: 740 });
  const shopper = await createVerifiedShopper(request, 'phone-panes');
  await signInThroughApi(page, shopper);
  for (const [path, title] of [
    ['/account/profile', 'Profile'],
    ['/account/security', 'Security'],
    ['/account/addresses', 'Addresses'],
  ] as const) {
    await page.goto(path);
    const heading = page.getByRole('heading', { level: 1, name: title });
    await expect(heading).toBeVisible();
    const main = await page.getByRole('main').boundingBox();
    const h1 = await heading.boundingBox();
    // The title sits at the top of the pane, not below the menu.
    expect(h1!.y - main!.y, `${path}: the title is ${h1!.y - main!.y} px into the page`).toBeLessThan(120);
    const menu = page.getByRole('navigation', { name: 'Account menu' });
    const menuBox = await menu.boundingBox();
    expect(menuBox === null || menuBox.y > h1!.y, `${path}: the menu comes before the title`).toBe(true);
  }

  // The menu is a tap away, and leads to the other panes.
  await waitForHydration(page);
  await page.getByRole('link', { name: 'Account menu' }).click();
  const menu = page.getByRole('navigation', { name: 'Account menu' });
  await expect(menu.getByRole('link', { name: 'Wishlist' })).toBeInViewport();
  await menu.getByRole('link', { name: 'Wishlist' }).click();
  await expect(page).toHaveURL(atPath('/account/wishlist'));
  await expect(page.getByRole('heading', { level: 1, name: 'Wishlist' })).toBeVisible();
});

test('from 768 px the account menu stays beside the pane', async ({ page, request }) => {
  await page.setViewportSize({ width: 1024, height: 800 });
  const shopper = await createVerifiedShopper(request, 'wide-panes');
  await signInThroughApi(page, shopper);
  await page.goto('/account/profile');
  const menu = await page.getByRole('navigation', { name: 'Account menu' }).boundingBox();
  const h1 = await page.getByRole('heading', { level: 1, name: 'Profile' }).boundingBox();
  expect(menu!.x + menu!.width).toBeLessThanOrEqual(h1!.x);
  expect(Math.abs(menu!.y - h1!.y)).toBeLessThan(40);
  await expect(page.getByRole('link', { name: 'Account menu' })).toBeHidden();
});
