// Shopper task: get my money back. A signed-in shopper pays an order by card (the built-in test
// gateway), cancels it, and is told a refund is due, on the order page and in the mail; the owner
// records the refund with `npm run admin -- refund`, and the shopper sees it refunded (issue 29;
// docs/decisions/014-payments.md, Refunds).

import { spawnSync } from 'node:child_process';
import { readOutbox } from './support/accounts.ts';
import { axeViolations } from './support/axe.ts';
import { waitForHydration } from './support/catalog.ts';
import { ADMIN_TOKEN, BASE_URL } from './support/env.ts';
import { expect, test } from './support/fixtures.ts';
import { atPath } from './support/journeys.ts';
import { cancelDialog, detailsStatus, timelineSteps } from './support/orders.ts';
import { checkOutToGateway } from './support/payments.ts';

test.use({ viewport: { width: 375, height: 800 }, isMobile: true, hasTouch: true });

test('a shopper cancels an order paid by card: refund due, then refunded once the owner records it', async ({ page, request }) => {
  const shopper = await checkOutToGateway(page, request, 'refund-due');
  const amount = (await page.locator('.test-gateway__amount').textContent())?.trim() ?? '';
  await page.getByRole('button', { name: `Pay ${amount}` }).click();
  await expect(page).toHaveURL(atPath('/checkout-complete'));
  await expect(page.getByText('Card (test gateway) · Paid')).toBeVisible();
  const orderNo = (await page.locator('.checkout-result__number strong').textContent())?.trim() ?? '';
  expect(orderNo).toMatch(/^V[A-Z0-9]{7}$/);

  // The order page: Cancel order is a secondary action, its dialog says where the money goes.
  await page.goto('/account/orders');
  await waitForHydration(page);
  await page.getByRole('link', { name: `Order #${orderNo}` }).click();
  await expect(page.getByRole('heading', { level: 1, name: `Order #${orderNo}` })).toBeVisible();
  const orderUrl = page.url();
  const cancel = page.getByRole('button', { name: 'Cancel order' });
  await expect(cancel).not.toHaveClass(/button--primary/);
  await cancel.click();
  const dialog = cancelDialog(page, orderNo);
  await expect(dialog).toContainText(`You paid ${amount} by Card (test gateway). Cancelling refunds it to the same payment method.`);
  await dialog.getByRole('radio', { name: 'Ordered by mistake' }).check();
  await dialog.getByRole('button', { name: 'Confirm cancel' }).click();
  await expect(dialog).toBeHidden();

  // Cancelled, and the money is owed back: said on the page.
  await expect(detailsStatus(page)).toHaveText('Cancelled');
  await expect(page.getByRole('main')).toContainText('Card (test gateway) · Refund due');
  await expect(page.getByText(`Refund due: you paid ${amount} by Card (test gateway).`)).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0);
  expect(await axeViolations(page)).toEqual([]);

  // And in the cancellation mail (the dev outbox keeps it).
  await expect
    .poll(
      async () =>
        (await readOutbox(request, { channel: 'mail', to: shopper.email })).find((m) => m.subject?.endsWith(`order ${orderNo} cancelled`))?.body ?? '',
    )
    .toContain(`Refund due: you paid ${amount} by Card (test gateway).`);
  await page.goto('/dev/outbox');
  const mail = page.getByRole('article', { name: `mail to ${shopper.email}` }).filter({ hasText: `order ${orderNo} cancelled` });
  await expect(mail).toContainText(`Refund due: you paid ${amount}`);

  // The owner sends the money back and records it with the command line.
  const cli = spawnSync('npm', ['run', '--silent', 'admin', '--', 'refund', orderNo, '--reference', 'RF-E2E-1', '--note', 'Back to the card'], {
    env: { ...process.env, SHOP_URL: BASE_URL, ADMIN_TOKEN },
    encoding: 'utf8',
  });
  expect(cli.status, cli.stderr).toBe(0);
  expect(cli.stderr).toContain('Refund recorded');

  // The shopper sees it refunded, with the owner's reference in the history.
  await page.goto(orderUrl);
  await expect(detailsStatus(page)).toHaveText('Refunded');
  await expect(page.getByRole('main')).toContainText('Card (test gateway) · Refunded');
  await expect(page.getByText(`Refunded: ${amount} has been paid back to you.`)).toBeVisible();
  await expect(timelineSteps(page).last()).toContainText('RF-E2E-1');
  await expect
    .poll(async () => (await readOutbox(request, { channel: 'mail', to: shopper.email })).some((m) => m.subject?.endsWith(`order ${orderNo} refund approved`)))
    .toBe(true);
});
