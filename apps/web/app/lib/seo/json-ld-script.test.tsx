import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { NonceContext } from '../nonce';
import { JsonLd } from './json-ld-script';

describe('JsonLd', () => {
  it('renders escaped JSON in a data script carrying the CSP nonce', () => {
    const html = renderToString(
      <NonceContext.Provider value="abc123">
        <JsonLd data={{ name: '</script><script>alert(1)</script>' }} />
      </NonceContext.Provider>,
    );
    expect(html).toBe(
      '<script type="application/ld+json" nonce="abc123">{"name":"\\u003c/script\\u003e\\u003cscript\\u003ealert(1)\\u003c/script\\u003e"}</script>',
    );
  });
});
