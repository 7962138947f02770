import { type Cart, emptyCart } from '@vitrine/contracts/cart';

// spec §4 "Cart and dialogs": the browser's copy of the cart plus UI flags. Every successful
// answer replaces the copy (spec §7); a failure changes nothing. Pure, so the rules are tested
// without a browser (cart-state.test.ts).

export type BusyFlag = 'updating' | 'adding' | 'buyingNow';

export interface CartState {
  cart: Cart;
  /** idle on the server and before hydration: every visitor's HTML is the same. */
  status: 'idle' | 'loading' | 'ready' | 'failed';
  /** Counts replacements: a background load that started before one is stale. */
  revision: number;
  updating: boolean;
  adding: boolean;
  buyingNow: boolean;
  /** spec §9: set by an add, cleared after ITEM_ADDED_FLAG_MS. token tells one add from the next. */
  itemAdded: { productId: string; token: number } | null;
  drawerOpen: boolean;
  couponOpen: boolean;
  /** spec §4 validation flags: whatever the last replacing answer said, reset on every replacement. */
  pricesUpdated: boolean;
  stockValid: boolean | null;
  outOfStockItems: readonly string[];
}

export type CartAction =
  | { type: 'loading' }
  | { type: 'loaded'; cart: Cart; since: number }
  | { type: 'loadFailed' }
  | { type: 'replaced'; cart: Cart }
  | { type: 'busy'; flag: BusyFlag; on: boolean }
  | { type: 'itemAdded'; productId: string; token: number }
  | { type: 'itemAddedCleared'; token: number }
  | { type: 'drawer'; open: boolean }
  | { type: 'coupon'; open: boolean }
  | { type: 'reset'; currency: string };

export function initialCartState(currency: string): CartState {
  return {
    cart: emptyCart(currency),
    status: 'idle',
    revision: 0,
    updating: false,
    adding: false,
    buyingNow: false,
    itemAdded: null,
    drawerOpen: false,
    couponOpen: false,
    pricesUpdated: false,
    stockValid: null,
    outOfStockItems: [],
  };
}

function replace(state: CartState, cart: Cart): CartState {
  return {
    ...state,
    cart,
    status: 'ready',
    revision: state.revision + 1,
    // Only the answer of update-items-price or validate/stock carries these; any other answer resets them.
    pricesUpdated: cart.prices_updated ?? false,
    stockValid: cart.stock_valid ?? null,
    outOfStockItems: cart.out_of_stock_items ?? [],
  };
}

export function cartReducer(state: CartState, action: CartAction): CartState {
  switch (action.type) {
    case 'loading':
      return { ...state, status: state.status === 'ready' ? 'ready' : 'loading' };
    case 'loaded':
      // A change answered while the load was on its way is newer than the load.
      return action.since === state.revision ? replace(state, action.cart) : state;
    case 'loadFailed':
      return state.status === 'ready' ? state : { ...state, status: 'failed' };
    case 'replaced':
      return replace(state, action.cart);
    case 'busy':
      return { ...state, [action.flag]: action.on };
    case 'itemAdded':
      return { ...state, itemAdded: { productId: action.productId, token: action.token } };
    case 'itemAddedCleared':
      return state.itemAdded?.token === action.token ? { ...state, itemAdded: null } : state;
    case 'drawer':
      return { ...state, drawerOpen: action.open };
    case 'coupon':
      return { ...state, couponOpen: action.open };
    case 'reset':
      // spec §1: on logout the cart is cleared.
      return { ...initialCartState(action.currency), status: 'ready', revision: state.revision + 1 };
  }
}

/** A line that cannot be bought as it stands (spec: out-of-stock notice, checkout disabled). */
export function lineBlocked(item: Cart['items'][number]): boolean {
  return item.out_of_stock || !item.available;
}

/** Checkout needs items, none of them blocked, and no failed stock check since the last change. */
export function canCheckout(state: Pick<CartState, 'cart' | 'stockValid'>): boolean {
  return state.cart.items.length > 0 && !state.cart.items.some(lineBlocked) && state.stockValid !== false;
}

/** What MRP prices would have cost more than today's, minor units (0 when nothing is discounted). */
export function mrpSavings(cart: Cart): number {
  return Math.max(0, cart.totals.mrp_total - cart.totals.sub_total);
}
