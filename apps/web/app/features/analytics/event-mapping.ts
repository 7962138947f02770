import type { AnalyticsEvent, AnalyticsItem, AnalyticsParams } from '../../lib/analytics';

// spec §7 events, in each provider's own vocabulary. Screens fire one GA4-shaped event
// (lib/analytics.ts); these pure functions turn it into the call each provider's API expects.

/** gtag('event', name, params): Vitrine's event names and params are GA4's recommended ones. */
export function gtagCall(event: AnalyticsEvent, params: AnalyticsParams): ['event', string, AnalyticsParams] {
  return ['event', event, params];
}

/** Google Tag Manager's dataLayer: ecommerce data under `ecommerce`, cleared before each event (Google's advice). */
export function gtmPushes(event: AnalyticsEvent, params: AnalyticsParams): Record<string, unknown>[] {
  const { items, currency, value, ...rest } = params;
  if (!items) return [{ event, ...params }];
  return [{ ecommerce: null }, { event, ecommerce: { currency, value, items, ...rest } }];
}

const PIXEL_STANDARD: Partial<Record<AnalyticsEvent, string>> = {
  view_item: 'ViewContent',
  add_to_cart: 'AddToCart',
  add_to_wishlist: 'AddToWishlist',
  begin_checkout: 'InitiateCheckout',
  add_payment_info: 'AddPaymentInfo',
  purchase: 'Purchase',
  whatsapp_chat: 'Contact',
};

const PIXEL_CUSTOM: Partial<Record<AnalyticsEvent, string>> = {
  view_cart: 'ViewCart',
  remove_from_cart: 'RemoveFromCart',
  add_shipping_info: 'AddShippingInfo',
};

/** fbq('track', StandardEvent, params) or fbq('trackCustom', Name, params) with the Pixel's content params. */
export function pixelCall(event: AnalyticsEvent, params: AnalyticsParams): ['track' | 'trackCustom', string, Record<string, unknown>] {
  const items: AnalyticsItem[] = params.items ?? [];
  const data: Record<string, unknown> = {};
  if (items.length) {
    data.content_ids = items.map((item) => item.item_id);
    data.contents = items.map((item) => ({ id: item.item_id, quantity: item.quantity ?? 1, ...(item.price !== undefined ? { item_price: item.price } : {}) }));
    data.content_type = 'product';
    data.num_items = items.reduce((sum, item) => sum + (item.quantity ?? 1), 0);
    if (items.length === 1) data.content_name = items[0].item_name;
  }
  if (params.value !== undefined) data.value = params.value;
  if (params.currency) data.currency = params.currency;
  const standard = PIXEL_STANDARD[event];
  return standard ? ['track', standard, data] : ['trackCustom', PIXEL_CUSTOM[event] ?? event, data];
}

/** clarity('event', name): Clarity's custom events carry a name only. */
export function clarityCall(event: AnalyticsEvent): ['event', string] {
  return ['event', event];
}

/** umami.track(name, data): flat event data (Umami shows properties, not nested lists). */
export function umamiCall(event: AnalyticsEvent, params: AnalyticsParams): [string, Record<string, string | number>] {
  const data: Record<string, string | number> = {};
  for (const [key, value] of Object.entries(params)) {
    if (typeof value === 'string' || typeof value === 'number') data[key] = value;
  }
  if (params.items?.length) {
    data.item_ids = params.items.map((item) => item.item_id).join(',');
    data.quantity = params.items.reduce((sum, item) => sum + (item.quantity ?? 1), 0);
  }
  return [event, data];
}
