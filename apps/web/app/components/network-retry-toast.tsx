import { Messages } from '@vitrine/contracts/messages';
import { useEffect } from 'react';
import { networkRetry } from '../lib/network-retry';
import { useToast } from './ui/toast';

/**
 * Says so while a page's data request waits for the network (lib/network-retry.ts), with a
 * Retry; the toast goes once a request gets through. Renders nothing itself.
 */
export function NetworkRetryToast() {
  const toast = useToast();
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
