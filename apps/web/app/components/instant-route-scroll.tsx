import { useEffect, useLayoutEffect } from 'react';
import { useLocation } from 'react-router';

// On the server there is no scroll to set (and useLayoutEffect would only be skipped there).
const useBeforePaint = typeof document === 'undefined' ? useEffect : useLayoutEffect;

/**
 * The page's default scroll is smooth (spec §9, base.css), so React Router's scroll to the top
 * of a new page (or back to a remembered position) would glide there, showing the new page at
 * the old page's offset first: a flash of the wrong part of the page on every product tap. For
 * the frame of a page change the scroll is instant; smooth scrolling within a page stays.
 * Render it before <ScrollRestoration>: sibling layout effects run in order, so this one runs
 * before React Router scrolls.
 */
export function InstantRouteScroll() {
  const { pathname, search } = useLocation();
  // A new page (path or query), not a hash link within one, makes the next scroll instant.
  useBeforePaint(() => {
    const root = document.documentElement;
    root.style.scrollBehavior = 'auto';
    // Chromium's scrollTo reads the last computed style: without this read it still glides.
    void getComputedStyle(root).scrollBehavior;
    const frame = requestAnimationFrame(() => root.style.removeProperty('scroll-behavior'));
    return () => {
      cancelAnimationFrame(frame);
      root.style.removeProperty('scroll-behavior');
    };
  }, [pathname, search]);
  return null;
}
