import { ArrowUpIcon } from './icons';
import { isPastHalfway } from './scroll-thresholds';
import { useScrollFlag } from './use-scroll-flag';

/** spec §4/§9: appears past half of the scrollable height; scrolls smoothly back to the top. */
export function ScrollToTop() {
  const visible = useScrollFlag(isPastHalfway);
  const scrollToTop = () => {
    const reduceMotion = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    window.scrollTo({ top: 0, behavior: reduceMotion ? 'auto' : 'smooth' });
    // The button hides at the top: keyboard focus continues from the start of the page.
    document.querySelector<HTMLElement>('.skip-link')?.focus({ preventScroll: true });
  };
  return (
    <button type="button" className={`scroll-top${visible ? ' is-visible' : ''}`} aria-label="Scroll to top" onClick={scrollToTop}>
      <ArrowUpIcon />
    </button>
  );
}
