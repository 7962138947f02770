// spec §3 Cart, Cart item and Cart cookie; §4 cart flags; §7 Cart calls. Zod-free on purpose:
// the browser bundle imports it (the request schemas are in cart-inputs.ts).
import { formatMoney } from './money.ts';

/** Most units of one line: the cart's own cap, below stock and any per-product limit. */
export const CART_LINE_MAX_QUANTITY = 100;
/**
 * Most units one line may hold: stock, the product's per-order limit (null or 0: none) and the
 * cart's own cap. The one rule for the API's cart and the product page's quantity picker.
 */
export function lineMaxQuantity(stock: number, maxPerOrder: number | null): number {
  const limit = maxPerOrder !== null && maxPerOrder > 0 ? maxPerOrder : Number.POSITIVE_INFINITY;
  const units = Number.isFinite(stock) ? Math.floor(Math.max(0, stock)) : 0;
  return Math.max(0, Math.min(units, limit, CART_LINE_MAX_QUANTITY));
}
/** Most lines one cart holds. */
export const MAX_CART_LINES = 50;
/** spec §9: the item-added flag clears after 2 seconds. */
export const ITEM_ADDED_FLAG_MS = 2000;
/** Used when settings.cart_expire_days is missing or unreadable. */
export const DEFAULT_CART_EXPIRE_DAYS = 30;
/** Longest personalisation text kept on a line. */
export const CART_CUSTOM_TEXT_MAX = 200;

// Vitrine's own messages where the spec shows none ('Your cart is empty' is spec §5).
export const CartMessages = {
  added: 'Added to your cart',
  updated: 'Cart updated',
  removed: 'Removed from your cart',
  empty: 'Your cart is empty',
  productNotFound: 'Product not found',
  unavailable: 'This product is not available right now',
  soldOut: 'This product is sold out',
  onlyLeft: (left: number) => `Only ${left} left in stock`,
  perOrderLimit: (limit: number) => `You can buy at most ${limit} of this product in one order`,
  lineNotFound: 'This item is no longer in your cart',
  full: `Your cart is full (${MAX_CART_LINES} items). Please remove one to add another`,
  notYourCart: 'This cart belongs to another session',
  uploadNotFound: 'The uploaded picture was not found. Please upload it again',
  couponApplied: 'Coupon applied',
  couponRemoved: 'Coupon removed',
  couponUnknown: 'This coupon code is not valid',
  couponNotStarted: 'This coupon is not active yet',
  couponExpired: 'This coupon has expired',
  couponExhausted: 'This coupon has been fully used',
  couponUsedUp: 'You have already used this coupon',
  couponNeedsLogin: 'Please log in to use this coupon',
  couponMinOrder: (minimum: string) => `Add items worth ${minimum} or more to use this coupon`,
  couponNotApplicable: 'This coupon does not apply to the items in your cart',
  couponNone: 'No coupon is applied',
  pricesUpdated: 'Prices in your cart have changed. Please review them',
  pricesCurrent: 'Prices in your cart are up to date',
  stockValid: 'Every item in your cart is in stock',
  outOfStock: 'Some items in your cart are out of stock. Please remove them or lower the quantity',
  shippingMethodUnknown: 'This shipping method is not available',
  paymentMethodUnknown: 'This payment method is not available',
  contactSaved: 'Contact details saved',
  addressSaved: 'Address saved',
  addressValid: 'Address is valid',
  shippingAddressEmpty: 'Shipping address is empty',
  billingAddressEmpty: 'Billing address is empty',
  cartValid: 'Your cart is ready for checkout',
  restored: 'Your cart has been restored',
  restoreLinkInvalid: 'This cart link is not valid or has expired',
} as const;

/** The coupon minimum, as the message prints it. */
export function couponMinOrderMessage(minOrder: number, currency: string): string {
  return CartMessages.couponMinOrder(formatMoney(minOrder, currency));
}

/** The variant a line holds, as the cart shows it. */
export interface CartProduct {
  /** The product's id (a line's product_id is the variant's id). */
  id: string;
  variant_id: string;
  name: string;
  slug: string;
  sku: string;
  brand: { name: string } | null;
  category: { name: string; slug: string } | null;
  base_image: { url: string; width: number; height: number; alt: string };
  /** The chosen options as a shopper reads them, e.g. [{ name: 'Colour', value: 'Indigo' }]. */
  options: { name: string; value: string }[];
  /** Current unit prices, minor units. */
  selling_price: number;
  mrp: number;
  currency: string;
  stock: number;
  /** Most units this line may hold: min(stock, per-product limit, CART_LINE_MAX_QUANTITY). */
  max_quantity: number;
  /** Link to the product page with this variant chosen. */
  url: string;
}

/** spec §3 Cart item: product, quantity_in_display_unit, product_id; customisation data. */
export interface CartItem {
  /** The line's own id (one variant personalised two ways is two lines). */
  id: string;
  /** The variant's id: what add-item, update-qty and remove-item name. */
  product_id: string;
  product: CartProduct;
  quantity_in_display_unit: number;
  /** Current unit price x quantity, minor units. */
  line_total: number;
  line_mrp: number;
  /** The unit price when the shopper last saw it, when it differs from today's. */
  previous_price: number | null;
  /** The product was unpublished, or stock no longer covers the quantity. */
  out_of_stock: boolean;
  available: boolean;
  additonal_data: { custom_text: string | null; image_path: string | null } | null;
}

export interface CartCoupon {
  code: string;
  description: string;
  /** The discount it gives this cart now, minor units. */
  discount: number;
  /** Why it gives nothing now (e.g. the cart fell below its minimum), or null. It stays applied. */
  reason: string | null;
}

/** A coupon offered in the coupon popup, with whether (and why not) it applies to this cart. */
export interface CouponOffer {
  code: string;
  description: string;
  ends_at: string | null;
  applicable: boolean;
  /** Why it does not apply, or null. */
  reason: string | null;
  /** What it would take off this cart, minor units. */
  discount: number;
}

export interface ShippingOption {
  id: string;
  name: string;
  description: string;
  /** What it costs for this cart, minor units (0 when free). */
  charge: number;
  /** Free from this amount (after discount), or null. */
  free_over: number | null;
}

export interface PaymentMethodOption {
  code: string;
  name: string;
}

/** An address kept on the cart: the address fields plus country, state and type (spec §7 update-address). */
export type CartAddress = {
  address_type: 'Shipping' | 'Billing';
  country_id: string;
  state_id: string | null;
  address_id: string | null;
} & Record<string, string | number | boolean | null>;

export interface CartTotals {
  /** Sum of lines at current prices. */
  sub_total: number;
  /** Sum of lines at MRP (what the shopper saves is mrp_total - sub_total). */
  mrp_total: number;
  discount: number;
  shipping: number;
  grand_total: number;
}

/** spec §3 Cart: every cart answer holds the whole cart, and the page replaces its copy with it. */
export interface Cart {
  /** The cart_session (null until the first item is added). */
  session_id: string | null;
  customer_id: string | null;
  items: CartItem[];
  total_quantity: number;
  coupon: CartCoupon | null;
  phone: string | null;
  email: string | null;
  shipping_address: CartAddress | null;
  billing_address: CartAddress | null;
  shipping_method: ShippingOption | null;
  shipping_methods: ShippingOption[];
  cart_payment_method: string | null;
  /** Only the methods the shop offers for the shipping address (no cash on delivery where the pincode has none). */
  cart_payment_methods: PaymentMethodOption[];
  /** Why the shop cannot deliver to the shipping address ('Sorry, we do not deliver to 744101 yet'); null when it can. */
  delivery_error: string | null;
  totals: CartTotals;
  grand_total: { amount: number; currency: string };
  currency: string;
  expires_at: string | null;
  /** Set by update-items-price: whether any price changed since the shopper last saw it. */
  prices_updated?: boolean;
  /** Set by validate/stock: whether every line is in stock, and the lines that are not. */
  stock_valid?: boolean;
  out_of_stock_items?: string[];
}

/** An empty cart, as a guest without a cart session sees it. */
export function emptyCart(currency = 'INR'): Cart {
  return {
    session_id: null,
    customer_id: null,
    items: [],
    total_quantity: 0,
    coupon: null,
    phone: null,
    email: null,
    shipping_address: null,
    billing_address: null,
    shipping_method: null,
    shipping_methods: [],
    cart_payment_method: null,
    cart_payment_methods: [],
    delivery_error: null,
    totals: { sub_total: 0, mrp_total: 0, discount: 0, shipping: 0, grand_total: 0 },
    grand_total: { amount: 0, currency },
    currency,
    expires_at: null,
  };
}

/** A cart session id: what the cart cookie and the cart_session field carry. */
export const CART_SESSION_ID_PATTERN = /^[A-Za-z0-9_-]{8,100}$/;

/** spec §3 cart cookie: `{ "api_cart": true, "cart_session": id }` under one fixed key. */
export function cartCookieValue(sessionId: string): string {
  return JSON.stringify({ api_cart: true, cart_session: sessionId });
}

/** The cart session id a cart cookie holds (its JSON form, or a bare id), or null. */
export function parseCartCookie(raw: string | null | undefined): string | null {
  let candidate: unknown = raw;
  if (raw?.startsWith('{')) {
    try {
      candidate = (JSON.parse(raw) as { cart_session?: unknown }).cart_session;
    } catch {
      candidate = undefined;
    }
  }
  return typeof candidate === 'string' && CART_SESSION_ID_PATTERN.test(candidate) ? candidate : null;
}
