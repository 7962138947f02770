// Shopper task: save an address for checkout on /account/addresses, with the fields the shop
// asks for in that country and address type (spec §2 Addresses, §3 address fields; issue 4).

import { createVerifiedShopper, signInThroughApi } from './support/accounts.ts';
import { waitForHydration } from './support/catalog.ts';
import { expect, test } from './support/fixtures.ts';

test('add an address with the dynamic fields: it is listed as the default', async ({ page, request }) => {
  const shopper = await createVerifiedShopper(request, 'address');
  await signInThroughApi(page, shopper);
  const response = await page.goto('/account/addresses');
  expect(response?.status()).toBe(200);
  expect(response?.headers()['cache-control']).toMatch(/no-store/);
  await expect(page.getByRole('heading', { level: 1, name: 'Addresses' })).toBeVisible();
  await expect(page.getByText('You have no saved addresses yet.', { exact: false })).toBeVisible();
  await waitForHydration(page);

  await page.getByRole('button', { name: 'Add address' }).click();
  const form = page.getByRole('region', { name: 'Add Address' });
  await expect(form).toBeVisible();
  await expect(form.getByLabel('Country')).toHaveValue('country_in');
  await expect(form.getByRole('radio', { name: 'Shipping' })).toBeChecked();

  // The fields come from the API per address type: Billing asks for a GSTIN, Shipping does not.
  await expect(form.getByLabel('GSTIN (optional)')).toHaveCount(0);
  await form.getByRole('radio', { name: 'Billing' }).check();
  await expect(form.getByLabel('GSTIN (optional)')).toBeVisible();
  await form.getByRole('radio', { name: 'Shipping' }).check();
  await expect(form.getByLabel('GSTIN (optional)')).toHaveCount(0);

  // Required fields say so on save, and nothing is sent.
  await form.getByRole('button', { name: 'Save address' }).click();
  await expect(form.getByText('This field is required').first()).toBeVisible();
  await expect(form.getByLabel('First name')).toBeFocused();

  await form.getByLabel('First name').fill('Asha');
  await form.getByLabel('Last name').fill('Rao');
  await form.getByLabel('Mobile number').fill(shopper.phone);
  await form.getByLabel('Flat, house no., building').fill('12 Lake View Apartments');
  await form.getByLabel('Area, street, landmark').fill('Indiranagar 100 Feet Road');
  await form.getByLabel('City').fill('Bengaluru');
  await form.getByLabel('Pincode').fill('560038');
  await form.getByLabel('State').selectOption({ label: 'Karnataka' });
  await form.getByRole('button', { name: 'Save address' }).click();

  await expect(form).toBeHidden();
  const card = page.getByRole('article', { name: 'Asha Rao' });
  await expect(card).toBeVisible();
  await expect(card.getByText('Default', { exact: true })).toBeVisible();
  await expect(card.getByText('Shipping', { exact: true })).toBeVisible();
  await expect(card).toContainText('12 Lake View Apartments');
  await expect(card).toContainText('Bengaluru');
  await expect(card).toContainText('560038');
  await expect(card).toContainText(shopper.phone);
  await expect(page.getByRole('button', { name: 'Add address' })).toBeFocused();

  // Saved on the server: a reload lists it again.
  await page.reload();
  await expect(page.getByRole('article', { name: 'Asha Rao' }).getByText('Default', { exact: true })).toBeVisible();
});
