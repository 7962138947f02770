import type { Cart } from '@vitrine/contracts/cart';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { cartLine, cartWith } from './cart-fixtures.test-helper';
import { CartLine } from './cart-line';
import { CartPage } from './cart-page';
import { CartProvider } from './cart-store';
import { CartTotals } from './cart-totals';

// React inserts <!-- --> between adjacent text parts; the tests read the text.
const text = (html: string) => html.replace(/<!-- -->/g, '');
const noop = () => {};
const inRouter = (node: React.ReactNode) => text(renderToString(<MemoryRouter>{node}</MemoryRouter>));

describe('cart views (server render)', () => {
  it('renders the cart page as a loading state: the same HTML for every visitor', () => {
    const html = inRouter(
      <CartProvider currency="INR">
        <CartPage />
      </CartProvider>,
    );
    expect(html).toContain('<h1 class="cart-page__title">Cart</h1>');
    expect(html).toContain('aria-busy="true"');
    expect(html).toContain('Loading your cart…');
    expect(html).not.toContain('Your cart is empty');
  });

  it('shows a changed price and an out-of-stock line', () => {
    const html = inRouter(
      <ul>
        <CartLine item={cartLine({ previous_price: 149900, out_of_stock: true })} busy={false} onQuantity={noop} onRemove={noop} />
      </ul>,
    );
    expect(html).toContain('Price changed from ₹1,499 to ₹1,299');
    expect(html).toContain('Out of stock');
    expect(html).toContain('aria-label="Increase quantity of Linen shirt"');
    expect(html).toMatch(/Remove<span class="visually-hidden"> Linen shirt<\/span>/);
  });

  it('shows personalisation and options on a line', () => {
    const item = cartLine({ additonal_data: { custom_text: 'For Asha', image_path: null } });
    item.product.options = [{ name: 'Size', value: 'M' }];
    const html = inRouter(
      <ul>
        <CartLine item={item} busy={false} onQuantity={noop} onRemove={noop} />
      </ul>,
    );
    expect(html).toContain('Size: M');
    expect(html).toContain('For Asha');
  });

  it('shows shipping as calculated at checkout until a method is chosen, and the coupon discount', () => {
    const base = cartWith([cartLine()]);
    const cart: Cart = {
      ...base,
      coupon: { code: 'WELCOME10', description: '10% off', discount: 12990, reason: null },
      totals: { sub_total: 129900, mrp_total: 149900, discount: 12990, shipping: 0, grand_total: 116910 },
    };
    const html = text(renderToString(<CartTotals cart={cart} />));
    expect(html).toContain('Calculated at checkout');
    expect(html).toContain('Coupon (WELCOME10)');
    expect(html).toContain('−₹129.90');
    expect(html).toContain('You save on MRP');
    expect(html).toContain('₹1,169.10');
  });
});
