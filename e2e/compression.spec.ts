// Shopper task: a first visit downloads as little as possible (issue 14): the page, its scripts and
// its stylesheets arrive compressed in a real browser, and the page still hydrates and works.
import type { Response } from '@playwright/test';
import { waitForHydration } from './support/catalog.ts';
import { expect, test } from './support/fixtures.ts';

test('a product page arrives compressed and still hydrates', async ({ page }) => {
  const responses: Response[] = [];
  page.on('response', (res) => {
    if (['document', 'script', 'stylesheet'].includes(res.request().resourceType())) responses.push(res);
  });
  await page.goto('/product/block-print-cushion-cover');
  await waitForHydration(page);

  const document = responses.find((r) => r.request().resourceType() === 'document');
  expect(await document?.headerValue('content-encoding')).toMatch(/^(br|gzip)$/);
  // Every script and stylesheet worth compressing (1 KB or more) came compressed, with Vary.
  const big = [];
  for (const res of responses) {
    if (res.request().resourceType() === 'document' || (await res.body()).length < 1024) continue;
    big.push({ url: res.url(), encoding: await res.headerValue('content-encoding'), vary: await res.headerValue('vary') });
  }
  expect(big.length).toBeGreaterThan(5);
  for (const r of big) expect(r, r.url).toMatchObject({ encoding: expect.stringMatching(/^(br|gzip)$/), vary: expect.stringMatching(/accept-encoding/i) });

  // Hydrated: a dialog only React can open opens.
  await page.getByRole('button', { name: 'Size chart' }).click();
  await expect(page.getByRole('dialog', { name: 'Size chart' })).toBeVisible();
});
