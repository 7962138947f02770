// A lost signal must not turn the page into the server-error page (issue 13). React Router asks
// for a navigation's or a fetcher's data (`/path.data`, `/_root.data`) and for route manifests
// (`/__manifest`) with the global fetch; a fetch that rejects (no network, shop unreachable) makes
// the navigation fail and the root ErrorBoundary replace the page. Wrapped here, such a request
// waits instead: the page stays as it is, the shopper is told (network-retry-toast.tsx), and the
// request is sent again on Retry or when the browser is back online. A response of any status
// (a real 500 included) passes through unchanged; a navigation the shopper abandons is aborted
// by React Router as usual. Offline navigations wait before they start: network-retry-toast.tsx.
// docs/decisions/017-listing-browsing.md.

type Listener = (unreachable: boolean) => void;

export interface NetworkRetry {
  fetch: typeof fetch;
  /** Sends every waiting request again now. */
  retry: () => void;
  /** Called with true each time a request starts waiting, with false when one gets through again. */
  subscribe: (listener: Listener) => () => void;
}

/** React Router's own requests; API calls made by forms keep their own error handling. */
export function isRouterRequest(url: string): boolean {
  const { pathname } = new URL(url, 'http://shop.invalid');
  return pathname.endsWith('.data') || pathname === '/__manifest';
}

function urlOf(input: RequestInfo | URL): string {
  if (typeof input === 'string') return input;
  return input instanceof URL ? input.href : input.url;
}

/** fetch rejects with a TypeError when no response arrives; an abort is a DOMException. */
function isNetworkFailure(error: unknown): boolean {
  return error instanceof TypeError;
}

export function createNetworkRetry(baseFetch: typeof fetch): NetworkRetry {
  const listeners = new Set<Listener>();
  let wakers: (() => void)[] = [];
  let unreachable = false;
  // Every failure is told (a toast dismissed by Retry comes back if the retry fails too).
  const setUnreachable = (next: boolean) => {
    if (!next && !unreachable) return;
    unreachable = next;
    for (const listener of listeners) listener(next);
  };
  const retry = () => {
    const waiting = wakers;
    wakers = [];
    for (const wake of waiting) wake();
  };

  /** Resolves on the next retry; rejects with the abort reason if the request is abandoned. */
  const waitForRetry = (signal: AbortSignal | null | undefined) =>
    new Promise<void>((resolve, reject) => {
      const onAbort = () => reject(signal?.reason);
      signal?.addEventListener('abort', onAbort, { once: true });
      wakers.push(() => {
        signal?.removeEventListener('abort', onAbort);
        resolve();
      });
    });

  const retryingFetch: typeof fetch = async (input, init) => {
    // Only reads are sent again: a form post that may have reached the shop is never repeated.
    const method = init?.method ?? (input instanceof Request ? input.method : 'GET');
    if (method.toUpperCase() !== 'GET' || !isRouterRequest(urlOf(input))) return baseFetch(input, init);
    const signal = init?.signal ?? (input instanceof Request ? input.signal : undefined);
    for (;;) {
      try {
        const response = await baseFetch(input, init);
        setUnreachable(false);
        return response;
      } catch (error) {
        if (signal?.aborted || !isNetworkFailure(error)) throw error;
        setUnreachable(true);
        await waitForRetry(signal);
      }
    }
  };

  return {
    fetch: retryingFetch,
    retry,
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

let installed: NetworkRetry | null = null;

/** Wraps window.fetch once, before React Router starts (entry.client.tsx). */
export function installNetworkRetry(): NetworkRetry {
  if (installed) return installed;
  installed = createNetworkRetry(window.fetch.bind(window));
  window.fetch = installed.fetch;
  window.addEventListener('online', installed.retry);
  return installed;
}

/** The installed wrapper, if any (the toast subscribes to it). */
export function networkRetry(): NetworkRetry | null {
  return installed;
}
