import { type RefObject, useEffect, useRef } from 'react';
import { useNavigationType } from 'react-router';

/**
 * A filter, sort or chip change keeps the page where the shopper was (preventScrollReset), so a
 * tick deep in the filters or far down the grid could leave the new results off screen (issue
 * 13). After such a change, the results' top is brought back into view when it is not. Back and
 * forward are left to the scroll restoration.
 */
export function useKeepResultsInView(ref: RefObject<HTMLElement | null>, listing: string) {
  const navigationType = useNavigationType();
  const shown = useRef(listing);
  useEffect(() => {
    if (shown.current === listing) return;
    shown.current = listing;
    const results = ref.current;
    if (!results || navigationType === 'POP') return;
    const { top } = results.getBoundingClientRect();
    if (top < 0 || top > window.innerHeight * 0.75) results.scrollIntoView({ block: 'start' });
  }, [listing, navigationType, ref]);
}
