// Shopper task: a page arrives in as few bytes as it can with the same content (issue 14, metric 6).
// Measured as served by the real server, uncompressed: sizes, never timings.
import { expect, test } from './support/fixtures.ts';

const identity = { headers: { 'accept-encoding': 'identity' } };

// Issue 14 aims at home ≤ 45 KB and listing ≤ 70 KB; what the sprite and trimmed loader data reach
// so far (docs/operations.md, "HTML bytes per page") is held here so it does not creep back up:
// before them home was 76.4 KB and the listing 122.0 KB. Issue 15 then added about 5 KB to every
// page (the cookie banner and its head check, the footer's newsletter form and trade link, the
// modulepreloads of the new section and form modules): home 70.3 → 75.3 KB, listing 102.3 → 107.1 KB
// as served on 2026-11-26; the budgets moved with them, and issue 14 stays open to win them back.
// Each card's wishlist heart (decision 042: a real button with its product's name, its icon from
// the sprite) adds ~230 bytes a card: the listing measured 111.7 KB on 2026-11-29.
const budgets = [
  { path: '/', bytes: 77_500 },
  { path: '/shop-online', bytes: 112_500 },
];

for (const { path, bytes } of budgets) {
  test(`${path} is served in at most ${bytes} bytes of HTML`, async ({ request }) => {
    const res = await request.get(path, identity);
    expect(res.status()).toBe(200);
    expect((await res.body()).length).toBeLessThanOrEqual(bytes);
  });
}

test('product cards carry only what a card shows to the browser', async ({ request }) => {
  for (const path of ['/', '/shop-online']) {
    const html = await (await request.get(path, identity)).text();
    expect(html.includes('/product/block-print-cushion-cover'), path).toBe(true);
    // The SKU and category ride along in the API's card but no card draws them (seeded SKUs: VHL-…).
    expect(html.match(/VHL-/g)?.length ?? 0, `${path}: SKUs in the page`).toBe(0);
    expect(html.includes(String.raw`\"sku\"`), `${path}: a "sku" key in the hydration data`).toBe(false);
  }
});

test('numbers in text are one string, not React text pieces between comment markers', async ({ request }) => {
  // "(12)" in each of ~110 facet options used to be "(<!-- -->12<!-- -->)": ~2 KB of the listing.
  const html = await (await request.get('/shop-online', identity)).text();
  expect(html.includes('<small>(12)</small>')).toBe(true);
  expect(html.match(/<!-- -->/g)?.length ?? 0).toBeLessThanOrEqual(20);
});

test('icons are drawn once, in one sprite file, and show without JavaScript', async ({ request, browser }) => {
  const html = await (await request.get('/shop-online', identity)).text();
  // Every icon is a <use> of the one sprite under /assets, not its drawing repeated inline.
  const uses = [...html.matchAll(/<use href="([^"#]+)#([\w-]+)"/g)];
  expect(uses.length).toBeGreaterThan(15);
  const files = new Set(uses.map((m) => m[1]));
  expect([...files]).toEqual([expect.stringMatching(/^\/assets\/icons-[\w-]+\.svg$/)]);
  expect(html.match(/<path /g)?.length ?? 0).toBeLessThanOrEqual(2);

  // The sprite holds every symbol the page uses, and is cached like the other build files.
  const sprite = await request.get([...files][0]);
  expect(sprite.headers()['content-type']).toContain('image/svg+xml');
  expect(sprite.headers()['cache-control']).toContain('immutable');
  const symbols = await sprite.text();
  for (const id of new Set(uses.map((m) => m[2]))) expect(symbols, id).toContain(`<symbol id="${id}"`);

  // Without JavaScript the header's cart icon still paints (the sprite is same-origin under the CSP).
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto('/');
  const icon = page.locator('header a[href="/cart"] svg use').first();
  await expect(icon).toBeAttached();
  expect((await icon.boundingBox())?.width ?? 0).toBeGreaterThan(10);
  await context.close();
});
