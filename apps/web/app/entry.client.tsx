import { StrictMode, startTransition } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { HydratedRouter } from 'react-router/dom';
import { ServerErrorPage } from './components/error-pages';
import { installNetworkRetry } from './lib/network-retry';
import { installReloadGuard } from './lib/reload-guard';
import { announceScriptsStarted } from './lib/scripts-started';

// Before the router starts: its data requests wait for the network instead of failing the page.
installNetworkRetry();
// Before the router starts: a screen whose code cannot be fetched reloads the page once per 10 s at most.
installReloadGuard(ServerErrorPage);

function hydrate() {
  startTransition(() => {
    hydrateRoot(
      document,
      <StrictMode>
        <HydratedRouter />
      </StrictMode>,
    );
  });
}

// The page's inline starter stops retrying the scripts and takes its notice away before hydration.
announceScriptsStarted();

// This module runs once the first view has painted (lib/scripts-after-first-view.server.ts waits
// for the main image and a frame before it loads the scripts). Its own evaluation is one task and
// hydration another, so neither is as long as both on a phone. No Intl locale data is loaded on the
// way: prices and dates are printed without Intl (contracts money.ts, lib/utc-date-format.ts).
setTimeout(hydrate, 0);
