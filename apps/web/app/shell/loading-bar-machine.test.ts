import { describe, expect, it } from 'vitest';
import { isLoadingBarVisible, type LoadingBarEvent, type LoadingBarPhase, LoadingBarTiming, reduceLoadingBar, timerFor } from './loading-bar-machine';

const run = (events: LoadingBarEvent[], from: LoadingBarPhase = 'idle') => events.reduce(reduceLoadingBar, from);

describe('loading bar state machine', () => {
  it('uses the spec §9 constants', () => {
    expect(LoadingBarTiming).toEqual({ durationMs: 2000, throttleMs: 200, hideDelayMs: 500, resetDelayMs: 400, heightPx: 3 });
  });

  it('never shows a navigation that finishes within the throttle', () => {
    expect(run(['start'])).toBe('waiting');
    expect(timerFor('waiting')).toBe(200);
    expect(isLoadingBarVisible('waiting')).toBe(false);
    expect(run(['start', 'finish'])).toBe('idle');
  });

  it('shows a slow navigation, completes it, hides after 500 ms and resets 400 ms later', () => {
    expect(run(['start', 'timer'])).toBe('loading');
    expect(isLoadingBarVisible('loading')).toBe(true);
    expect(timerFor('loading')).toBeNull();
    expect(run(['start', 'timer', 'finish'])).toBe('completing');
    expect(isLoadingBarVisible('completing')).toBe(true);
    expect(timerFor('completing')).toBe(500);
    expect(run(['start', 'timer', 'finish', 'timer'])).toBe('hiding');
    expect(isLoadingBarVisible('hiding')).toBe(false);
    expect(timerFor('hiding')).toBe(400);
    expect(run(['start', 'timer', 'finish', 'timer', 'timer'])).toBe('idle');
    expect(timerFor('idle')).toBeNull();
  });

  it('keeps a running bar going and restarts a finished one when another navigation starts', () => {
    expect(run(['start'], 'loading')).toBe('loading');
    expect(run(['start'], 'completing')).toBe('waiting');
    expect(run(['start'], 'hiding')).toBe('waiting');
  });

  it('ignores events that do not apply', () => {
    expect(run(['finish'])).toBe('idle');
    expect(run(['timer'])).toBe('idle');
    expect(run(['timer'], 'loading')).toBe('loading');
    expect(run(['finish'], 'hiding')).toBe('hiding');
  });
});
