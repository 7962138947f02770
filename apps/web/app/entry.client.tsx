import { StrictMode, startTransition } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { HydratedRouter } from 'react-router/dom';
import { installNetworkRetry } from './lib/network-retry';
import { announceScriptsStarted } from './lib/scripts-started';

// Before the router starts: its data requests wait for the network instead of failing the page.
installNetworkRetry();

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

// The first Intl formatter a page makes loads the browser's locale data: ~50 ms on a phone. Made
// inside hydration (the first price a component prints), it would lengthen one of hydration's
// slices by that much; made here, it is a task of its own that input can come between.
function loadLocaleData() {
  new Intl.NumberFormat('en-IN').format(0);
}

// The page's inline starter stops retrying the scripts and takes its notice away before hydration.
announceScriptsStarted();

// This module runs once the first view has painted (lib/scripts-after-first-view.server.ts waits
// for the main image and a frame before it loads the scripts). Its own evaluation is one task; the
// locale data is a second and hydration a third, so no one of them is a long task on a phone.
setTimeout(() => {
  loadLocaleData();
  setTimeout(hydrate, 0);
}, 0);
