import { matchRoutes, type RouteObject, type ServerBuild } from 'react-router';

/** The answer to a form post (or any write) to a page that takes none. */
export const METHOD_NOT_ALLOWED_PAGE = `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Method not allowed</title></head><body style="font-family:system-ui,sans-serif;max-width:32rem;margin:4rem auto;padding:0 1rem"><main><h1>Method not allowed</h1><p>This page can only be read. <a href="/">Go to the home page</a>.</p></main></body></html>`;

type RouteWithAction = RouteObject & { hasAction: boolean };

/** The build's flat route manifest as the nested routes React Router matches against. */
function routeTree(build: ServerBuild): RouteWithAction[] {
  const childrenOf = (parentId: string | undefined): RouteWithAction[] =>
    Object.values(build.routes)
      .filter((route) => route && route.parentId === parentId)
      .map((route) => {
        const base = { id: route!.id, path: route!.path, caseSensitive: route!.caseSensitive, hasAction: typeof route!.module.action === 'function' };
        return (route!.index ? { ...base, index: true } : { ...base, children: childrenOf(route!.id) }) as RouteWithAction;
      });
  return childrenOf(undefined);
}

/** A single-fetch data address (`/product/x.data`, `/_root.data`) as the page address it posts to. */
function pagePathOf(pathname: string): string {
  if (pathname === '/_root.data') return '/';
  return pathname.endsWith('.data') ? pathname.slice(0, -'.data'.length) : pathname;
}

/**
 * Whether a write to `address` reaches a route action, as React Router picks it: the deepest
 * matched route that contributes to the path (the index route for `?index`). Unmatched addresses
 * count as taking one, so React Router answers them with the shop's 404 page as before.
 * React Router would otherwise answer such a post 405 only after running the page's middleware
 * and print a stack trace for each one: a stranger could fill the log by posting to any page.
 */
export function createActionLookup(build: ServerBuild): (address: string) => boolean {
  const routes = routeTree(build);
  return (address) => {
    let url: URL;
    try {
      url = new URL(address, 'http://shop.invalid');
    } catch {
      return true;
    }
    const matches = matchRoutes(routes, pagePathOf(url.pathname), build.basename);
    if (!matches?.length) return true;
    const last = matches[matches.length - 1]!;
    const nakedIndex = url.searchParams.getAll('index').some((v) => v === '');
    const target = last.route.index && nakedIndex ? last : matches.filter((m, i) => i === 0 || (m.route.path && m.route.path.length > 0)).at(-1)!;
    return target.route.hasAction;
  };
}
