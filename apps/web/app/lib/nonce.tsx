import { createContext, useContext } from 'react';

// The CSP nonce reaches components through React context on the server; browsers hide nonce
// attributes after load, so the client renders none.
export const NonceContext = createContext<string | undefined>(undefined);

export function useNonce(): string | undefined {
  return useContext(NonceContext);
}

/** spec-independent security default (CONVENTIONS.md): a Content-Security-Policy on every page. */
export function contentSecurityPolicy(nonce: string): string {
  return [
    "default-src 'self'",
    `script-src 'self' 'nonce-${nonce}'`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self' data:",
    "connect-src 'self'",
    // 'self': the live editor (/admin/editor) frames the shop (decisions/030).
    "frame-src 'self' https://www.google.com",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
  ].join('; ');
}
