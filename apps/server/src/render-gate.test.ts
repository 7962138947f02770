import { describe, expect, it } from 'vitest';
import { createRenderGate } from './render-gate.ts';

describe('render gate', () => {
  it('lets `max` renders in, sheds the next, and lets one in again as soon as one leaves', () => {
    const gate = createRenderGate(2);
    expect([gate.tryEnter(), gate.tryEnter(), gate.tryEnter()]).toEqual([true, true, false]);
    expect(gate.inFlight).toBe(2);
    gate.leave();
    expect(gate.tryEnter()).toBe(true);
    expect(gate.tryEnter()).toBe(false);
  });

  it('never sheds with 0 (shedding off)', () => {
    const gate = createRenderGate(0);
    for (let i = 0; i < 1000; i++) expect(gate.tryEnter()).toBe(true);
  });

  it('does not go below zero when a slot is given back twice', () => {
    const gate = createRenderGate(1);
    gate.leave();
    expect(gate.tryEnter()).toBe(true);
    expect(gate.tryEnter()).toBe(false);
  });
});
