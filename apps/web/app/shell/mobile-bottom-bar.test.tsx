import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { MobileBottomBar } from './mobile-bottom-bar';

const render = (cartQuantity: number, path = '/') =>
  renderToString(
    <MemoryRouter initialEntries={[path]}>
      <MobileBottomBar cartQuantity={cartQuantity} />
    </MemoryRouter>,
  );

describe('MobileBottomBar', () => {
  it('links Home, Shop, Cart and Account and marks the current one', () => {
    const html = render(0, '/shop-online/lamps');
    expect(html).toContain('aria-label="Mobile navigation"');
    for (const href of ['/', '/shop-online', '/cart', '/account']) expect(html).toContain(`href="${href}"`);
    expect(html).toMatch(/aria-current="page"[^>]*href="\/shop-online"|href="\/shop-online"[^>]*aria-current="page"/);
  });

  it('shows no badge for an empty cart', () => {
    const html = render(0);
    expect(html).not.toContain('class="badge"');
    expect(html).not.toContain('in cart');
  });

  it('shows the quantity badge and describes it without renaming the link', () => {
    const html = render(3);
    expect(html).toContain('<span class="badge" aria-hidden="true">3</span>');
    const id = /aria-describedby="([^"]+)"/.exec(html)?.[1];
    expect(id).toBeTruthy();
    expect(html).toContain(`<span id="${id}" hidden="">3 items in cart</span>`);
  });
});
