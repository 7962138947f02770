import { StrictMode, startTransition } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { HydratedRouter } from 'react-router/dom';
import { installNetworkRetry } from './lib/network-retry';

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

// The server's HTML is the first view: let the browser paint it before hydration takes the main
// thread (a long task on a phone). A frame, then a task after it: the paint happens in between.
// Hidden tabs run no animation frames, so they hydrate at once.
if (document.visibilityState === 'visible') {
  requestAnimationFrame(() =>
    setTimeout(() => {
      loadLocaleData();
      setTimeout(hydrate, 0);
    }, 0),
  );
} else hydrate();
