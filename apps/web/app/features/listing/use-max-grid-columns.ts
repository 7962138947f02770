import { useSyncExternalStore } from 'react';
import type { GridColumns } from './grid-columns';

// listing.css draws at most 4 columns below xl (1280 px): the selector offers only what the
// screen can show, so it never says "5 columns" over 4 (issue 13). Phones hide the selector.
const WIDE = '(min-width: 1280px)';

function subscribe(onChange: () => void) {
  const query = window.matchMedia(WIDE);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}

/** The most columns the grid shows at this width (5 on the server, which cannot know). */
export function useMaxGridColumns(): GridColumns {
  return useSyncExternalStore(
    subscribe,
    () => (window.matchMedia(WIDE).matches ? 5 : 4),
    () => 5,
  );
}
