import { Messages } from '@vitrine/contracts/messages';
import { useEffect } from 'react';
import { useToast } from './toast';

/**
 * While `retry` is given: the toast that says the shop could not be reached, with a Retry, and
 * `retry` again as soon as the browser is back online. Retry while the browser still says it is
 * offline says so again rather than try. One toast for every "waiting for the network" on the
 * page: a held navigation (network-retry-toast.tsx), code that did not arrive (on-demand.tsx).
 */
export function useUnreachableToast(retry: (() => void) | null): void {
  const toast = useToast();
  useEffect(() => {
    if (!retry) return;
    let shown = 0;
    const tell = () => {
      shown = toast.error(Messages.networkError, { label: 'Retry', onAction: () => (navigator.onLine ? retry() : tell()) });
    };
    tell();
    window.addEventListener('online', retry);
    return () => {
      window.removeEventListener('online', retry);
      toast.dismiss(shown);
    };
  }, [toast, retry]);
}
