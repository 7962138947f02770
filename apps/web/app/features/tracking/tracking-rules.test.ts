import { TrackingMessages } from '@vitrine/contracts/tracking';
import { describe, expect, it } from 'vitest';
import { contactKind, formatTrackingTime, trackFailureMessage, trackFieldErrors, trackingPath, trackRequest, waybillFromSplat } from './tracking-rules';

const blank = { order_no: '', contact: '', waybill: '' };

describe('trackRequest', () => {
  it('sends the order number with an email when the contact has an @', () => {
    expect(trackRequest('order', { ...blank, order_no: ' #VT1001 ', contact: ' asha@example.com ' })).toEqual({
      ok: true,
      body: { order_no: 'VT1001', email: 'asha@example.com' },
    });
  });

  it('sends the order number with a phone otherwise', () => {
    expect(trackRequest('order', { ...blank, order_no: 'VT1001', contact: '+91 98765 43210' })).toEqual({
      ok: true,
      body: { order_no: 'VT1001', phone: '+91 98765 43210' },
    });
    expect(contactKind('9876543210')).toBe('phone');
  });

  it('names the missing fields', () => {
    expect(trackRequest('order', blank)).toEqual({
      ok: false,
      errors: { order_no: 'Enter your order number', contact: 'Enter the email or phone the order was placed with' },
    });
    expect(trackRequest('waybill', { ...blank, order_no: 'VT1' })).toEqual({ ok: false, errors: { waybill: 'Enter the waybill number' } });
  });

  it('sends the waybill alone on the waybill tab', () => {
    expect(trackRequest('waybill', { order_no: 'VT1', contact: 'a@b.c', waybill: ' WB123 ' })).toEqual({ ok: true, body: { waybill: 'WB123' } });
  });
});

describe('API failures', () => {
  it('puts email and phone errors under the one contact box', () => {
    expect(trackFieldErrors({ order_no: 'Too long', phone: 'Not valid', other: 'x' })).toEqual({ order_no: 'Too long', contact: 'Not valid' });
    expect(trackFieldErrors({ waybill: 'Too long' })).toEqual({ waybill: 'Too long' });
  });

  it('says a 404 one way, leaves 422s to their fields and passes anything else on', () => {
    expect(trackFailureMessage(404, 'whatever', false)).toBe(TrackingMessages.notFound);
    expect(trackFailureMessage(422, 'Invalid', true)).toBeNull();
    expect(trackFailureMessage(422, 'Invalid', false)).toBe('Invalid');
    expect(trackFailureMessage(429, 'Too many requests', false)).toBe('Too many requests');
  });
});

describe('addresses and dates', () => {
  it('builds and reads /track-order/{waybill}', () => {
    expect(trackingPath('WB 1/2')).toBe('/track-order/WB%201%2F2');
    expect(waybillFromSplat('WB123/')).toBe('WB123');
    expect(waybillFromSplat('')).toBeNull();
    expect(waybillFromSplat(undefined)).toBeNull();
  });

  it('formats times in UTC and keeps what is not a date', () => {
    expect(formatTrackingTime('2025-11-22T03:40:00.000Z')).toBe('22 Nov 2025, 03:40');
    expect(formatTrackingTime('soon')).toBe('soon');
  });
});
