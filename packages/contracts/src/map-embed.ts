// spec §3 setting google_embed_url: the store's map. Only a Google Maps address on https is
// embedded, and the page's CSP lets frames come from there only when one is set (decisions/026).

/** CSP frame-src sources for the map: the /maps page itself and everything under /maps/. */
export const MAP_FRAME_SOURCES = ['https://www.google.com/maps', 'https://www.google.com/maps/'] as const;

/** The map's address when the setting holds a Google Maps https URL, else null. */
export function mapEmbedUrl(value: unknown): string | null {
  if (typeof value !== 'string' || value.length > 2000) return null;
  try {
    const url = new URL(value.trim());
    const isMaps = url.pathname === '/maps' || url.pathname.startsWith('/maps/');
    return url.protocol === 'https:' && url.hostname === 'www.google.com' && !url.username && !url.password && isMaps ? url.href : null;
  } catch {
    return null;
  }
}
