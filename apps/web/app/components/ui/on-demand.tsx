import { type ComponentType, lazy, useState } from 'react';

/**
 * A component whose code downloads on first use (a dialog when it first opens), not with the page:
 * `preload` starts the download on the shopper's intent (hover or focus of the opener). The module
 * loader keeps the import, so a preload and the real render fetch the chunk once.
 */
export function onDemand<P extends object>(load: () => Promise<ComponentType<P>>) {
  const Component = lazy(async () => ({ default: await load() }));
  const preload = () => {
    void load().catch(() => {
      // A failed preload is retried when the component really renders.
    });
  };
  return { Component, preload };
}

/** True from the first time `open` is true: mount an on-demand dialog then, and keep it mounted. */
export function useOpenedOnce(open: boolean): boolean {
  const [opened, setOpened] = useState(open);
  if (open && !opened) setOpened(true);
  return opened || open;
}
