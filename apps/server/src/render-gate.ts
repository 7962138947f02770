// Load shedding for page renders. Past its peak a Node process queues every page it cannot render
// yet: nothing fails, but each page waits behind all the others (measured: 1,409 in flight, p99 36 s,
// health checks seconds late long after the load ended). The gate caps uncached renders in flight;
// the next one is answered at once with 503 and Retry-After, so the pages served stay fast and the
// process recovers as soon as the load drops. Cached pages, assets, media and /api (health
// included) never pass through it.

export const BUSY_PAGE = `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>One moment</title></head><body style="font-family:system-ui,sans-serif;max-width:32rem;margin:4rem auto;padding:0 1rem"><h1>One moment</h1><p>The shop is busy right now. Please try again in a moment.</p></body></html>`;

export interface RenderGate {
  /** Takes a render slot; false when all are taken (shed the request). */
  tryEnter(): boolean;
  /** Gives the slot back; call once per successful tryEnter. */
  leave(): void;
  readonly inFlight: number;
}

/** `max` renders at once; 0 turns shedding off. */
export function createRenderGate(max: number): RenderGate {
  let inFlight = 0;
  return {
    tryEnter() {
      if (max > 0 && inFlight >= max) return false;
      inFlight++;
      return true;
    },
    leave() {
      inFlight = Math.max(0, inFlight - 1);
    },
    get inFlight() {
      return inFlight;
    },
  };
}
