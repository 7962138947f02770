import { AUTH_TIMINGS } from '@vitrine/contracts/auth-rules';
import { type RefObject, useEffect } from 'react';

/**
 * spec §9 focus delay (500 ms): focus the element a moment after it appears, once the dialog's
 * opening animation has settled. Runs again whenever `trigger` changes.
 */
export function useDelayedFocus(ref: RefObject<HTMLElement | null>, trigger: unknown, enabled = true): void {
  // biome-ignore lint/correctness/useExhaustiveDependencies: `trigger` is the point: each change asks for focus again
  useEffect(() => {
    if (!enabled) return;
    const timer = setTimeout(() => ref.current?.focus(), AUTH_TIMINGS.focusDelayMs);
    return () => clearTimeout(timer);
  }, [ref, trigger, enabled]);
}
