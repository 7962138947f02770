import { describe, expect, it, vi } from 'vitest';
import { createNetworkRetry, isRouterRequest } from './network-retry';

const offline = () => Promise.reject(new TypeError('Failed to fetch'));
const ok = (status = 200) => Promise.resolve(new Response('x', { status }));

describe('network retry', () => {
  it("knows React Router's data and manifest requests", () => {
    expect(isRouterRequest('http://shop.test/shop-online.data?brand=a')).toBe(true);
    expect(isRouterRequest('/_root.data')).toBe(true);
    expect(isRouterRequest('/__manifest?paths=/a')).toBe(true);
    expect(isRouterRequest('/api/cart')).toBe(false);
  });

  it('holds a data request that finds no network and sends it again on retry', async () => {
    const base = vi
      .fn<typeof fetch>()
      .mockImplementationOnce(offline)
      .mockImplementation(() => ok());
    const retry = createNetworkRetry(base);
    const told: boolean[] = [];
    retry.subscribe((unreachable) => told.push(unreachable));
    const pending = retry.fetch('/shop-online.data');
    await vi.waitFor(() => expect(told).toEqual([true]));
    retry.retry();
    expect((await pending).status).toBe(200);
    expect(told).toEqual([true, false]);
    expect(base).toHaveBeenCalledTimes(2);
  });

  it('passes a server error through and leaves other requests alone', async () => {
    const retry = createNetworkRetry(() => ok(500));
    expect((await retry.fetch('/shop-online.data')).status).toBe(500);
    const failing = createNetworkRetry(offline);
    await expect(failing.fetch('/api/cart')).rejects.toThrow(TypeError);
    await expect(failing.fetch('/cart.data', { method: 'POST' })).rejects.toThrow(TypeError);
  });

  it('gives up a held request when it is aborted', async () => {
    const retry = createNetworkRetry(offline);
    const controller = new AbortController();
    const pending = retry.fetch('/shop-online.data', { signal: controller.signal });
    await new Promise((resolve) => setTimeout(resolve, 0));
    controller.abort();
    await expect(pending).rejects.toMatchObject({ name: 'AbortError' });
  });
});
