/**
 * Runs `work` once the browser has nothing more urgent to do (requestIdleCallback, at the latest
 * after `timeoutMs`), so work no shopper waits for does not lengthen hydration's long tasks.
 * Where requestIdleCallback is missing (Safari) a short timeout stands in. Returns a cancel.
 */
export function whenIdle(work: () => void, timeoutMs = 3000): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const id = window.requestIdleCallback(() => work(), { timeout: timeoutMs });
    return () => window.cancelIdleCallback(id);
  }
  const id = window.setTimeout(work, 200);
  return () => window.clearTimeout(id);
}
