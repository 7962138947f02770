import { describe, expect, it } from 'vitest';
import { CodeNotLoaded, retryableLoad } from './on-demand';

/** A load whose outcomes the test decides, counting the downloads. */
function scriptedLoad(outcomes: ('ok' | 'fail')[]) {
  let calls = 0;
  const load = async () => {
    const outcome = outcomes[calls++];
    if (outcome === 'fail') throw new TypeError('Failed to fetch dynamically imported module');
    return `module ${calls}`;
  };
  return { load, calls: () => calls };
}

describe('retryableLoad', () => {
  it('shares one download between a preload and the render', async () => {
    const script = scriptedLoad(['ok']);
    const code = retryableLoad(script.load);
    expect(code.get()).toBe(code.get());
    await expect(code.get()).resolves.toBe('module 1');
    code.retry(); // nothing failed: keeps what arrived
    await expect(code.get()).resolves.toBe('module 1');
    expect(script.calls()).toBe(1);
  });

  it('keeps a failure (the same rejected promise) until retry, then downloads again', async () => {
    const script = scriptedLoad(['fail', 'ok']);
    const code = retryableLoad(script.load);
    const first = code.get();
    await expect(first).rejects.toBeInstanceOf(CodeNotLoaded);
    await expect(first).rejects.toMatchObject({ cause: expect.any(TypeError) });
    expect(code.get()).toBe(first);
    expect(script.calls()).toBe(1);

    code.retry();
    await expect(code.get()).resolves.toBe('module 2');
    expect(script.calls()).toBe(2);
  });

  it('does not start a second download while one is on its way', async () => {
    const script = scriptedLoad(['fail', 'ok']);
    const code = retryableLoad(script.load);
    const first = code.get();
    code.retry(); // not failed yet
    expect(code.get()).toBe(first);
    await expect(first).rejects.toBeInstanceOf(CodeNotLoaded);
    expect(script.calls()).toBe(1);
  });
});
