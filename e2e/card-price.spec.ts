// Issue 29: a shopper pays what the card showed. For every product of the demo store, at phone
// width, the card's price is the cart line its Add to cart makes (decisions/037); a card whose
// product is sold out offers no Add to cart.
import { MAX_CART_LINES } from '@vitrine/contracts/cart';
import { cardButton, cartLine, readLine } from './support/cart.ts';
import { productCards, resultCount, rupees, waitForHydration } from './support/catalog.ts';
import { expect, test } from './support/fixtures.ts';

test.use({ viewport: { width: 375, height: 800 }, isMobile: true, hasTouch: true });

const escapeName = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

test('every card of the demo store charges in the cart the price it shows', async ({ page, context }) => {
  test.setTimeout(240_000);
  await page.goto('/shop-online?sort=name');
  await waitForHydration(page);
  const total = await resultCount(page);
  expect(total).toBe(65);
  const cards = productCards(page);
  const more = page.getByRole('button', { name: 'Load more' });
  await expect(async () => {
    if (await more.isVisible()) await more.click({ timeout: 2_000 });
    await expect(cards).toHaveCount(total, { timeout: 2_000 });
  }).toPass({ timeout: 30_000 });

  const shown = await cards.evaluateAll((articles) =>
    articles.map((a) => ({
      name: a.querySelector('h2, h3')?.textContent ?? '',
      text: a.textContent ?? '',
      soldOut: (a.querySelector('button') as HTMLButtonElement | null)?.disabled ?? true,
    })),
  );
  // No card asks the shopper to choose ("From ₹X"): each shows the price of what it adds.
  for (const card of shown) expect(card.text, card.name).not.toMatch(/From\s*₹/);
  const buyable = shown.filter((card) => !card.soldOut);
  expect(buyable.length).toBeGreaterThan(55);

  const cartPage = await context.newPage();
  // A cart holds at most MAX_CART_LINES lines: check in batches, each in a fresh guest cart.
  for (let start = 0; start < buyable.length; start += MAX_CART_LINES - 10) {
    const batch = buyable.slice(start, start + MAX_CART_LINES - 10);
    for (const card of batch) {
      const article = cards.filter({ has: page.getByRole('heading', { name: card.name, exact: true }) });
      await article.getByRole('button', { name: cardButton('Add to cart', escapeName(card.name)) }).click();
      await expect(article.getByRole('button', { name: cardButton('Added', escapeName(card.name)) })).toBeVisible();
    }
    await cartPage.goto('/cart');
    const main = cartPage.getByRole('main');
    for (const card of batch) {
      const line = cartLine(main, card.name);
      await expect(line, card.name).toHaveCount(1);
      expect((await readLine(line)).unit, card.name).toBe(rupees(card.text));
    }
    await context.clearCookies();
  }

  // A sold-out card's button says so and cannot be pressed.
  for (const card of shown.filter((c) => c.soldOut)) {
    const article = cards.filter({ has: page.getByRole('heading', { name: card.name, exact: true }) });
    await expect(article.getByRole('button', { name: cardButton('Sold out', escapeName(card.name)) })).toBeDisabled();
  }
});
