import { type Cart, emptyCart, ITEM_ADDED_FLAG_MS } from '@vitrine/contracts/cart';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CartResult } from './cart-api';
import { cartWith, cartLine as line } from './cart-fixtures.test-helper';
import { type CartAction, type CartState, canCheckout, cartReducer, initialCartState, mrpSavings } from './cart-state';
import { latestLoads, loadCart, runCartChange, scheduleItemAddedClear } from './cart-store';

vi.mock('./cart-api', () => ({ fetchCart: vi.fn() }));
const cartApi = await import('./cart-api');

/** A fake dispatch that runs the reducer, so tests read the resulting state. */
function store(start: CartState = initialCartState('INR')) {
  let state = start;
  const actions: CartAction[] = [];
  const dispatch = (action: CartAction) => {
    actions.push(action);
    state = cartReducer(state, action);
  };
  return { dispatch, actions, get: () => state };
}

const ok = (cart: Cart): CartResult => ({ ok: true, data: cart, message: '' });
const failed: CartResult = { ok: false, failure: { statusCode: 422, message: 'This product is sold out', fieldErrors: {} } };

afterEach(() => {
  vi.useRealTimers();
  vi.mocked(cartApi.fetchCart).mockReset();
});

describe('cart store rules', () => {
  it('starts empty and idle, the same for every visitor', () => {
    const state = initialCartState('INR');
    expect(state.status).toBe('idle');
    expect(state.cart.items).toEqual([]);
    expect(state.cart.total_quantity).toBe(0);
  });

  it('replaces its copy with a successful answer and clears the busy flag', async () => {
    const s = store();
    const next = cartWith([line({ quantity_in_display_unit: 2 })]);
    const result = await runCartChange(s.dispatch, 'adding', async () => {
      expect(s.get().adding).toBe(true);
      return ok(next);
    });
    expect(result.ok).toBe(true);
    expect(s.get().cart).toBe(next);
    expect(s.get().adding).toBe(false);
    expect(s.get().status).toBe('ready');
  });

  it('changes nothing when the server does not answer success (a network failure too)', async () => {
    const s = store(cartReducer(initialCartState('INR'), { type: 'replaced', cart: cartWith([line()]) }));
    const before = s.get().cart;
    for (const answer of [failed, { ok: false, failure: { statusCode: 0, message: 'Network', fieldErrors: {} } } as CartResult]) {
      const result = await runCartChange(s.dispatch, 'updating', async () => answer);
      expect(result.ok).toBe(false);
      expect(s.get().cart).toBe(before);
      expect(s.get().updating).toBe(false);
    }
  });

  it('resets the validation flags whenever the cart is replaced', () => {
    let state = cartReducer(initialCartState('INR'), { type: 'replaced', cart: cartWith([line()], { prices_updated: true }) });
    expect(state.pricesUpdated).toBe(true);
    state = cartReducer(state, { type: 'replaced', cart: cartWith([line()], { stock_valid: false, out_of_stock_items: ['line_1'] }) });
    expect(state).toMatchObject({ pricesUpdated: false, stockValid: false, outOfStockItems: ['line_1'] });
    state = cartReducer(state, { type: 'replaced', cart: cartWith([line({ quantity_in_display_unit: 2 })]) });
    expect(state).toMatchObject({ pricesUpdated: false, stockValid: null, outOfStockItems: [] });
  });

  it('clears the item-added flag after 2 seconds, and only for the add that set it', () => {
    vi.useFakeTimers();
    const s = store();
    s.dispatch({ type: 'itemAdded', productId: 'var_1', token: 1 });
    scheduleItemAddedClear(s.dispatch, 1);
    vi.advanceTimersByTime(ITEM_ADDED_FLAG_MS - 1);
    expect(s.get().itemAdded).toEqual({ productId: 'var_1', token: 1 });
    // A second add restarts the clock: the first add's timer leaves it alone.
    s.dispatch({ type: 'itemAdded', productId: 'var_2', token: 2 });
    scheduleItemAddedClear(s.dispatch, 2);
    vi.advanceTimersByTime(1);
    expect(s.get().itemAdded?.token).toBe(2);
    vi.advanceTimersByTime(ITEM_ADDED_FLAG_MS);
    expect(s.get().itemAdded).toBeNull();
  });

  it('drops a background load answered after a change (the change is newer)', async () => {
    const s = store();
    let answer: (r: CartResult) => void = () => {};
    vi.mocked(cartApi.fetchCart).mockReturnValue(new Promise((resolve) => (answer = resolve)));
    const loading = loadCart(s.dispatch, s.get().revision);
    expect(s.get().status).toBe('loading');
    const added = cartWith([line()]);
    await runCartChange(s.dispatch, 'adding', async () => ok(added));
    answer(ok(emptyCart()));
    await loading;
    expect(s.get().cart).toBe(added);
  });

  it('keeps the answer of the latest load, whichever answers first (a restore link reloads while the first read is on its way)', async () => {
    const restored = cartWith([line()]);
    for (const firstAnswersFirst of [true, false]) {
      const s = store();
      const nextLoad = latestLoads();
      const first = nextLoad();
      const second = nextLoad(); // started before the first load's answer came
      const answer = (isLatest: () => boolean, cart: Cart) => {
        vi.mocked(cartApi.fetchCart).mockResolvedValueOnce(ok(cart));
        return loadCart(s.dispatch, 0, isLatest);
      };
      if (firstAnswersFirst) {
        await answer(first, emptyCart());
        expect(s.get().status).toBe('loading'); // the stale empty answer is not shown
        await answer(second, restored);
      } else {
        await answer(second, restored);
        await answer(first, emptyCart());
      }
      expect(s.get().cart).toBe(restored);
    }
  });

  it('keeps the empty cart and reports a failed first load', async () => {
    const s = store();
    vi.mocked(cartApi.fetchCart).mockResolvedValue(failed);
    await loadCart(s.dispatch, 0);
    expect(s.get().status).toBe('failed');
    expect(s.get().cart.items).toEqual([]);
  });

  it('empties the cart on logout', () => {
    const state = cartReducer(cartReducer(initialCartState('INR'), { type: 'replaced', cart: cartWith([line()]) }), { type: 'reset', currency: 'INR' });
    expect(state.cart.items).toEqual([]);
    expect(state.status).toBe('ready');
  });

  it('allows checkout only with items, none out of stock, and no failed stock check', () => {
    expect(canCheckout({ cart: emptyCart(), stockValid: null })).toBe(false);
    expect(canCheckout({ cart: cartWith([line()]), stockValid: null })).toBe(true);
    expect(canCheckout({ cart: cartWith([line()]), stockValid: false })).toBe(false);
    expect(canCheckout({ cart: cartWith([line({ out_of_stock: true })]), stockValid: null })).toBe(false);
    expect(canCheckout({ cart: cartWith([line({ available: false })]), stockValid: true })).toBe(false);
  });

  it('counts MRP savings, never below zero', () => {
    const cart = cartWith([line()]);
    expect(mrpSavings({ ...cart, totals: { ...cart.totals, mrp_total: 149900, sub_total: 129900 } })).toBe(20000);
    expect(mrpSavings({ ...cart, totals: { ...cart.totals, mrp_total: 0, sub_total: 129900 } })).toBe(0);
  });
});
