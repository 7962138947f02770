import { useEffect, useState } from 'react';
import type { ScrollMetrics } from './scroll-thresholds';

/**
 * A boolean derived from the window's scroll position (e.g. "header stuck"). False during SSR and
 * until the first effect; updated from a passive scroll/resize listener, at most once per frame.
 * React skips the re-render when the flag does not change, so scrolling stays cheap.
 */
export function useScrollFlag(compute: (metrics: ScrollMetrics) => boolean, enabled = true): boolean {
  const [flag, setFlag] = useState(false);
  useEffect(() => {
    if (!enabled) {
      setFlag(false);
      return;
    }
    let frame = 0;
    const update = () => {
      frame = 0;
      const root = document.documentElement;
      setFlag(compute({ scrollY: window.scrollY, scrollHeight: root.scrollHeight, innerHeight: window.innerHeight }));
    };
    const schedule = () => {
      if (!frame) frame = requestAnimationFrame(update);
    };
    update();
    window.addEventListener('scroll', schedule, { passive: true });
    window.addEventListener('resize', schedule, { passive: true });
    return () => {
      window.removeEventListener('scroll', schedule);
      window.removeEventListener('resize', schedule);
      if (frame) cancelAnimationFrame(frame);
    };
  }, [compute, enabled]);
  return flag;
}
