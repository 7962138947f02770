import { MAP_FRAME_SOURCES } from '@vitrine/contracts/map-embed';
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

export interface CspOptions extends Partial<ExtraCspSources> {
  /** The store shows a Google map (settings google_embed_url; sections/map.tsx). */
  mapFrames?: boolean;
}

const withExtra = (base: string, extra: readonly string[] = []) => [base, ...extra].join(' ');

/**
 * Frames: this origin (the live editor, /admin/editor, frames the shop: decisions/030); Google Maps only when the store has a map; YouTube without cookies for a
 * video section's player, loaded only on click.
 */
function frameSources(options: CspOptions): string[] {
  return ["'self'", ...(options.mapFrames ? MAP_FRAME_SOURCES : []), 'https://www.youtube-nocookie.com'];
}

/** spec-independent security default (CONVENTIONS.md): a Content-Security-Policy on every page. */
export function contentSecurityPolicy(nonce: string, options: CspOptions = {}): string {
  return [
    "default-src 'self'",
    withExtra(`script-src 'self' 'nonce-${nonce}'`, options.script),
    "style-src 'self' 'unsafe-inline'",
    withExtra("img-src 'self' data: blob:", options.img),
    "font-src 'self' data:",
    withExtra("connect-src 'self'", options.connect),
    `frame-src ${frameSources(options).join(' ')}`,
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
  ].join('; ');
}
