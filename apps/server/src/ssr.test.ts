import { describe, expect, it } from 'vitest';
import { withFrameAncestors } from './ssr.ts';

describe('withFrameAncestors', () => {
  it("lets only the shop itself frame a page by default, keeping the page's own policy", () => {
    expect(withFrameAncestors("default-src 'self'; script-src 'nonce-x'", [])).toBe("default-src 'self'; script-src 'nonce-x'; frame-ancestors 'self'");
    expect(withFrameAncestors(null, [])).toBe("frame-ancestors 'self'");
  });

  it('adds the configured editor origins (EDITOR_ORIGINS), nothing else', () => {
    expect(withFrameAncestors(null, ['https://editor.example.com', 'https://studio.example.com'])).toBe(
      "frame-ancestors 'self' https://editor.example.com https://studio.example.com",
    );
  });
});
