import type { Plugin } from 'vite';

// spec §9 session reload guard (app/lib/reload-guard.ts). React Router reloads the page whenever a
// route module fails to import, with no guard: a module that keeps failing reloads in a loop. Its
// reload is routed through the guard here; when the guard refuses, the route renders the page
// the guard provides (the server error page, which suggests a refresh) instead of reloading again.
// (React Router swallows an error thrown here: the route would render nothing.)

/** React Router's reload in loadRouteModule (dist/{development,production}), as published. */
const ROUTER_RELOAD = /(reloading page\.\.\.`\s*\);[\s\S]*?)window\.location\.reload\(\);\s*return new Promise\(\(\) => \{\s*\}\);/;

/** The patched source, or an error when React Router's code no longer has the reload (an upgrade changed it). */
export function guardRouteReload(code: string, globalName: string): string {
  if (!ROUTER_RELOAD.test(code))
    throw new Error("guarded-route-reload: React Router's route-module reload was not found; check loadRouteModule after the upgrade");
  const guarded = [
    `if (!window.${globalName}) window.location.reload();`,
    `else if (!window.${globalName}()) return { default: window.${globalName}NotLoaded };`,
    'return new Promise(() => {});',
  ].join('\n    ');
  return code.replace(ROUTER_RELOAD, (_, before: string) => `${before}${guarded}`);
}

/** Applies guardRouteReload to the React Router chunk that defines loadRouteModule. */
export function guardedRouteReload(globalName: string): Plugin {
  let patched = false;
  return {
    name: 'vitrine:guarded-route-reload',
    enforce: 'pre',
    transform(code, id) {
      if (!/[\\/]react-router[\\/]dist[\\/].*\.mjs$/.test(id) || !code.includes('async function loadRouteModule(')) return null;
      patched = true;
      return { code: guardRouteReload(code, globalName), map: null };
    },
    buildEnd(error) {
      // The server build never loads route modules this way; the client build must have patched it.
      if (!error && !patched && this.environment?.name === 'client') this.error('guarded-route-reload: loadRouteModule was not found in React Router');
    },
  };
}
