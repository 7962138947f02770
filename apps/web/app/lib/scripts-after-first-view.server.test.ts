import vm from 'node:vm';
import { describe, expect, it } from 'vitest';
import { START_SCRIPTS, scriptsAfterFirstView } from './scripts-after-first-view.server';

// The shapes React Router's <Scripts> streams: preloads in the head, the bootstrap module later.
const HEAD =
  '<head><link rel="modulepreload" href="/assets/entry.client-A.js" nonce="n1"/><link rel="modulepreload" href="/assets/vendor-B.js" nonce="n1"/><link rel="stylesheet" href="/assets/shell.css"/></head>';
const BOOTSTRAP_TEXT = 'import * as route0 from "/assets/root-C.js";window.__reactRouterRouteModules={"root":route0};import("/assets/entry.client-A.js");';
const BODY = `<main>é</main><script nonce="n1" type="module" async="">${BOOTSTRAP_TEXT}</script>`;

describe('scriptsAfterFirstView', () => {
  it('takes the preloads out of the head and lists them on the inert bootstrap, its text unchanged', () => {
    const rewrite = scriptsAfterFirstView();
    const head = rewrite(Buffer.from(HEAD)).toString();
    expect(head).toBe('<head><link rel="stylesheet" href="/assets/shell.css"/></head>');
    const body = rewrite(Buffer.from(BODY)).toString();
    expect(body).toBe(
      `<main>é</main><script nonce="n1">${START_SCRIPTS}</script><script nonce="n1" type="text/x-module" id="vitrine-boot" data-preload="/assets/entry.client-A.js /assets/vendor-B.js">${BOOTSTRAP_TEXT}</script>`,
    );
    expect(body).not.toContain('type="module"');
  });

  it('returns batches without preloads or the bootstrap untouched (the same buffer)', () => {
    const batch = Buffer.from('<section>no scripts here</section>');
    expect(scriptsAfterFirstView()(batch)).toBe(batch);
  });

  it('keeps each page its own list of preloads', () => {
    const first = scriptsAfterFirstView();
    first(Buffer.from(HEAD));
    const second = scriptsAfterFirstView();
    expect(second(Buffer.from(BODY)).toString()).toContain('data-preload=""');
  });
});

/** A tiny stand-in for the document the starter talks to: enough to run it in Node. */
function documentWith(image: { complete: boolean } | null) {
  const appended: { tag: string; props: Record<string, string> }[] = [];
  const listeners: Record<string, () => void> = {};
  const element = (tag: string) => ({ tag, props: {} as Record<string, string> });
  const boot = { nonce: 'n1', textContent: BOOTSTRAP_TEXT, getAttribute: () => '/assets/a.js /assets/b.js' };
  const append = (el: { tag: string; props: Record<string, string> }) => appended.push(el);
  const img = image && { ...image, addEventListener: (type: string, fn: () => void) => (listeners[type] = fn) };
  const document = {
    visibilityState: 'visible',
    // The starter runs before the parser reaches the bootstrap element.
    getElementById: () => (parsed ? boot : null),
    querySelector: () => img,
    createElement: (tag: string) =>
      new Proxy(element(tag), {
        set(target, key, value) {
          target.props[String(key)] = String(value);
          return true;
        },
      }),
    head: { appendChild: append },
    body: { appendChild: append },
  };
  const timers: (() => void)[] = [];
  const frames: (() => void)[] = [];
  const context = {
    document,
    setTimeout: (fn: () => void, ms: number) => (ms === 0 ? timers.unshift(fn) : timers.push(fn)),
    requestAnimationFrame: (fn: () => void) => frames.push(fn),
  };
  let parsed = false;
  vm.runInNewContext(START_SCRIPTS, context);
  parsed = true;
  return {
    appended: () => appended.map((el) => ({ tag: el.tag, ...el.props })),
    fire: (type: string) => listeners[type]?.(),
    nextFrame: () => {
      for (const fn of frames.splice(0)) fn();
    },
    nextTask: () => timers.shift()?.(),
  };
}

describe('the starter', () => {
  it('waits for the main image, then a frame, then preloads the scripts and runs the bootstrap once', () => {
    const page = documentWith({ complete: false });
    page.nextFrame();
    expect(page.appended()).toEqual([]);
    page.fire('load');
    expect(page.appended()).toEqual([]);
    page.nextFrame();
    page.nextTask();
    expect(page.appended()).toEqual([
      { tag: 'link', rel: 'modulepreload', href: '/assets/a.js' },
      { tag: 'link', rel: 'modulepreload', href: '/assets/b.js' },
      { tag: 'script', type: 'module', nonce: 'n1', textContent: BOOTSTRAP_TEXT },
    ]);
    page.nextTask(); // the 3 s fallback finds the work done
    expect(page.appended()).toHaveLength(3);
  });

  it('starts after the next frame when there is no main image to wait for', () => {
    const page = documentWith(null);
    page.nextFrame();
    page.nextTask();
    expect(page.appended().map((el) => el.tag)).toEqual(['link', 'link', 'script']);
  });

  it('starts after 3 s when the image never loads', () => {
    const page = documentWith({ complete: false });
    page.nextTask();
    expect(page.appended().map((el) => el.tag)).toEqual(['link', 'link', 'script']);
  });
});
