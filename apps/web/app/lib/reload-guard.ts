// spec §9 "Session reload guard: 10 seconds by default". When the page reloads itself (React
// Router does when a screen's code cannot be fetched, e.g. after a new build replaced it), a
// second reload within 10 seconds in the same tab is refused, so a page whose code keeps failing
// cannot reload in a loop: the shopper gets the server error page (which suggests a refresh).
// The time of the last reload is kept in sessionStorage (per tab, survives the reload). React
// Router's own reload is routed here at build time (vite-plugins/guarded-route-reload.ts).

export const RELOAD_GUARD_MS = 10_000;
export const RELOAD_GUARD_KEY = 'vitrine:reloaded-at';

/** Whether a reload may happen `now`, the last one having happened at `lastReloadAt` (ms, or null). */
export function mayReload(lastReloadAt: number | null, now: number, guardMs = RELOAD_GUARD_MS): boolean {
  if (lastReloadAt === null || !Number.isFinite(lastReloadAt)) return true;
  // A clock set back (lastReloadAt in the future) must not block reloads for good.
  return now - lastReloadAt >= guardMs || now < lastReloadAt;
}

interface ReloadEnv {
  storage: Pick<Storage, 'getItem' | 'setItem'> | null;
  now: number;
  reload: () => void;
}

function browserEnv(): ReloadEnv {
  let storage: ReloadEnv['storage'] = null;
  try {
    storage = window.sessionStorage;
  } catch {
    // Storage blocked (privacy mode): no guard can be kept, the reload goes ahead.
  }
  return { storage, now: Date.now(), reload: () => window.location.reload() };
}

/** Reloads the page unless it reloaded itself less than RELOAD_GUARD_MS ago; says whether it did. */
export function reloadOnce(env: ReloadEnv = browserEnv()): boolean {
  let last: number | null = null;
  try {
    const stored = env.storage?.getItem(RELOAD_GUARD_KEY);
    last = stored ? Number(stored) : null;
  } catch {
    last = null;
  }
  if (!mayReload(last, env.now)) return false;
  try {
    env.storage?.setItem(RELOAD_GUARD_KEY, String(env.now));
  } catch {
    // Quota: reload without the guard rather than not at all.
  }
  env.reload();
  return true;
}

/** The name React Router's patched reload calls (vite-plugins/guarded-route-reload.ts). */
export const GUARDED_RELOAD_GLOBAL = '__vitrineReloadOnce';

/**
 * Makes reloadOnce reachable from React Router's code (entry.client.tsx, before the router
 * starts), with `notLoaded`: what a screen shows when its code failed and the guard refused.
 */
export function installReloadGuard(notLoaded: unknown): void {
  const globals = window as unknown as Record<string, unknown>;
  globals[GUARDED_RELOAD_GLOBAL] = () => reloadOnce();
  globals[`${GUARDED_RELOAD_GLOBAL}NotLoaded`] = notLoaded;
}
