/** Index of the slide after `index`, wrapping to the first. */
export function nextSlide(index: number, count: number): number {
  return count > 0 ? (index + 1) % count : 0;
}

/** Index of the slide before `index`, wrapping to the last. */
export function previousSlide(index: number, count: number): number {
  return count > 0 ? (index - 1 + count) % count : 0;
}

export interface RotationState {
  count: number;
  autoplayMs: number;
  /** The shopper pressed the stop button. */
  stopped: boolean;
  hovered: boolean;
  /** Keyboard focus is inside the carousel (WAI-ARIA carousel pattern: rotation stops). */
  focused: boolean;
  reducedMotion: boolean;
}

/** Whether the carousel advances on its own right now. */
export function isRotating(s: RotationState): boolean {
  return s.count > 1 && s.autoplayMs > 0 && !s.stopped && !s.hovered && !s.focused && !s.reducedMotion;
}
