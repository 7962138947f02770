import { describe, expect, it } from 'vitest';
import type { AnalyticsEvent, AnalyticsParams } from '../../lib/analytics';
import { clarityCall, gtagCall, gtmPushes, pixelCall, umamiCall } from './event-mapping';

const cart: AnalyticsParams = {
  currency: 'INR',
  value: 2598,
  items: [
    { item_id: 'MUG-1', item_name: 'Mug', price: 1299, quantity: 2 },
    { item_id: 'CUSH-2', item_name: 'Cushion', price: 0, quantity: 1 },
  ],
};

const SPEC_EVENTS: AnalyticsEvent[] = [
  'view_item',
  'view_cart',
  'add_to_cart',
  'add_to_wishlist',
  'remove_from_cart',
  'begin_checkout',
  'add_shipping_info',
  'add_payment_info',
  'purchase',
  'whatsapp_chat',
];

describe('analytics event mapping per provider (spec §7)', () => {
  it('gtag sends GA4 events with items, value and currency as they are', () => {
    expect(gtagCall('add_to_cart', cart)).toEqual(['event', 'add_to_cart', cart]);
  });

  it('GTM clears ecommerce, then pushes the event with its ecommerce object', () => {
    const purchase = { ...cart, transaction_id: 'ORD-1', shipping: 50 };
    expect(gtmPushes('purchase', purchase)).toEqual([
      { ecommerce: null },
      { event: 'purchase', ecommerce: { currency: 'INR', value: 2598, items: cart.items, transaction_id: 'ORD-1', shipping: 50 } },
    ]);
    expect(gtmPushes('whatsapp_chat', { page: '/product/mug' })).toEqual([{ event: 'whatsapp_chat', page: '/product/mug' }]);
  });

  it('the Pixel gets its standard events and content params, custom ones for the rest', () => {
    expect(pixelCall('add_to_cart', cart)).toEqual([
      'track',
      'AddToCart',
      {
        content_ids: ['MUG-1', 'CUSH-2'],
        contents: [
          { id: 'MUG-1', quantity: 2, item_price: 1299 },
          { id: 'CUSH-2', quantity: 1, item_price: 0 },
        ],
        content_type: 'product',
        num_items: 3,
        value: 2598,
        currency: 'INR',
      },
    ]);
    expect(pixelCall('view_item', { items: [cart.items![0]] })[1]).toBe('ViewContent');
    expect(pixelCall('view_item', { items: [cart.items![0]] })[2].content_name).toBe('Mug');
    expect(pixelCall('begin_checkout', cart)[1]).toBe('InitiateCheckout');
    expect(pixelCall('purchase', cart)[1]).toBe('Purchase');
    expect(pixelCall('add_to_wishlist', cart)[1]).toBe('AddToWishlist');
    expect(pixelCall('add_payment_info', cart)[1]).toBe('AddPaymentInfo');
    expect(pixelCall('whatsapp_chat', {})).toEqual(['track', 'Contact', {}]);
    expect(pixelCall('remove_from_cart', cart).slice(0, 2)).toEqual(['trackCustom', 'RemoveFromCart']);
    expect(pixelCall('view_cart', cart).slice(0, 2)).toEqual(['trackCustom', 'ViewCart']);
    expect(pixelCall('add_shipping_info', cart).slice(0, 2)).toEqual(['trackCustom', 'AddShippingInfo']);
  });

  it('Clarity gets the event name; Umami flat data', () => {
    expect(clarityCall('begin_checkout')).toEqual(['event', 'begin_checkout']);
    expect(umamiCall('purchase', { ...cart, transaction_id: 'ORD-1' })).toEqual([
      'purchase',
      { currency: 'INR', value: 2598, transaction_id: 'ORD-1', item_ids: 'MUG-1,CUSH-2', quantity: 3 },
    ]);
  });

  it('every spec event maps for every provider without throwing', () => {
    for (const event of SPEC_EVENTS) {
      expect(gtagCall(event, cart)[1]).toBe(event);
      expect(gtmPushes(event, cart).at(-1)).toMatchObject({ event });
      expect(pixelCall(event, cart)[1]).toMatch(/^[A-Za-z_]+$/);
      expect(clarityCall(event)[1]).toBe(event);
      expect(umamiCall(event, cart)[0]).toBe(event);
    }
  });
});
