import { Messages } from '@vitrine/contracts/messages';
import { useEffect } from 'react';
import { type BlockerFunction, useBlocker } from 'react-router';
import { networkRetry } from '../lib/network-retry';
import { useToast } from './ui/toast';
import { useUnreachableToast } from './ui/unreachable-toast';

// Offline, a link to a screen whose code was never loaded would make React Router reload the
// document (the browser's offline page): such navigations wait here until the browser is back
// online. Data requests that fail for lack of network wait in lib/network-retry.ts.
const whileOffline: BlockerFunction = () => typeof navigator !== 'undefined' && navigator.onLine === false;

/**
 * Keeps the page while the network is gone: says so in one toast with a Retry, and carries on
 * (the held navigation or data request) on Retry or when the browser is back online.
 */
export function NetworkRetryToast() {
  const toast = useToast();
  const blocker = useBlocker(whileOffline);

  useUnreachableToast(blocker.state === 'blocked' ? blocker.proceed : null);

  useEffect(() => {
    const retry = networkRetry();
    if (!retry) return;
    let shown: number | null = null;
    const unsubscribe = retry.subscribe((unreachable) => {
      if (unreachable && shown === null) {
        shown = toast.error(Messages.networkError, {
          label: 'Retry',
          onAction: () => {
            shown = null;
            retry.retry();
          },
        });
      } else if (!unreachable && shown !== null) {
        toast.dismiss(shown);
        shown = null;
      }
    });
    return () => {
      unsubscribe();
      if (shown !== null) toast.dismiss(shown);
    };
  }, [toast]);
  return null;
}
