import { Messages } from '@vitrine/contracts/messages';
import { SCRIPTS_STARTED_EVENT } from './scripts-started';

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

/**
 * The inline starter, run in the browser before any bundle. It is sent as its own source text
 * (`toString`), so it uses nothing from this module and has no comments inside; its steps:
 *
 * - waits for the main image to load (or fail) and paint, or 3 s, as above;
 * - adds the preloads and runs the bootstrap's text as a module;
 * - if that fails (a fetch of the bootstrap's modules: the script's `error`; of the client entry
 *   it imports: an unhandled `TypeError`), the page stays as it is, a notice says the shop could
 *   not be reached with a Retry, and the bootstrap runs again when the browser is back online,
 *   on Retry, or after 2, 4, 8, 16 then every 30 s. Without it a connection lost between the
 *   HTML and the scripts left a page whose buttons did nothing until reloaded. A browser that
 *   keeps a failed module fetch failed (the module map may) gets a reload on the fourth Retry;
 * - stops once the client entry announces itself (scripts-started.ts), and takes the notice away
 *   before React hydrates the page;
 * - runs before the parser reaches the bootstrap element (just after it): a start before then (a
 *   page opened in a background tab starts at once when it has no main image to wait for) waits
 *   for the document to be parsed. Before, it read the missing element and the page never
 *   hydrated.
 */
function startScripts(bootId: string, startedEvent: string, message: string, retryLabel: string) {
  let requested = false;
  let running = false;
  let started = false;
  let failures = 0;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let notice: HTMLElement | null = null;
  const run = () => {
    if (started || running) return;
    running = true;
    clearTimeout(timer);
    const boot = document.getElementById(bootId) as HTMLScriptElement;
    const script = document.createElement('script');
    script.type = 'module';
    script.nonce = boot.nonce;
    script.textContent = boot.textContent;
    script.addEventListener('error', failed);
    document.body.appendChild(script);
  };
  const failed = () => {
    if (started || !running) return;
    running = false;
    failures += 1;
    showNotice();
    timer = setTimeout(run, Math.min(30000, 1000 * 2 ** failures));
  };
  const showNotice = () => {
    if (notice) return;
    notice = document.createElement('div');
    notice.className = 'toaster';
    notice.innerHTML =
      '<div class="toaster__region" role="alert"><div class="toast toast--error"><p class="toast__message"></p><button type="button" class="toast__action"></button></div></div>';
    (notice.querySelector('p') as HTMLElement).textContent = message;
    const retry = notice.querySelector('button') as HTMLButtonElement;
    retry.textContent = retryLabel;
    retry.addEventListener('click', () => (failures > 3 && navigator.onLine ? location.reload() : run()));
    document.body.appendChild(notice);
  };
  const start = () => {
    if (requested) return;
    const boot = document.getElementById(bootId) as HTMLScriptElement | null;
    if (!boot) {
      document.addEventListener('DOMContentLoaded', start);
      return;
    }
    requested = true;
    for (const href of (boot.getAttribute('data-preload') || '').split(' ')) {
      if (!href) continue;
      const link = document.createElement('link');
      link.rel = 'modulepreload';
      link.href = href;
      document.head.appendChild(link);
    }
    run();
  };
  const afterPaint = () => {
    if (document.visibilityState !== 'visible') start();
    else requestAnimationFrame(() => setTimeout(start, 0));
  };
  addEventListener(startedEvent, () => {
    started = true;
    running = false;
    clearTimeout(timer);
    notice?.remove();
  });
  addEventListener('unhandledrejection', (event) => {
    if (!running || !(event.reason instanceof TypeError)) return;
    event.preventDefault();
    failed();
  });
  addEventListener('online', () => {
    if (requested) run();
  });
  setTimeout(start, 3000);
  const image = document.querySelector('img[fetchpriority="high"]') as HTMLImageElement | null;
  if (!image || image.complete) afterPaint();
  else {
    image.addEventListener('load', afterPaint);
    image.addEventListener('error', afterPaint);
  }
}

/** The inline starter's text: the function above, called with this shop's ids and words. */
export const START_SCRIPTS = `(${squeeze(startScripts.toString())})(${[BOOT_ID, SCRIPTS_STARTED_EVENT, Messages.networkError, 'Retry']
  .map((value) => JSON.stringify(value).replace(/</g, '\\u003c'))
  .join(',')})`;

/** Drops the indentation the build leaves in the function's source: fewer bytes in every page. */
function squeeze(source: string): string {
  return source.replace(/\n\s*/g, '\n');
}

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
