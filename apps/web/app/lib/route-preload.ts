import { matchRoutes } from 'react-router';
import { createPreloadQueue } from './preload-queue';

// Preloading a page on the shopper's intent (pointer over, focus, touch of its link), at most 4 at
// a time (spec §9, preload-queue.ts): the page's data as React Router will ask for it
// (`/path.data`, single fetch) and the code of its routes not loaded yet, as low-priority
// <link rel="prefetch"> / <link rel="modulepreload"> that the navigation then finds in the
// browser's cache. React Router's own `prefetch="intent"` has no such limit.

interface RouterGlobals {
  __reactRouterDataRouter?: { routes: Parameters<typeof matchRoutes>[0] };
  __reactRouterManifest?: { routes: Record<string, { module: string; imports?: string[] } | undefined> };
  __reactRouterRouteModules?: Record<string, unknown>;
}

const queue = createPreloadQueue();

/** The data request React Router makes for `path` (single fetch): '/' asks for /_root.data. */
export function dataUrlFor(path: string): string {
  const url = new URL(path, 'http://shop.invalid');
  const pathname = url.pathname === '/' ? '/_root' : url.pathname.replace(/\/$/, '');
  return `${pathname}.data${url.search}`;
}

/** Adds a link and resolves once it has loaded or failed. */
function addLink(rel: 'prefetch' | 'modulepreload', href: string): Promise<void> {
  if (document.head.querySelector(`link[rel="${rel}"][href="${CSS.escape(href)}"]`)) return Promise.resolve();
  return new Promise((resolve) => {
    const link = document.createElement('link');
    link.rel = rel;
    link.href = href;
    if (rel === 'prefetch') link.as = 'fetch';
    link.onload = () => resolve();
    link.onerror = () => resolve();
    document.head.append(link);
  });
}

/** The data and missing code of `path`; resolves when they have arrived (or failed). */
async function preloadRoute(path: string): Promise<void> {
  const globals = window as unknown as RouterGlobals;
  const routes = globals.__reactRouterDataRouter?.routes;
  const manifest = globals.__reactRouterManifest;
  const loaded = globals.__reactRouterRouteModules ?? {};
  const matches = routes ? (matchRoutes(routes, path) ?? []) : [];
  const code = matches.flatMap(({ route }) => {
    const entry = route.id && !(route.id in loaded) ? manifest?.routes[route.id] : undefined;
    return entry ? [entry.module, ...(entry.imports ?? [])] : [];
  });
  await Promise.all([addLink('prefetch', dataUrlFor(path)), ...[...new Set(code)].map((href) => addLink('modulepreload', href))]);
}

/** Preloads the page at `path` (a same-shop path) once until the document reloads, in the queue. */
export function preloadOnIntent(path: string): void {
  if (typeof window === 'undefined' || navigator.onLine === false) return;
  // The page shown now needs nothing.
  if (path === window.location.pathname + window.location.search) return;
  queue.add(path, () => preloadRoute(path));
}

/** The props that preload a link's page on intent: pointer over, keyboard focus, touch. */
export function preloadProps(path: string) {
  const preload = () => preloadOnIntent(path);
  return { onPointerEnter: preload, onFocus: preload, onTouchStart: preload };
}
