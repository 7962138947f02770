import { AUTH_TIMINGS } from '@vitrine/contracts/auth-rules';
import { type RefObject, useEffect } from 'react';

/** Whether the shopper has put the focus into a field of their own since `before` was focused. */
export function movedToAnotherField(before: Element | null, now: Element | null, target: Element | null): boolean {
  if (!now || now === before || now === target) return false;
  return ['INPUT', 'TEXTAREA', 'SELECT'].includes(now.tagName);
}

/**
 * spec §9 focus delay (500 ms): focus the element a moment after it appears, once the dialog's
 * opening animation has settled. Runs again whenever `trigger` changes. A shopper who has already
 * clicked into another field within that half second keeps their focus: pulling it away would
 * send the next keys to the wrong field.
 */
export function useDelayedFocus(ref: RefObject<HTMLElement | null>, trigger: unknown, enabled = true): void {
  // biome-ignore lint/correctness/useExhaustiveDependencies: `trigger` is the point: each change asks for focus again
  useEffect(() => {
    if (!enabled) return;
    const before = document.activeElement;
    const timer = setTimeout(() => {
      if (movedToAnotherField(before, document.activeElement, ref.current)) return;
      ref.current?.focus();
    }, AUTH_TIMINGS.focusDelayMs);
    return () => clearTimeout(timer);
  }, [ref, trigger, enabled]);
}
