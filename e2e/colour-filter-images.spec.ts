// Shopper task: filter a listing by colour. Each card shows its product in that colour when the
// product comes in it, not its default picture (issue 30).

import { productCards, waitForHydration } from './support/catalog.ts';
import { expect, test } from './support/fixtures.ts';

test('a listing filtered by Sage shows the sage picture of each product that comes in sage', async ({ page }) => {
  await page.goto('/shop-online?attr.colour=sage&sort=name');
  await waitForHydration(page);
  const cushion = productCards(page).filter({ hasText: 'Block-Print Cushion Cover' });
  await expect(cushion).toHaveCount(1);
  const image = cushion.getByRole('img');
  await expect(image).toHaveAttribute('alt', 'Block-Print Cushion Cover, Sage');
  await expect(image).toHaveAttribute('src', /colour-sage\.svg/);

  // Another colour, another picture of the same product.
  await page.goto('/shop-online?attr.colour=rust&sort=name');
  const rust = productCards(page).filter({ hasText: 'Block-Print Cushion Cover' }).getByRole('img');
  await expect(rust).toHaveAttribute('src', /colour-rust\.svg/);
  await expect(rust).toHaveAttribute('alt', 'Block-Print Cushion Cover, Rust');
});
