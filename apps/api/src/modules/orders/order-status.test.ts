import { ORDER_STATUSES } from '@vitrine/contracts/orders';
import { describe, expect, it } from 'vitest';
import { canMove, restocks, statusesBefore } from './order-status.ts';

describe('order status moves (decisions/012)', () => {
  it('lets a customer cancel only before shipping, and ask for a refund only once delivered', () => {
    expect(statusesBefore('customer', 'cancelled')).toEqual(['placed', 'confirmed', 'packed']);
    expect(canMove('customer', 'shipped', 'cancelled')).toBe(false);
    expect(statusesBefore('customer', 'refund_requested')).toEqual(['delivered']);
    expect(canMove('customer', 'placed', 'confirmed')).toBe(false);
  });

  it('lets the owner move an order forward, never back from cancelled or refunded', () => {
    expect(canMove('owner', 'placed', 'confirmed')).toBe(true);
    expect(canMove('owner', 'packed', 'shipped')).toBe(true);
    expect(canMove('owner', 'refund_requested', 'refunded')).toBe(true);
    for (const to of ORDER_STATUSES) {
      expect(canMove('owner', 'cancelled', to)).toBe(false);
      expect(canMove('owner', 'refunded', to)).toBe(false);
    }
  });

  it('restocks on cancelling only', () => {
    expect(ORDER_STATUSES.filter(restocks)).toEqual(['cancelled']);
  });
});
