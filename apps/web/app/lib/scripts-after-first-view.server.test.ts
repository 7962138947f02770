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

type Listener = (event?: unknown) => void;

/** A stand-in element: the props the starter sets, its listeners, its children. */
class FakeElement {
  props: Record<string, string> = {};
  listeners: Record<string, Listener[]> = {};
  children: FakeElement[] = [];
  removed = false;
  constructor(readonly tag: string) {}
  addEventListener(type: string, fn: Listener) {
    (this.listeners[type] ??= []).push(fn);
  }
  dispatch(type: string) {
    for (const fn of this.listeners[type] ?? []) fn();
  }
  appendChild(child: FakeElement) {
    this.children.push(child);
  }
  setAttribute(name: string, value: string) {
    this.props[name] = value;
  }
  remove() {
    this.removed = true;
  }
  // The notice's markup: its text and button stand in for the parsed innerHTML.
  readonly parts: Record<string, FakeElement> = {};
  querySelector(selector: string) {
    this.parts[selector] ??= fake(selector);
    return this.parts[selector];
  }
}

function fake(tag: string): FakeElement {
  // Plain property writes (type, nonce, textContent…) land in props.
  return new Proxy(new FakeElement(tag), {
    set(target, key, value) {
      if (key in target) Reflect.set(target, key, value);
      else target.props[String(key)] = String(value);
      return true;
    },
  });
}

/** A tiny stand-in for the window and document the starter talks to: enough to run it in Node. */
function documentWith(image: { complete: boolean } | null, visibilityState = 'visible') {
  const appended: FakeElement[] = [];
  const windowListeners: Record<string, Listener[]> = {};
  const boot = { nonce: 'n1', textContent: BOOTSTRAP_TEXT, getAttribute: () => '/assets/a.js /assets/b.js' };
  const append = (el: FakeElement) => appended.push(el);
  const img = image && Object.assign(fake('img'), image);
  const documentListeners: Record<string, Listener[]> = {};
  const document = {
    visibilityState,
    addEventListener: (type: string, fn: Listener) => (documentListeners[type] ??= []).push(fn),
    // The starter runs before the parser reaches the bootstrap element.
    getElementById: () => (parsed ? boot : null),
    querySelector: () => img,
    createElement: fake,
    head: { appendChild: append },
    body: { appendChild: append },
  };
  // Timers run in the order of their delay: a test steps through them one by one.
  let timers: { fn: () => void; ms: number; id: number }[] = [];
  let nextId = 1;
  const frames: (() => void)[] = [];
  const reloads: number[] = [];
  const context = {
    document,
    navigator: { onLine: true },
    location: { reload: () => reloads.push(1) },
    TypeError,
    setTimeout: (fn: () => void, ms: number) => {
      timers.push({ fn, ms, id: nextId });
      timers.sort((a, b) => a.ms - b.ms);
      return nextId++;
    },
    clearTimeout: (id: number) => {
      timers = timers.filter((timer) => timer.id !== id);
    },
    requestAnimationFrame: (fn: () => void) => frames.push(fn),
    addEventListener: (type: string, fn: Listener) => (windowListeners[type] ??= []).push(fn),
  };
  let parsed = false;
  vm.runInNewContext(START_SCRIPTS, context);
  parsed = true;
  const scripts = () => appended.filter((el) => el.tag === 'script');
  return {
    appended: () => appended.map((el) => ({ tag: el.tag, ...el.props })),
    scripts,
    notice: () => appended.find((el) => el.props.className === 'toaster'),
    fireImage: (type: string) => img?.dispatch(type),
    fireDocument: (type: string) => {
      for (const fn of documentListeners[type] ?? []) fn();
    },
    fireWindow: (type: string, event?: unknown) => {
      for (const fn of windowListeners[type] ?? []) fn(event);
    },
    nextFrame: () => {
      for (const fn of frames.splice(0)) fn();
    },
    /** Runs the next timer; returns its delay. */
    nextTimer: () => {
      const timer = timers.shift();
      timer?.fn();
      return timer?.ms;
    },
    pendingTimers: () => timers.map((timer) => timer.ms),
    reloads: () => reloads.length,
    context,
  };
}

/** A page whose bootstrap has just been run once. */
function startedPage() {
  const page = documentWith(null);
  page.nextFrame();
  page.nextTimer();
  expect(page.scripts()).toHaveLength(1);
  return page;
}

describe('the starter', () => {
  it('waits for the main image, then a frame, then preloads the scripts and runs the bootstrap once', () => {
    const page = documentWith({ complete: false });
    page.nextFrame();
    expect(page.appended()).toEqual([]);
    page.fireImage('load');
    expect(page.appended()).toEqual([]);
    page.nextFrame();
    expect(page.nextTimer()).toBe(0);
    expect(page.appended()).toEqual([
      { tag: 'link', rel: 'modulepreload', href: '/assets/a.js' },
      { tag: 'link', rel: 'modulepreload', href: '/assets/b.js' },
      { tag: 'script', type: 'module', nonce: 'n1', textContent: BOOTSTRAP_TEXT },
    ]);
    expect(page.nextTimer()).toBe(3000); // the 3 s fallback finds the work done
    expect(page.appended()).toHaveLength(3);
  });

  it('starts after the next frame when there is no main image to wait for', () => {
    const page = documentWith(null);
    page.nextFrame();
    page.nextTimer();
    expect(page.appended().map((el) => el.tag)).toEqual(['link', 'link', 'script']);
  });

  it('in a background tab with no main image, waits for the bootstrap element to be parsed', () => {
    // Hidden: it starts at once, while the starter itself runs, before the element is parsed.
    const page = documentWith(null, 'hidden');
    expect(page.appended()).toEqual([]);
    page.fireDocument('DOMContentLoaded');
    expect(page.appended().map((el) => el.tag)).toEqual(['link', 'link', 'script']);
    page.nextTimer(); // the 3 s fallback finds the work done
    expect(page.appended()).toHaveLength(3);
  });

  it('starts after 3 s when the image never loads', () => {
    const page = documentWith({ complete: false });
    expect(page.nextTimer()).toBe(3000);
    expect(page.appended().map((el) => el.tag)).toEqual(['link', 'link', 'script']);
  });

  it('on a failed fetch shows the notice and runs the bootstrap again after 2, 4, 8, 16, then 30 s', () => {
    const page = startedPage();
    page.nextTimer(); // the 3 s fallback: nothing to do
    expect(page.notice()).toBeUndefined();
    const delays: (number | undefined)[] = [];
    for (let attempt = 1; attempt <= 6; attempt++) {
      page.scripts().at(-1)!.dispatch('error');
      delays.push(page.nextTimer());
    }
    expect(delays).toEqual([2000, 4000, 8000, 16000, 30000, 30000]);
    expect(page.scripts()).toHaveLength(7);
    expect(page.appended().filter((el) => el.tag === 'link')).toHaveLength(2); // preloads added once
    const notice = page.notice()!;
    expect(notice.parts.p.props.textContent).toBe('We could not reach the shop. Check your connection and try again.');
    expect(notice.parts.button.props.textContent).toBe('Retry');
    expect(page.appended().filter((el) => (el as { className?: string }).className === 'toaster')).toHaveLength(1);
  });

  it('runs again as soon as the browser is back online, and stops with its notice gone once the scripts start', () => {
    const page = startedPage();
    page.scripts()[0].dispatch('error');
    page.fireWindow('online');
    expect(page.scripts()).toHaveLength(2);
    expect(page.pendingTimers()).toEqual([3000]); // the backoff timer was cleared
    page.fireWindow('vitrine:scripts-started');
    expect(page.notice()!.removed).toBe(true);
    page.fireWindow('online');
    page.scripts()[1].dispatch('error');
    expect(page.scripts()).toHaveLength(2);
    expect(page.pendingTimers()).toEqual([3000]);
  });

  it('takes a failed import of the client entry (an unhandled TypeError) as a failed fetch, and nothing else', () => {
    const page = startedPage();
    let prevented = 0;
    page.fireWindow('unhandledrejection', { reason: new Error('a bug'), preventDefault: () => prevented++ });
    expect(page.notice()).toBeUndefined();
    page.fireWindow('unhandledrejection', { reason: new page.context.TypeError('Failed to fetch'), preventDefault: () => prevented++ });
    expect(prevented).toBe(1);
    expect(page.notice()).toBeDefined();
    expect(page.pendingTimers()).toContain(2000);
  });

  it('Retry runs the bootstrap again, and reloads the page once three retries have failed online', () => {
    const page = startedPage();
    page.scripts()[0].dispatch('error');
    const retry = page.notice()!.parts.button;
    retry.dispatch('click');
    expect(page.scripts()).toHaveLength(2);
    retry.dispatch('click'); // one already in flight: nothing more
    expect(page.scripts()).toHaveLength(2);
    for (const script of [1, 2, 3]) {
      page.scripts()[script].dispatch('error');
      if (script < 3) retry.dispatch('click');
    }
    expect(page.reloads()).toBe(0);
    page.context.navigator.onLine = false;
    retry.dispatch('click');
    expect(page.reloads()).toBe(0);
    page.scripts().at(-1)!.dispatch('error');
    page.context.navigator.onLine = true;
    retry.dispatch('click');
    expect(page.reloads()).toBe(1);
  });
});
