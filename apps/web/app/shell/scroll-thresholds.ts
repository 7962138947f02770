// spec §4 / §9 scroll rules, as plain functions so they are testable without a DOM.

/** spec §9: the sticky header activates after 50 px of scroll. */
export const STICKY_HEADER_OFFSET_PX = 50;

export interface ScrollMetrics {
  scrollY: number;
  scrollHeight: number;
  innerHeight: number;
}

/** spec §4: the sticky header gains its 'stuck' state after 50 px of scroll. */
export function isHeaderStuck(scrollY: number): boolean {
  return scrollY > STICKY_HEADER_OFFSET_PX;
}

/** spec §9: the scroll-to-top button shows past 50% of the scrollable height. */
export function isPastHalfway({ scrollY, scrollHeight, innerHeight }: ScrollMetrics): boolean {
  const scrollable = scrollHeight - innerHeight;
  // A page that does not scroll has no "half way"; the button would only be noise there.
  if (scrollable <= 0) return false;
  return scrollY > scrollable / 2;
}
