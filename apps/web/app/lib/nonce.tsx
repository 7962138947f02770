import { MAP_FRAME_SOURCES } from '@vitrine/contracts/map-embed';
import { createContext, useContext } from 'react';

// The CSP nonce reaches components through React context on the server; browsers hide nonce
// attributes after load, so the client renders none.
export const NonceContext = createContext<string | undefined>(undefined);

export function useNonce(): string | undefined {
  return useContext(NonceContext);
}

/**
 * Frames: this origin; Google Maps only when the store has a map (settings google_embed_url;
 * sections/map.tsx); YouTube without cookies for a video section's player, loaded only on click.
 */
function frameSources(options: { mapFrames?: boolean }): string[] {
  return ["'self'", ...(options.mapFrames ? MAP_FRAME_SOURCES : []), 'https://www.youtube-nocookie.com'];
}

/**
 * spec-independent security default (CONVENTIONS.md): a Content-Security-Policy on every page.
 * Frames come from this origin only (default-src), plus Google Maps when the store has a map
 * (settings google_embed_url; sections/map.tsx).
 */
export function contentSecurityPolicy(nonce: string, options: { mapFrames?: boolean } = {}): string {
  return [
    "default-src 'self'",
    `script-src 'self' 'nonce-${nonce}'`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self' data:",
    "connect-src 'self'",
    `frame-src ${frameSources(options).join(' ')}`,
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
  ].join('; ');
}
