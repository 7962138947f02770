// Helpers for the cart journeys (e2e/cart.spec.ts): the header's Cart link and its badge, the
// drawer, the cart page's lines and totals read the way a shopper reads them, and the keyboard.
import { expect, type Locator, type Page } from '@playwright/test';
import { productCards, rupees } from './catalog.ts';
import { BASE_URL } from './env.ts';

/** The header's Cart link (md and up): a plain click opens the drawer. */
export function headerCart(page: Page): Locator {
  return page.getByRole('banner').getByRole('link', { name: 'Cart', exact: true });
}

/**
 * The badge as a screen reader hears it (the link stays named "Cart"; "3 items in cart" is its
 * description) and as it is drawn; no number at all for an empty cart.
 */
export async function expectBadge(link: Locator, quantity: number): Promise<void> {
  if (quantity === 0) {
    await expect(link).not.toContainText(/\d/);
    await expect(link).not.toHaveAttribute('aria-describedby');
    return;
  }
  await expect(link).toHaveAccessibleDescription(`${quantity} ${quantity === 1 ? 'item' : 'items'} in cart`);
  await expect(link).toContainText(String(quantity));
}

export function cartDrawer(page: Page): Locator {
  return page.getByRole('dialog', { name: 'Your cart' });
}

export function couponDialog(page: Page): Locator {
  return page.getByRole('dialog', { name: 'Apply coupon' });
}

/** The toasts: successes are announced politely (status), failures assertively (alert). */
export function successToast(page: Page, text: string): Locator {
  return page.getByRole('status').filter({ hasText: text });
}

export function errorToast(page: Page, text: string): Locator {
  return page.getByRole('alert').filter({ hasText: text });
}

/** A cart line (drawer or page): the list item whose heading is the product's name. */
export function cartLine(scope: Locator, name: string): Locator {
  return scope.getByRole('listitem').filter({ has: scope.page().getByRole('heading', { name, exact: true }) });
}

/** The quantity box of a line (its label is "Quantity of <name>"). */
export function lineQuantity(scope: Locator, name: string): Locator {
  return scope.getByRole('textbox', { name: `Quantity of ${name}`, exact: true });
}

/** A line's unit price ("₹599 each") and total ("Line total ₹1,198", the MRP struck beside it). */
export async function readLine(line: Locator): Promise<{ unit: number; total: number }> {
  const unit = rupees((await line.getByText(/ each$/).textContent()) ?? '');
  const total = rupees(
    (await line
      .getByRole('paragraph')
      .filter({ hasText: /^Line total/ })
      .textContent()) ?? '',
  );
  return { unit, total };
}

export interface Totals {
  subtotal: number;
  /** The coupon's row ("Coupon (WELCOME10)  −₹299.60"), 0 without a coupon. */
  discount: number;
  coupon: string | null;
  /** 0 while it reads "Calculated at checkout" or "Free". */
  shipping: number;
  total: number;
}

/** The totals list (Subtotal, Coupon, Shipping, Total) inside `scope`, in rupees. */
export async function readTotals(scope: Locator): Promise<Totals> {
  const rows = await scope
    .getByRole('term')
    .evaluateAll((terms) => terms.map((term) => [term.textContent ?? '', term.nextElementSibling?.textContent ?? ''] as const));
  const row = (label: string | RegExp) => rows.find(([term]) => (typeof label === 'string' ? term === label : label.test(term)));
  const money = (value: string | undefined) => (value && /₹/.test(value) ? rupees(value) : 0);
  const coupon = row(/^Coupon \(/);
  const subtotal = row('Subtotal');
  const total = row('Total');
  if (!subtotal || !total) throw new Error(`no Subtotal or Total in ${JSON.stringify(rows)}`);
  return {
    subtotal: money(subtotal[1]),
    discount: money(coupon?.[1]),
    coupon: coupon ? (/^Coupon \((.+)\)$/.exec(coupon[0])?.[1] ?? null) : null,
    shipping: money(row('Shipping')?.[1]),
    total: money(total[1]),
  };
}

/** WELCOME10 (demo store): 10% off a sub-total of ₹999 or more, at most ₹500; whole paise. */
export function welcome10Discount(subtotal: number): number {
  if (subtotal < 999) return 0;
  return Math.min(Math.round(subtotal * 10) / 100, 500);
}

/** Rupee amounts compared to the paisa (the page shows ₹299.60, 10% of ₹2,996). */
export function paise(amount: number): number {
  return Math.round(amount * 100);
}

/**
 * Puts a product into this page's cart through the API (POST /api/cart/add-item shares the
 * page's cookie jar), for journeys about what comes after adding.
 */
export async function addThroughApi(page: Page, product: string, quantity = 1): Promise<void> {
  const response = await page.request.post(new URL('/api/cart/add-item', BASE_URL).href, {
    headers: { origin: new URL(BASE_URL).origin },
    data: { product_id: product, quantity },
  });
  expect(response.status(), await response.text()).toBe(200);
}

/** Whether `target` has the keyboard focus. */
export function isFocused(target: Locator): Promise<boolean> {
  return target.evaluate((element) => element === document.activeElement);
}

/**
 * Presses Tab (or Shift+Tab) until `target` has the focus, as a keyboard user would; fails
 * after `max` presses, so an unreachable control is a failure rather than a hang.
 */
export async function tabTo(page: Page, target: Locator, { backwards = false, max = 60 } = {}): Promise<number> {
  await expect(target).toBeVisible();
  for (let presses = 1; presses <= max; presses++) {
    await page.keyboard.press(backwards ? 'Shift+Tab' : 'Tab');
    if (await isFocused(target)) return presses;
  }
  throw new Error(`${target} not reached in ${max} ${backwards ? 'Shift+Tab' : 'Tab'} presses`);
}

/** What has the focus: 'dialog' inside an open <dialog>, 'page' elsewhere, 'none' for the body. */
export function focusPlace(page: Page): Promise<'dialog' | 'page' | 'none'> {
  return page.evaluate(() => {
    const active = document.activeElement;
    if (!active || active === document.body) return 'none';
    return active.closest('dialog[open]') ? 'dialog' : 'page';
  });
}

export const HANDI = 'Clay Cooking Handi';
export const CUSHION = 'Block-Print Cushion Cover';
export const CUSHION_PAGE = '/product/block-print-cushion-cover';
export const TUMBLER = 'Brass Tumbler';
export const BOWL_PAGE = '/product/ceramic-pasta-bowl';
export const BOWL = 'Ceramic Pasta Bowl';

/**
 * A card's button: "Add to cart" (or "Added") then the product's name ("Add to cart: Clay Cooking
 * Handi").
 */
export function cardButton(label: string, name: string): RegExp {
  return new RegExp(`^${label}\\s*: ${name}$`);
}

/** The product card named `name` on a listing. */
export function card(page: Page, name: string) {
  return productCards(page).filter({ has: page.getByRole('heading', { name, exact: true }) });
}
