import { ORDER_STATUSES } from '@vitrine/contracts/orders';
import { describe, expect, it } from 'vitest';
import { canMove, canRecordRefund, paymentAfterCancel, paymentWhenPaid, restocks, statusesBefore } from './order-status.ts';

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

  it('turns the money of a cancelled paid order into a refund due, never just cancelled', () => {
    expect(paymentAfterCancel('paid')).toBe('refund_due');
    for (const unpaid of ['pending', 'awaiting_payment', 'failed'] as const) expect(paymentAfterCancel(unpaid)).toBe(unpaid);
  });

  it('records a payment that lands on a cancelled order as refund due, never placed', () => {
    expect(paymentWhenPaid('placed')).toBe('paid');
    expect(paymentWhenPaid('cancelled')).toBe('refund_due');
  });

  it('lets the owner record a refund of a cancelled order only while money is due back', () => {
    expect(canRecordRefund({ status: 'cancelled', payment_status: 'refund_due' })).toBe(true);
    expect(canRecordRefund({ status: 'cancelled', payment_status: 'awaiting_payment' })).toBe(false);
    expect(canRecordRefund({ status: 'cancelled', payment_status: 'refunded' })).toBe(false);
    expect(canRecordRefund({ status: 'placed', payment_status: 'paid' })).toBe(false);
  });
});
