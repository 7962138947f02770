const PRELOAD = Buffer.from('<link rel="modulepreload"');
const LOW_PRIORITY_PRELOAD = '<link rel="modulepreload" fetchpriority="low"';

/**
 * Marks React Router's module preloads `fetchpriority="low"` in a batch of the page's HTML
 * (decisions/034).
 *
 * The server's HTML is the first view; the scripts only make it interactive. At their default
 * (high) priority the ~100 KB of first-load scripts compete with the stylesheets and the LCP image
 * on a slow phone connection, and Lighthouse's simulation counts them before the first paint. At
 * low priority the browser fetches them after what the first view needs, still in parallel and
 * before hydration needs them. `<Scripts>` has no option for it, hence a rewrite of its output.
 */
export function lowPriorityModulePreloads(html: Buffer): Buffer {
  if (html.indexOf(PRELOAD) === -1) return html; // most batches: no copy
  return Buffer.from(html.toString('utf8').replaceAll(PRELOAD.toString(), LOW_PRIORITY_PRELOAD), 'utf8');
}
