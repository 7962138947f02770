// spec §7 analytics events. Screens call track() only; the providers (GoogleGtag, Google Tag
// Manager, Facebook Pixel, … spec §1) are plugged in later, after consent (spec "no analytics
// script before consent"). Until one registers, events wait in a bounded queue.

export type AnalyticsEvent =
  | 'view_item'
  | 'view_cart'
  | 'add_to_cart'
  | 'add_to_wishlist'
  | 'remove_from_cart'
  | 'begin_checkout'
  | 'add_shipping_info'
  | 'add_payment_info'
  | 'purchase'
  | 'whatsapp_chat';

/** One product in an event, in the shape the common providers read (GA4 `items`). */
export interface AnalyticsItem {
  item_id: string;
  item_name: string;
  item_brand?: string;
  item_category?: string;
  item_variant?: string;
  /** Unit price in major units (providers expect 1299.5, not 129950). */
  price?: number;
  quantity?: number;
}

export interface AnalyticsParams {
  currency?: string;
  /** Major units. */
  value?: number;
  items?: AnalyticsItem[];
  [key: string]: unknown;
}

/**
 * What the shop itself needs about an event and no provider may see: a purchase's order reference
 * (its token opens a guest's order), for the once-per-order marks of spec §7 purchase tracking.
 */
export interface AnalyticsContext {
  order?: { order_id: string; token?: string };
}

export type AnalyticsProvider = (event: AnalyticsEvent, params: AnalyticsParams, context: AnalyticsContext) => void;

/** Events kept for a provider that has not registered yet; the oldest go first past this. */
export const MAX_QUEUED_EVENTS = 50;

const providers = new Set<AnalyticsProvider>();
let queue: { event: AnalyticsEvent; params: AnalyticsParams; context: AnalyticsContext }[] = [];

function deliver(provider: AnalyticsProvider, event: AnalyticsEvent, params: AnalyticsParams, context: AnalyticsContext): void {
  try {
    provider(event, params, context);
  } catch (error) {
    // A broken tag must never break the shop.
    console.warn('[analytics]', event, error);
  }
}

/** Sends an event to every provider, or keeps it until the first one registers. */
export function track(event: AnalyticsEvent, params: AnalyticsParams = {}, context: AnalyticsContext = {}): void {
  if (providers.size === 0) {
    queue.push({ event, params, context });
    if (queue.length > MAX_QUEUED_EVENTS) queue = queue.slice(-MAX_QUEUED_EVENTS);
    return;
  }
  for (const provider of providers) deliver(provider, event, params, context);
}

/** Plugs a provider in; it first receives the queued events. Returns its unregister function. */
export function registerAnalyticsProvider(provider: AnalyticsProvider): () => void {
  providers.add(provider);
  const waiting = queue;
  queue = [];
  for (const { event, params, context } of waiting) deliver(provider, event, params, context);
  return () => {
    providers.delete(provider);
  };
}

/** Minor units (what the API speaks) to the major units providers expect. */
export function toMajorUnits(minor: number): number {
  return minor / 100;
}
