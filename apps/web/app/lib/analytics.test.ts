import { afterEach, describe, expect, it, vi } from 'vitest';
import { type AnalyticsEvent, type AnalyticsParams, MAX_QUEUED_EVENTS, registerAnalyticsProvider, toMajorUnits, track } from './analytics';

const unregister: (() => void)[] = [];
function listen() {
  const seen: [AnalyticsEvent, AnalyticsParams][] = [];
  unregister.push(registerAnalyticsProvider((event, params) => seen.push([event, params])));
  return seen;
}

afterEach(() => {
  for (const off of unregister.splice(0)) off();
});

describe('analytics', () => {
  it('keeps events until a provider registers, then hands them over once', () => {
    track('view_cart', { value: 12 });
    track('add_to_cart', { items: [{ item_id: 'v1', item_name: 'Lamp', quantity: 1 }] });
    const seen = listen();
    expect(seen.map(([event]) => event)).toEqual(['view_cart', 'add_to_cart']);
    const second = listen();
    expect(second).toEqual([]);
  });

  it('sends later events to every provider, and none after it unregisters', () => {
    const a = listen();
    const b = listen();
    track('begin_checkout', { currency: 'INR', value: 99 });
    expect(a).toEqual([['begin_checkout', { currency: 'INR', value: 99 }]]);
    expect(b).toHaveLength(1);
    unregister.shift()?.();
    track('remove_from_cart');
    expect(a).toHaveLength(1);
    expect(b).toHaveLength(2);
  });

  it('keeps only the newest events while nobody listens', () => {
    for (let i = 0; i < MAX_QUEUED_EVENTS + 5; i++) track('view_item', { n: i });
    const seen = listen();
    expect(seen).toHaveLength(MAX_QUEUED_EVENTS);
    expect(seen[0][1].n).toBe(5);
  });

  it('survives a provider that throws', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    unregister.push(
      registerAnalyticsProvider(() => {
        throw new Error('tag failed');
      }),
    );
    const seen = listen();
    track('purchase');
    expect(seen).toHaveLength(1);
    warn.mockRestore();
  });

  it('converts minor units to major units', () => {
    expect(toMajorUnits(129950)).toBe(1299.5);
  });
});
