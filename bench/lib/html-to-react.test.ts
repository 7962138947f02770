import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { htmlToElement } from './html-to-react.mjs';

// The floor is only honest if React renders the same markup the shop served, byte for byte. The
// sample is written as React writes it (attribute order, `<!-- -->` between two texts).
const page = [
  '<!DOCTYPE html><html lang="en"><head><meta charSet="utf-8"/><title>Tea &amp; cushions</title>',
  '<style>a>b{color:red}</style><script>window.x = "<b>" && 1 < 2;</script></head>',
  '<body class="shop"><div hidden="" style="color:red;--accent:#123;background-color:blue" data-id="7">',
  'A &amp; B &lt;tag&gt; &quot;q&quot;<!-- -->C</div>',
  '<svg viewBox="0 0 24 24" aria-hidden="true"><path stroke-width="2" d="M0 0h24"></path></svg>',
  '<input type="checkbox" disabled="" checked=""/><img src="/a.webp" alt="" loading="lazy" fetchpriority="low"/>',
  '<label for="q">Find</label><br/><a href="/x?a=1&amp;b=2">x</a></body></html>',
].join('');

describe('htmlToElement', () => {
  it('builds host elements React renders back to the same markup', () => {
    const html = renderToString(htmlToElement(page, createElement));
    expect(html).toBe(page.replace('<!DOCTYPE html>', ''));
  });

  it('keeps text and raw script/style bodies as written', () => {
    const html = renderToString(htmlToElement(page, createElement));
    expect(html).toContain('<script>window.x = "<b>" && 1 < 2;</script>');
    expect(html).toContain('<style>a>b{color:red}</style>');
  });

  it('refuses markup without an html element (nothing to render)', () => {
    expect(() => htmlToElement('<p>hi</p>', createElement)).toThrow(/no <html> element/);
  });
});
