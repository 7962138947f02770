import type { InitialValues } from '@vitrine/contracts/storefront';
import { renderToString } from 'react-dom/server';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { HeaderActions } from './header-actions';

function render(account: InitialValues['account']) {
  const router = createMemoryRouter([{ id: 'root', path: '/', loader: () => null, element: <HeaderActions cartQuantity={0} /> }], {
    hydrationData: { loaderData: { root: { initialValues: { account } } } },
  });
  return renderToString(<RouterProvider router={router} />);
}

describe('HeaderActions account action', () => {
  it('gives a guest a Login button that opens a dialog, not a link', () => {
    const html = render(null);
    expect(html).toMatch(/<button type="button" class="header__action" aria-haspopup="dialog">.*<span class="nav-label">Login<\/span><\/button>/);
    expect(html).not.toContain('href="/account"');
    expect(html).not.toContain('Logout');
  });

  it('gives a signed-in shopper the Account link and Logout', () => {
    const html = render({ id: 'cus_1', first_name: 'Asha' });
    expect(html).toMatch(/<a[^>]*href="\/account"[^>]*>.*<span class="nav-label">Account<\/span><\/a>/);
    expect(html).toMatch(/<button type="button" class="header__action">.*<span class="nav-label">Logout<\/span><\/button>/);
    expect(html).not.toContain('aria-haspopup');
  });
});
