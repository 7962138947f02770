import { createContext, useContext } from 'react';

// The CSP nonce reaches components through React context on the server; browsers hide nonce
// attributes after load, so the client renders none.
export const NonceContext = createContext<string | undefined>(undefined);

export function useNonce(): string | undefined {
  return useContext(NonceContext);
}

/** Hosts a page may also reach: the installed analytics providers' (features/analytics). */
export interface ExtraCspSources {
  script: readonly string[];
  connect: readonly string[];
  img: readonly string[];
}

const NO_EXTRA: ExtraCspSources = { script: [], connect: [], img: [] };

const withExtra = (base: string, extra: readonly string[]) => [base, ...extra].join(' ');

/** spec-independent security default (CONVENTIONS.md): a Content-Security-Policy on every page. */
export function contentSecurityPolicy(nonce: string, extra: ExtraCspSources = NO_EXTRA): string {
  return [
    "default-src 'self'",
    withExtra(`script-src 'self' 'nonce-${nonce}'`, extra.script),
    "style-src 'self' 'unsafe-inline'",
    withExtra("img-src 'self' data: blob:", extra.img),
    "font-src 'self' data:",
    withExtra("connect-src 'self'", extra.connect),
    'frame-src https://www.google.com',
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
  ].join('; ');
}
