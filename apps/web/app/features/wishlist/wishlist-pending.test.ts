import { describe, expect, it } from 'vitest';
import {
  clearPending,
  type KeyValueStore,
  PENDING_TTL_MS,
  readPending,
  rememberPending,
  returnPath,
  shouldAddPending,
  WISHLIST_PENDING_KEY,
  wishlistClick,
} from './wishlist-pending';

function memoryStore(): KeyValueStore & { data: Map<string, string> } {
  const data = new Map<string, string>();
  return {
    data,
    getItem: (k) => data.get(k) ?? null,
    setItem: (k, v) => void data.set(k, v),
    removeItem: (k) => void data.delete(k),
  };
}

const throwingStore: KeyValueStore = {
  getItem: () => {
    throw new Error('blocked');
  },
  setItem: () => {
    throw new Error('quota');
  },
  removeItem: () => {
    throw new Error('blocked');
  },
};

describe('wishlist pending add (spec §4: guest adds, logs in, comes back with the item saved)', () => {
  it('keeps the guest product under the shop-prefixed key, which logout clears', () => {
    const store = memoryStore();
    rememberPending(store, 'prod_1');
    expect(store.data.has(WISHLIST_PENDING_KEY)).toBe(true);
    expect(WISHLIST_PENDING_KEY.startsWith('vitrine:')).toBe(true);
    expect(readPending(store)).toBe('prod_1');
  });

  it('a later guest click replaces the earlier pending product', () => {
    const store = memoryStore();
    rememberPending(store, 'prod_1');
    rememberPending(store, 'prod_2');
    expect(readPending(store)).toBe('prod_2');
  });

  it('adds only when signed in and the pending id is this product', () => {
    expect(shouldAddPending(true, 'prod_1', 'prod_1')).toBe(true);
    expect(shouldAddPending(false, 'prod_1', 'prod_1')).toBe(false);
    expect(shouldAddPending(true, 'prod_2', 'prod_1')).toBe(false);
    expect(shouldAddPending(true, null, 'prod_1')).toBe(false);
  });

  it("clears the pending id only for its own product (another page's wish stays)", () => {
    const store = memoryStore();
    rememberPending(store, 'prod_1');
    clearPending(store, 'prod_2');
    expect(readPending(store)).toBe('prod_1');
    clearPending(store, 'prod_1');
    expect(readPending(store)).toBeNull();
  });

  it('forgets a wish older than half an hour, and ignores what it did not write', () => {
    const store = memoryStore();
    rememberPending(store, 'prod_1', 1_000);
    expect(readPending(store, 1_000 + PENDING_TTL_MS)).toBe('prod_1');
    expect(readPending(store, 1_001 + PENDING_TTL_MS)).toBeNull();
    store.setItem(WISHLIST_PENDING_KEY, 'prod_1');
    expect(readPending(store)).toBeNull();
    store.setItem(WISHLIST_PENDING_KEY, '{"id":42,"at":1}');
    expect(readPending(store, 2)).toBeNull();
  });

  it('survives blocked storage and ignores empty ids', () => {
    expect(() => rememberPending(throwingStore, 'prod_1')).not.toThrow();
    expect(readPending(throwingStore)).toBeNull();
    expect(() => clearPending(throwingStore, 'prod_1')).not.toThrow();
    expect(readPending(null)).toBeNull();
    const store = memoryStore();
    rememberPending(store, '');
    expect(store.data.size).toBe(0);
  });

  it('a guest click asks for login with this page (query included) as the way back', () => {
    const location = { pathname: '/product/linen-shirt', search: '?sku=LS-M' };
    expect(wishlistClick(false, false, location)).toEqual({ kind: 'login', redirectTo: '/product/linen-shirt?sku=LS-M' });
    expect(returnPath({ pathname: '/product/a', search: '' })).toBe('/product/a');
  });

  it('a signed-in click toggles', () => {
    const location = { pathname: '/product/a', search: '' };
    expect(wishlistClick(true, false, location)).toEqual({ kind: 'add' });
    expect(wishlistClick(true, true, location)).toEqual({ kind: 'remove' });
  });
});
