import type { ApiTransport } from '@vitrine/contracts/api-transport';
import type { ServerBuild } from 'react-router';

// A stand-in React Router build for the server's request-path tests (ssr-cache, ssr-session): the
// test gives its entry and routes, this fills in what every build carries.

/** The server build around a test's entry module and routes (both as React Router shapes them). */
export function standInBuild(parts: { entry: unknown; routes: Record<string, unknown>; manifestRoutes: Record<string, unknown> }): ServerBuild {
  return {
    entry: parts.entry,
    routes: parts.routes,
    assets: { entry: { module: '/assets/entry.js', imports: [] }, routes: parts.manifestRoutes, url: '/assets/manifest.js', version: 'test' },
    publicPath: '/',
    assetsBuildDirectory: '/tmp',
    basename: '/',
    future: {},
    ssr: true,
    isSpaMode: false,
    prerender: [],
    routeDiscovery: { mode: 'initial' },
  } as unknown as ServerBuild;
}

/** The API transport of a build whose pages load no data. */
export const noTransport: ApiTransport = async () => {
  throw new Error('the stand-in build loads no data');
};
