import { type ComponentType, Component as ReactComponent, type ReactNode, use, useState } from 'react';
import { useUnreachableToast } from './unreachable-toast';

/** The code of an on-demand component did not arrive (offline, a dropped connection). */
export class CodeNotLoaded extends Error {
  constructor(cause: unknown) {
    super('The code for this part of the page could not be fetched', { cause });
    this.name = 'CodeNotLoaded';
  }
}

/**
 * One download shared by every caller. A failure is kept until `retry` (React asks again for the
 * same promise to learn that it failed; a fresh one each time would suspend forever), then
 * forgotten, so the next call fetches again: React's `lazy` keeps a failure for good, and the part
 * could never open until a reload.
 */
export function retryableLoad<T>(load: () => Promise<T>) {
  let pending: Promise<T> | null = null;
  let failed = false;
  const get = () => {
    pending ??= load().catch((error: unknown) => {
      failed = true;
      throw new CodeNotLoaded(error);
    });
    return pending;
  };
  const retry = () => {
    if (!failed) return;
    failed = false;
    pending = null;
  };
  return { get, retry };
}

/** Tells the shopper the part could not open, and tries again on Retry or back online. */
function NotLoaded({ onRetry }: { onRetry: () => void }) {
  useUnreachableToast(onRetry);
  return null;
}

/**
 * Catches a download that failed: the page stays as it is (rather than the route's error page)
 * and the part renders again on Retry. Any other error is thrown on to the route's boundary.
 */
class LoadBoundary extends ReactComponent<{ children: ReactNode; onRetry: () => void }, { failed: unknown }> {
  state = { failed: null as unknown };

  static getDerivedStateFromError(error: unknown) {
    return { failed: error };
  }

  retry = () => {
    this.props.onRetry();
    this.setState({ failed: null });
  };

  render() {
    const { failed } = this.state;
    if (failed === null) return this.props.children;
    if (!(failed instanceof CodeNotLoaded)) throw failed;
    return <NotLoaded onRetry={this.retry} />;
  }
}

/**
 * A component whose code downloads on first use (a dialog when it first opens), not with the page:
 * `preload` starts the download on the shopper's intent (hover or focus of the opener); a preload
 * and the real render share one download. Render it inside a `<Suspense>`: it suspends while the
 * code arrives. If it cannot arrive, the shopper is told and can retry (decisions/034).
 */
export function onDemand<P extends object>(load: () => Promise<ComponentType<P>>) {
  const code = retryableLoad(load);
  // biome-ignore lint/correctness/noComponentHookFactories: made once per part, at module level, like React's lazy
  function Loaded(props: P) {
    const Part = use(code.get());
    return <Part {...props} />;
  }
  // biome-ignore lint/correctness/noComponentHookFactories: made once per part, at module level, like React's lazy
  function OnDemand(props: P) {
    return (
      <LoadBoundary onRetry={code.retry}>
        <Loaded {...props} />
      </LoadBoundary>
    );
  }
  // A failed preload is fetched again when the shopper shows intent again.
  const preload = () => {
    code.retry();
    code.get().catch(() => {});
  };
  return { Component: OnDemand, preload };
}

/** True from the first time `open` is true: mount an on-demand dialog then, and keep it mounted. */
export function useOpenedOnce(open: boolean): boolean {
  const [opened, setOpened] = useState(open);
  if (open && !opened) setOpened(true);
  return opened || open;
}
