/**
 * The page's scripts start loading once its first view, main image included, is on screen
 * (docs/decisions/034-first-load-chunks.md).
 *
 * The server's HTML is the first view; the scripts only make it interactive. Fetched alongside
 * the main image (even at low priority), ~130 KB of scripts share a phone's bandwidth with it and
 * hold back the largest paint: Lighthouse's mobile simulation put home's LCP at ~2.4 s with them
 * and ~1.2 s without. So React Router's `<Scripts>` output is rewritten as it streams out:
 *
 * - its `<link rel="modulepreload">` tags leave the head;
 * - its bootstrap module (`<script type="module" async>`) is kept as an inert
 *   `<script type="text/x-module" id="vitrine-boot">`, the preloads listed on it;
 * - a small inline script before it waits for the page's high-priority image (the LCP candidate:
 *   hero slide, first card, product picture) to load and paint, then adds the preloads and runs
 *   the bootstrap's text as a module. No such image, an image that failed, or 3 s gone: it starts
 *   at the next frame.
 *
 * The copy runs under the same policy as the original: it carries the nonce, and a cached page's
 * policy allows it by hash (hashed-scripts.ts hashes the inert element's text, which is the same).
 * `<Scripts>` has no option for any of this, hence a rewrite of its output.
 */

const BOOT_ID = 'vitrine-boot';

/** The inline starter. Plain ES5-safe JavaScript: it runs before any bundle. */
// It runs before the parser reaches the bootstrap element (just after it), so it looks it up on start.
export const START_SCRIPTS = `(function(){var done=false;function start(){if(done)return;done=true;var b=document.getElementById('${BOOT_ID}');(b.getAttribute('data-preload')||'').split(' ').forEach(function(h){if(!h)return;var l=document.createElement('link');l.rel='modulepreload';l.href=h;document.head.appendChild(l)});var s=document.createElement('script');s.type='module';s.nonce=b.nonce;s.textContent=b.textContent;document.body.appendChild(s)}function afterPaint(){if(document.visibilityState!=='visible')start();else requestAnimationFrame(function(){setTimeout(start,0)})}setTimeout(start,3000);var i=document.querySelector('img[fetchpriority="high"]');if(!i||i.complete)afterPaint();else{i.addEventListener('load',afterPaint);i.addEventListener('error',afterPaint)}})()`;

const PRELOAD = /<link rel="modulepreload"[^>]*?\shref="([^"]+)"[^>]*>/g;
const BOOTSTRAP = /<script((?:\s+nonce="[^"]*")?) type="module" async="">/;

/**
 * A rewriter for one page's HTML batches, in order (FlushBatchedStream): it keeps the preloads it
 * takes out of the head until the bootstrap module comes by. Batches with neither come back as
 * they were (the same buffer).
 */
export function scriptsAfterFirstView(): (html: Buffer) => Buffer {
  const preloads: string[] = [];
  return (html) => {
    if (html.indexOf('modulepreload') === -1 && html.indexOf('type="module"') === -1) return html;
    let text = html.toString('utf8').replace(PRELOAD, (_tag, href: string) => {
      preloads.push(href);
      return '';
    });
    text = text.replace(BOOTSTRAP, (_tag, nonce: string) => {
      const list = preloads.join(' ').replace(/[&"<>]/g, '');
      return `<script${nonce}>${START_SCRIPTS}</script><script${nonce} type="text/x-module" id="${BOOT_ID}" data-preload="${list}">`;
    });
    return Buffer.from(text, 'utf8');
  };
}
