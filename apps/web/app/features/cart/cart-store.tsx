import type { AddItemInput } from '@vitrine/contracts/api-client-cart';
import { type Cart, CartMessages, ITEM_ADDED_FLAG_MS } from '@vitrine/contracts/cart';
import { CookieName } from '@vitrine/contracts/cookies';
import { createContext, type ReactNode, startTransition, useContext, useEffect, useMemo, useReducer, useRef } from 'react';
import { useToast } from '../../components/ui/toast';
import { track } from '../../lib/analytics';
import type { ApiResult } from '../../lib/api-result';
import { LOGIN_EVENT, LOGOUT_EVENT } from '../../lib/auth-events';
import { readCookie } from '../../lib/cookies';
import { callLazily } from '../../lib/lazy-call';
import { lineForProduct, quantityOf, trackQuantityChange } from './cart-analytics';
import type { CartResult } from './cart-api';
import { type BusyFlag, type CartAction, type CartState, cartReducer, initialCartState } from './cart-state';

type Dispatch = (action: CartAction) => void;

/**
 * The cart calls and the typed API client behind them, fetched on the first cart call: a visitor
 * without a cart makes none, so the first paint does not carry them.
 */
const callCart = <T,>(call: (api: typeof import('./cart-api')) => Promise<ApiResult<T>>) => callLazily(() => import('./cart-api'), call);

/** The API's readable hint that this browser may have a cart (docs/decisions/033-cart-hint-cookie.md). */
export const mayHaveCart = (): boolean => readCookie(document.cookie, CookieName.cartHint) === '1';

/**
 * Runs one cart call with its busy flag; a success replaces the copy, a failure changes nothing
 * (spec §4). Returns the answer so the screen can show where it went wrong.
 */
export async function runCartChange(dispatch: Dispatch, flag: BusyFlag, call: () => Promise<CartResult>): Promise<CartResult> {
  dispatch({ type: 'busy', flag, on: true });
  const result = await call();
  dispatch({ type: 'busy', flag, on: false });
  if (result.ok) dispatch({ type: 'replaced', cart: result.data });
  return result;
}

/**
 * Numbers the loads: each call answers a check that is true while no later load has started.
 * Of two loads on their way (the first read after hydration, and a reload once a restore link
 * changed the cart cookie), only the later one's answer counts, whichever arrives first.
 */
export function latestLoads(): () => () => boolean {
  let latest = 0;
  return () => {
    const mine = ++latest;
    return () => mine === latest;
  };
}

/** Loads the cart in the background: dropped if a change was answered meanwhile, or a later load started. */
export async function loadCart(dispatch: Dispatch, revision: number, isLatest: () => boolean = () => true): Promise<void> {
  dispatch({ type: 'loading' });
  const result = await callCart((api) => api.fetchCart());
  if (!isLatest()) return;
  dispatch(result.ok ? { type: 'loaded', cart: result.data, since: revision } : { type: 'loadFailed' });
}

/** Clears the item-added flag after spec §9's 2 seconds (only this add's: a later add restarts it). */
export function scheduleItemAddedClear(dispatch: Dispatch, token: number, setTimer: typeof setTimeout = setTimeout): () => void {
  const timer = setTimer(() => dispatch({ type: 'itemAddedCleared', token }), ITEM_ADDED_FLAG_MS);
  return () => clearTimeout(timer);
}

export interface CartActions {
  reload: () => Promise<void>;
  /** buyNow: the buy-now flag instead of adding (the caller navigates on success). */
  add: (input: AddItemInput, options?: { buyNow?: boolean }) => Promise<CartResult>;
  setQuantity: (itemId: string, quantity: number) => Promise<CartResult>;
  remove: (itemId: string) => Promise<CartResult>;
  applyCoupon: (code: string) => Promise<CartResult>;
  removeCoupon: () => Promise<CartResult>;
  /** The cart page's checks on arrival: prices re-read, then stock. */
  revalidate: () => Promise<{ pricesUpdated: boolean }>;
  /** An answer from elsewhere holding the cart (the wishlist's Move to cart). */
  replace: (cart: Cart) => void;
  openDrawer: () => void;
  closeDrawer: () => void;
  openCoupon: () => void;
  closeCoupon: () => void;
}

export type CartStore = CartState & CartActions;

const CartContext = createContext<CartStore | null>(null);

const noProvider: CartResult = { ok: false, failure: { statusCode: 0, message: 'The cart is not available here', fieldErrors: {} } };
const noop = () => {};
/** Outside the shell (a bare error page, a component test): an empty cart whose actions do nothing. */
const inertStore: CartStore = {
  ...initialCartState('INR'),
  reload: async () => {},
  add: async () => noProvider,
  setQuantity: async () => noProvider,
  remove: async () => noProvider,
  applyCoupon: async () => noProvider,
  removeCoupon: async () => noProvider,
  revalidate: async () => ({ pricesUpdated: false }),
  replace: noop,
  openDrawer: noop,
  closeDrawer: noop,
  openCoupon: noop,
  closeCoupon: noop,
};

/** The cart, its flags and its actions (the shell provides them). */
export function useCart(): CartStore {
  return useContext(CartContext) ?? inertStore;
}

/** Minutes a hidden tab waits before its cart is read again when shown (another device may have changed it). */
const STALE_AFTER_MS = 60_000;

/**
 * Holds the shopper's cart for the whole page. It is read once after hydration when the cart hint
 * says there may be one (the HTML is the same for every visitor, so product and listing pages stay
 * cacheable), again after a login (the server has merged the guest cart) and when a long-hidden
 * tab comes back; logout empties it.
 */
export function CartProvider({ currency, children }: { currency: string; children: ReactNode }) {
  const [state, dispatch] = useReducer(cartReducer, currency, initialCartState);
  const toast = useToast();
  const stateRef = useRef(state);
  stateRef.current = state;
  const addToken = useRef(0);
  const loadedAt = useRef(0);
  const nextLoad = useRef(latestLoads()).current;

  const actions = useMemo<CartActions>(() => {
    const reload = () => {
      loadedAt.current = Date.now();
      return loadCart(dispatch, stateRef.current.revision, nextLoad());
    };
    const showFailure = (result: CartResult) => {
      if (!result.ok) toast.error(result.failure.message);
      return result;
    };
    return {
      reload,
      add: async (input, options = {}) => {
        const before = quantityOf(stateRef.current.cart, input.product_id);
        const result = await runCartChange(dispatch, options.buyNow ? 'buyingNow' : 'adding', () => callCart((api) => api.addCartItem(input)));
        if (!result.ok) return showFailure(result);
        trackQuantityChange(lineForProduct(result.data, input.product_id), before, quantityOf(result.data, input.product_id));
        if (!options.buyNow) {
          const token = ++addToken.current;
          dispatch({ type: 'itemAdded', productId: input.product_id, token });
          toast.success(result.message || CartMessages.added);
        }
        return result;
      },
      setQuantity: async (itemId, quantity) => {
        const line = stateRef.current.cart.items.find((item) => item.id === itemId);
        const result = await runCartChange(dispatch, 'updating', () => callCart((api) => api.updateCartQuantity(itemId, quantity)));
        if (result.ok) trackQuantityChange(line, line?.quantity_in_display_unit ?? 0, quantity);
        // No success toast per step: the line announces its new quantity (cart-lines.tsx).
        return showFailure(result);
      },
      remove: async (itemId) => {
        const line = stateRef.current.cart.items.find((item) => item.id === itemId);
        const result = await runCartChange(dispatch, 'updating', () => callCart((api) => api.removeCartItem(itemId)));
        if (!result.ok) return showFailure(result);
        trackQuantityChange(line, line?.quantity_in_display_unit ?? 0, 0);
        toast.success(result.message || CartMessages.removed);
        return result;
      },
      // The coupon popup shows its own errors (spec: "error message shown in the popup").
      applyCoupon: async (code) => {
        const result = await runCartChange(dispatch, 'updating', () => callCart((api) => api.applyCartCoupon(code)));
        if (result.ok) toast.success(result.message || CartMessages.couponApplied);
        return result;
      },
      removeCoupon: async () => {
        const result = await runCartChange(dispatch, 'updating', () => callCart((api) => api.removeCartCoupon()));
        if (result.ok) toast.success(result.message || CartMessages.couponRemoved);
        return showFailure(result);
      },
      revalidate: async () => {
        const prices = await runCartChange(dispatch, 'updating', () => callCart((api) => api.refreshCartPrices()));
        await runCartChange(dispatch, 'updating', () => callCart((api) => api.validateCartStock()));
        return { pricesUpdated: prices.ok && prices.data.prices_updated === true };
      },
      replace: (cart) => dispatch({ type: 'replaced', cart }),
      openDrawer: () => {
        dispatch({ type: 'drawer', open: true });
        track('view_cart', {});
      },
      closeDrawer: () => dispatch({ type: 'drawer', open: false }),
      openCoupon: () => dispatch({ type: 'coupon', open: true }),
      closeCoupon: () => dispatch({ type: 'coupon', open: false }),
    };
  }, [toast, nextLoad]);

  // After hydration only: the server never asks for the cart. Without the API's hint there is no
  // cart to show, so no call and an empty cart (the cart page asks anyway: a cart made before the
  // hint existed shows there, and its answer sets the hint).
  useEffect(() => {
    const readOrEmpty = () => {
      if (mayHaveCart() || window.location.pathname === '/cart') void actions.reload();
      // "Not read yet" becomes "empty": nothing on screen changes, so React may render it in
      // slices rather than as one task right after hydration (every card's button reads the cart).
      else startTransition(() => dispatch({ type: 'reset', currency }));
    };
    readOrEmpty();
    const onLogin = () => void actions.reload();
    const onLogout = () => dispatch({ type: 'reset', currency });
    const onVisible = () => {
      if (document.visibilityState === 'visible' && Date.now() - loadedAt.current > STALE_AFTER_MS) {
        loadedAt.current = Date.now();
        readOrEmpty();
      }
    };
    window.addEventListener(LOGIN_EVENT, onLogin);
    window.addEventListener(LOGOUT_EVENT, onLogout);
    document.addEventListener('visibilitychange', onVisible);
    return () => {
      window.removeEventListener(LOGIN_EVENT, onLogin);
      window.removeEventListener(LOGOUT_EVENT, onLogout);
      document.removeEventListener('visibilitychange', onVisible);
    };
  }, [actions, currency]);

  const token = state.itemAdded?.token;
  useEffect(() => (token === undefined ? undefined : scheduleItemAddedClear(dispatch, token)), [token]);

  const store = useMemo<CartStore>(() => ({ ...state, ...actions }), [state, actions]);
  return <CartContext.Provider value={store}>{children}</CartContext.Provider>;
}
