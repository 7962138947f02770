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

// The server's HTML is the first view: let the browser paint it before hydration takes the main
// thread (a long task on a phone). A frame, then a task after it: the paint happens in between.
// Hidden tabs run no animation frames, so they hydrate at once.
if (document.visibilityState === 'visible') requestAnimationFrame(() => setTimeout(hydrate, 0));
else hydrate();
