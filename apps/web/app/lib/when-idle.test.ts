import { afterEach, describe, expect, it, vi } from 'vitest';
import { whenIdle } from './when-idle';

describe('whenIdle', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.useRealTimers();
  });

  it('waits for requestIdleCallback, with a deadline, and can be cancelled', () => {
    const callbacks: (() => void)[] = [];
    const requestIdleCallback = vi.fn((cb: () => void) => callbacks.push(cb));
    const cancelIdleCallback = vi.fn();
    vi.stubGlobal('window', { requestIdleCallback, cancelIdleCallback });
    const work = vi.fn();
    const cancel = whenIdle(work, 1000);
    expect(work).not.toHaveBeenCalled();
    expect(requestIdleCallback).toHaveBeenCalledWith(expect.any(Function), { timeout: 1000 });
    callbacks[0]!();
    expect(work).toHaveBeenCalledOnce();
    cancel();
    expect(cancelIdleCallback).toHaveBeenCalledWith(1);
  });

  it('falls back to a timeout where requestIdleCallback is missing', () => {
    vi.useFakeTimers();
    vi.stubGlobal('window', { setTimeout, clearTimeout }); // as in Safari: no requestIdleCallback
    const work = vi.fn();
    whenIdle(work);
    expect(work).not.toHaveBeenCalled();
    vi.advanceTimersByTime(200);
    expect(work).toHaveBeenCalledOnce();

    const cancelled = vi.fn();
    whenIdle(cancelled)();
    vi.advanceTimersByTime(1000);
    expect(cancelled).not.toHaveBeenCalled();
  });
});
