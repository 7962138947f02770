// spec §9 loading bar: 2000 ms duration, 200 ms throttle, 500 ms hide delay, 400 ms reset delay,
// 3 px high. The timing lives here as a pure state machine; loading-bar.tsx runs its timers and
// shell.css animates each phase (keep the durations there in step with these constants).

export const LoadingBarTiming = {
  durationMs: 2000,
  throttleMs: 200,
  hideDelayMs: 500,
  resetDelayMs: 400,
  heightPx: 3,
} as const;

/**
 * idle: nothing shown, progress 0.
 * waiting: a navigation started; shown only if it is still running after the throttle.
 * loading: visible, trickling toward ~90% over the duration.
 * completing: navigation done; the bar fills to 100% and stays for the hide delay.
 * hiding: fading out; progress returns to 0 after the reset delay.
 */
export type LoadingBarPhase = 'idle' | 'waiting' | 'loading' | 'completing' | 'hiding';
export type LoadingBarEvent = 'start' | 'finish' | 'timer';

export function reduceLoadingBar(phase: LoadingBarPhase, event: LoadingBarEvent): LoadingBarPhase {
  switch (event) {
    case 'start':
      // A running bar keeps going; a finished one (completing/hiding) restarts from 0 with the
      // same throttle rather than shrinking back from 100%.
      return phase === 'loading' ? 'loading' : 'waiting';
    case 'finish':
      if (phase === 'waiting') return 'idle'; // fast navigation: never shown
      return phase === 'loading' ? 'completing' : phase;
    case 'timer':
      if (phase === 'waiting') return 'loading';
      if (phase === 'completing') return 'hiding';
      if (phase === 'hiding') return 'idle';
      return phase;
  }
}

/** How long the phase lasts before its 'timer' event; null when only a navigation event ends it. */
export function timerFor(phase: LoadingBarPhase): number | null {
  if (phase === 'waiting') return LoadingBarTiming.throttleMs;
  if (phase === 'completing') return LoadingBarTiming.hideDelayMs;
  if (phase === 'hiding') return LoadingBarTiming.resetDelayMs;
  return null;
}

/** The bar is announced as a progress bar only while it is on screen. */
export function isLoadingBarVisible(phase: LoadingBarPhase): boolean {
  return phase === 'loading' || phase === 'completing';
}
