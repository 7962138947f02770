// Shopper task: pick a size the chosen colour does not come in. The page keeps the colour, says
// the size is not available in it and offers the colours that have it, instead of silently
// switching colour and price (issue 30).

import { atSku, productOffer, waitForHydration } from './support/catalog.ts';
import { expect, test } from './support/fixtures.ts';

const CUSHION = '/product/block-print-cushion-cover';

test('a size missing in the chosen colour keeps the colour, says so and offers the colours that have it', async ({ page }) => {
  await page.goto(CUSHION);
  await waitForHydration(page);
  const colour = page.getByRole('group', { name: /^Colour/ });
  const size = page.getByRole('group', { name: /^Size/ });
  // Rust first, then Indigo (the default): both land on a variant of their own.
  await colour.getByRole('radio', { name: 'Rust', exact: true }).click();
  await expect(page).toHaveURL((url) => url.searchParams.get('sku')?.startsWith('VHL-CUS-001-RST-') ?? false);
  await colour.getByRole('radio', { name: /^Indigo/ }).click();
  await expect(page).toHaveURL((url) => url.searchParams.get('sku')?.startsWith('VHL-CUS-001-IND-') ?? false);
  const indigoUrl = page.url();
  const indigoPrice = await productOffer(page).textContent();

  // Indigo comes in 16x16 and 18x18 only.
  await size.getByRole('radio', { name: '24x24 (unavailable)' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Not available in Indigo' })).toBeVisible();
  await expect(colour.getByRole('radio', { name: /^Indigo/ })).toBeChecked();
  await expect(size.getByRole('radio', { name: '24x24 (unavailable)' })).toBeChecked();
  expect(page.url()).toBe(indigoUrl);
  expect(await productOffer(page).textContent()).toBe(indigoPrice);
  const main = page.getByRole('main');
  await expect(main.getByRole('button', { name: 'Not available', exact: true })).toBeDisabled();
  await expect(main.getByRole('button', { name: 'Add to cart', exact: true })).toHaveCount(0);

  // The combination that exists is offered by name, and taken only when the shopper asks.
  await main.getByRole('button', { name: 'Choose Rust, 24x24' }).click();
  await expect(page).toHaveURL(atSku(CUSHION, 'VHL-CUS-001-RST-24'));
  await expect(colour.getByRole('radio', { name: 'Rust', exact: true })).toBeChecked();
  await expect(productOffer(page)).toContainText('₹869');
  await expect(page.getByRole('status').filter({ hasText: 'Not available in' })).toHaveCount(0);
  await expect(main.getByRole('button', { name: 'Add to cart', exact: true })).toBeEnabled();
});

test('after a missing size, picking a colour that has it chooses that variant', async ({ page }) => {
  await page.goto(`${CUSHION}?sku=VHL-CUS-001-IND-16`);
  await waitForHydration(page);
  const colour = page.getByRole('group', { name: /^Colour/ });
  await expect(colour.getByRole('radio', { name: /^Indigo/ })).toBeChecked();
  await page.getByRole('group', { name: /^Size/ }).getByRole('radio', { name: '24x24 (unavailable)' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Not available in Indigo' })).toBeVisible();
  await colour.getByRole('radio', { name: 'Rust', exact: true }).click();
  await expect(page).toHaveURL(atSku(CUSHION, 'VHL-CUS-001-RST-24'));
  await expect(page.getByRole('status').filter({ hasText: 'Not available in' })).toHaveCount(0);
});
