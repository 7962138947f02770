// spec §9 "Route preloading: at most 4 at a time". A shopper who runs the pointer over a grid of
// products shows intent for many pages in a second; each preload fetches the page's data and code.
// This queue starts at most `limit` of them at once and the rest as those finish, so preloads never
// crowd out what the shopper actually opens. A page is preloaded once per document.

export const ROUTE_PRELOAD_LIMIT = 4;

export interface PreloadQueue {
  /** Queues `task` under `key` unless that key was queued already; says whether it was queued now. */
  add: (key: string, task: () => Promise<unknown>) => boolean;
  /** Preloads running now (for tests and the limit's own check). */
  running: () => number;
}

export function createPreloadQueue(limit = ROUTE_PRELOAD_LIMIT): PreloadQueue {
  const seen = new Set<string>();
  const waiting: (() => Promise<unknown>)[] = [];
  let running = 0;
  const next = () => {
    while (running < limit && waiting.length > 0) {
      const task = waiting.shift()!;
      running++;
      // A failed preload is only a missed head start: the navigation fetches again.
      void Promise.resolve()
        .then(task)
        .catch(() => {})
        .finally(() => {
          running--;
          next();
        });
    }
  };
  return {
    add: (key, task) => {
      if (seen.has(key)) return false;
      seen.add(key);
      waiting.push(task);
      next();
      return true;
    },
    running: () => running,
  };
}
