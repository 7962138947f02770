import type { InitialValues } from '@vitrine/contracts/storefront';
import { renderToString } from 'react-dom/server';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { WishlistButton } from './wishlist-button';

function render(account: InitialValues['account'], iconOnly = false) {
  const router = createMemoryRouter(
    [{ id: 'root', path: '/product/*', loader: () => null, element: <WishlistButton productId="prod_1" iconOnly={iconOnly} /> }],
    { initialEntries: ['/product/linen-shirt?sku=LS-M'], hydrationData: { loaderData: { root: { initialValues: { account } } } } },
  );
  return renderToString(<RouterProvider router={router} />);
}

describe('WishlistButton (server render)', () => {
  it('renders a toggle named Add to wishlist, not pressed, for a guest', () => {
    const html = render(null);
    expect(html).toContain('aria-pressed="false"');
    expect(html).toContain('Add to wishlist');
    expect(html).not.toContain('disabled');
  });

  it('renders the same unpressed button for a customer: their wishlist loads after hydration', () => {
    // Same HTML as a guest's: the product page's markup never depends on who is looking.
    expect(render({ id: 'cus_1', first_name: 'Asha' })).toBe(render(null));
  });

  it('keeps the name for screen readers when only the heart shows', () => {
    expect(render(null, true)).toMatch(/<span class="visually-hidden">Add to wishlist<\/span>/);
  });
});
