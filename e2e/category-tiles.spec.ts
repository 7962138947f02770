// Shopper task: scan the home page's categories. Tiles fill their rows evenly: no row ends with a
// lone tile (8 tiles in a 7-column row left one alone at 1280 px; issue 30).

import { expect, test } from './support/fixtures.ts';

for (const width of [375, 640, 768, 1024, 1280, 1536]) {
  test(`at ${width} px no row of category tiles holds a lone tile`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/');
    const tiles = page.getByRole('region', { name: 'Shop by category' }).getByRole('listitem');
    const count = await tiles.count();
    expect(count).toBeGreaterThan(2);
    const tops = await tiles.evaluateAll((items) => items.map((item) => Math.round(item.getBoundingClientRect().top)));
    const rows = new Map<number, number>();
    for (const top of tops) rows.set(top, (rows.get(top) ?? 0) + 1);
    const sizes = [...rows.values()];
    // Rows differ by one tile at most, and a row of one only when every row is one.
    expect(Math.max(...sizes) - Math.min(...sizes), `rows of ${sizes.join(', ')}`).toBeLessThanOrEqual(1);
    if (sizes.length > 1) expect(Math.min(...sizes), `rows of ${sizes.join(', ')}`).toBeGreaterThan(1);
  });
}
