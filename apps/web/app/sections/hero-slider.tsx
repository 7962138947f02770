import type { Slider } from '@vitrine/contracts/content';
import type { HeroSliderData } from '@vitrine/contracts/sections';
import { type FocusEvent, useEffect, useState, useSyncExternalStore } from 'react';
import { isRotating, nextSlide, previousSlide } from './carousel';
import { HeroSlide } from './hero-slide';
import type { SectionProps } from './section-props';
import '../styles/sections.css';

/**
 * Hero carousel. The server renders every slide with the first one showing, so the page works and
 * paints its LCP image without JavaScript; the controls appear once React has hydrated.
 */
export function HeroSliderSection({ resolved, index }: SectionProps<HeroSliderData, Slider | null>) {
  const slides = resolved?.slides ?? [];
  const count = slides.length;
  const [active, setActive] = useState(0);
  const [hydrated, setHydrated] = useState(false);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [stopped, setStopped] = useState(false);
  const reducedMotion = usePrefersReducedMotion();
  const autoplayMs = resolved?.autoplay_ms ?? 0;
  const rotating = hydrated && isRotating({ count, autoplayMs, stopped, hovered, focused, reducedMotion });

  useEffect(() => setHydrated(true), []);
  // A fresh timer per shown slide, so a manual change restarts the full interval.
  useEffect(() => {
    if (!rotating) return;
    const timer = setTimeout(() => setActive(nextSlide(active, count)), autoplayMs);
    return () => clearTimeout(timer);
  }, [rotating, active, count, autoplayMs]);

  if (count === 0) return null;
  const onBlur = (event: FocusEvent<HTMLElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
  };
  const multiple = count > 1;

  return (
    <section
      className="hero-slider"
      aria-roledescription="carousel"
      aria-label={resolved?.name || 'Featured'}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={onBlur}
    >
      {/* Announce slide changes only when the shopper makes them, not on every autoplay tick. */}
      <div className="hero-slider__slides" aria-live={rotating ? 'off' : 'polite'}>
        {slides.map((slide, i) => (
          <HeroSlide key={i} slide={slide} position={i} count={count} active={i === active} priority={i === 0 && index === 0} />
        ))}
      </div>
      {multiple ? (
        // Space is kept before hydration (no layout shift); the buttons only show once they work.
        <div className="hero-slider__controls" data-ready={hydrated}>
          {autoplayMs > 0 && !reducedMotion ? (
            <button
              type="button"
              className="hero-slider__button"
              aria-label={stopped ? 'Start automatic slide show' : 'Stop automatic slide show'}
              onClick={() => setStopped((s) => !s)}
            >
              {stopped ? <PlayIcon /> : <PauseIcon />}
            </button>
          ) : null}
          <button type="button" className="hero-slider__button" aria-label="Previous slide" onClick={() => setActive((i) => previousSlide(i, count))}>
            <ChevronIcon flip />
          </button>
          <div className="hero-slider__dots">
            {slides.map((_, i) => (
              <button
                key={i}
                type="button"
                className="hero-slider__dot"
                aria-label={`Go to slide ${i + 1}`}
                aria-current={i === active ? 'true' : undefined}
                onClick={() => setActive(i)}
              />
            ))}
          </div>
          <button type="button" className="hero-slider__button" aria-label="Next slide" onClick={() => setActive((i) => nextSlide(i, count))}>
            <ChevronIcon />
          </button>
        </div>
      ) : null}
    </section>
  );
}

const reducedMotionQuery = '(prefers-reduced-motion: reduce)';
function subscribeReducedMotion(onChange: () => void) {
  const list = window.matchMedia(reducedMotionQuery);
  list.addEventListener('change', onChange);
  return () => list.removeEventListener('change', onChange);
}
/** True on the server (nothing moves before hydration) and while the shopper asks for less motion. */
function usePrefersReducedMotion(): boolean {
  return useSyncExternalStore(
    subscribeReducedMotion,
    () => window.matchMedia(reducedMotionQuery).matches,
    () => true,
  );
}

function ChevronIcon({ flip = false }: { flip?: boolean }) {
  return (
    <svg width="20" height="20" viewBox="0 0 20 20" aria-hidden="true" focusable="false">
      <path d={flip ? 'M12.5 4 6.5 10l6 6' : 'M7.5 4l6 6-6 6'} fill="none" stroke="currentColor" strokeWidth="2" />
    </svg>
  );
}
function PauseIcon() {
  return (
    <svg width="20" height="20" viewBox="0 0 20 20" aria-hidden="true" focusable="false">
      <path d="M6 4h3v12H6zM11 4h3v12h-3z" fill="currentColor" />
    </svg>
  );
}
function PlayIcon() {
  return (
    <svg width="20" height="20" viewBox="0 0 20 20" aria-hidden="true" focusable="false">
      <path d="M6 4l10 6-10 6z" fill="currentColor" />
    </svg>
  );
}
