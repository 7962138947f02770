import { describe, expect, it } from 'vitest';
import { sanitiseBlogHtml } from './blog-html.ts';

describe('sanitiseBlogHtml', () => {
  it('keeps the structure of a post', () => {
    const html = '<h2>Warm light</h2><p>Use <strong>two</strong> <em>lamps</em>.</p><ul><li>One</li></ul><blockquote>Quote</blockquote>';
    expect(sanitiseBlogHtml(html)).toBe(html);
  });

  it('drops scripts, event handlers, styles and frames, text of scripts included', () => {
    const out = sanitiseBlogHtml(
      '<img src=x onerror=alert(1)><script>alert(2)</script><p style="color:red" onclick="x()">Hi</p><iframe src="https://e.com"></iframe><style>p{}</style>',
    );
    expect(out).not.toMatch(/onerror|onclick|script|alert|style|iframe/i);
    expect(out).toContain('<p>Hi</p>');
  });

  it('refuses javascript:, data: and protocol-relative URLs', () => {
    const out = sanitiseBlogHtml(
      '<a href="javascript:alert(1)">a</a><a href="JaVaScRiPt:alert(1)">b</a><img src="data:image/svg+xml,<svg onload=alert(1)>"><a href="//evil.example">c</a>',
    );
    expect(out).not.toMatch(/javascript|data:|evil/i);
  });

  it('keeps http(s) and site links with rel=noopener, and makes images lazy', () => {
    expect(sanitiseBlogHtml('<a href="/shop-online" target="_blank">Shop</a>')).toBe('<a href="/shop-online" rel="noopener">Shop</a>');
    expect(sanitiseBlogHtml('<img src="/media/a.svg" alt="A" width="10" height="5">')).toBe(
      '<img src="/media/a.svg" alt="A" width="10" height="5" loading="lazy" decoding="async" />',
    );
  });

  it('turns an h1 into an h2 (the post title is the page h1)', () => {
    expect(sanitiseBlogHtml('<h1>Title</h1>')).toBe('<h2>Title</h2>');
  });
});
