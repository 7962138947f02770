import type { CartAddress } from '@vitrine/contracts/cart';
import { ORDER_STATUSES } from '@vitrine/contracts/orders';
import { describe, expect, it } from 'vitest';
import {
  CANCEL_OTHER_MAX,
  CANCEL_REASONS,
  CancelMessages,
  cancelReason,
  formatOrderDate,
  formatOrderTime,
  itemCount,
  orderAddressLines,
  orderTimeline,
  paymentStatusLabel,
  regionOf,
  statusBadgeClass,
} from './order-rules';

describe('status badge', () => {
  it('gives every status a tone: in progress, done, cancelled, waiting on the shop', () => {
    for (const status of ORDER_STATUSES) expect(statusBadgeClass(status)).toMatch(/^order-status order-status--(progress|success|danger|warning)$/);
    expect(statusBadgeClass('placed')).toBe('order-status order-status--progress');
    expect(statusBadgeClass('delivered')).toBe('order-status order-status--success');
    expect(statusBadgeClass('cancelled')).toBe('order-status order-status--danger');
    expect(statusBadgeClass('refund_requested')).toBe('order-status order-status--warning');
  });

  it('falls back to the neutral badge for a status it does not know', () => {
    expect(statusBadgeClass('lost_at_sea')).toBe('order-status');
    expect(statusBadgeClass('constructor')).toBe('order-status');
  });
});

describe('dates, counts and payment status', () => {
  it('prints dates in UTC so server and browser agree', () => {
    expect(formatOrderDate('2025-11-22T23:40:00Z')).toBe('22 Nov 2025');
    expect(formatOrderTime('2025-11-22T03:40:00Z')).toBe('22 Nov 2025, 03:40');
    expect(formatOrderDate('soon')).toBe('soon');
  });

  it('counts items', () => {
    expect(itemCount(1)).toBe('1 item');
    expect(itemCount(3)).toBe('3 items');
  });

  it('labels payment statuses', () => {
    expect(paymentStatusLabel('awaiting_payment')).toBe('Awaiting payment');
    expect(paymentStatusLabel('paid')).toBe('Paid');
    expect(paymentStatusLabel('something_new')).toBe('something_new');
  });
});

describe('status timeline', () => {
  it('orders the history oldest first, keeps ties in the API order, marks the last as current', () => {
    const steps = orderTimeline([
      { status: 'cancelled', label: 'Cancelled', note: '  Ordered by mistake ', at: '2025-11-22T05:00:00Z' },
      { status: 'placed', label: 'Placed', note: null, at: '2025-11-22T03:40:00Z' },
      { status: 'confirmed', label: 'Confirmed', note: '', at: '2025-11-22T03:40:00Z' },
    ]);
    expect(steps.map((s) => [s.label, s.date, s.note, s.current])).toEqual([
      ['Placed', '22 Nov 2025, 03:40', null, false],
      ['Confirmed', '22 Nov 2025, 03:40', null, false],
      ['Cancelled', '22 Nov 2025, 05:00', 'Ordered by mistake', true],
    ]);
    expect(new Set(steps.map((s) => s.key)).size).toBe(3);
  });

  it('is empty without history', () => {
    expect(orderTimeline([])).toEqual([]);
  });
});

describe('order address lines', () => {
  it('prints the name, the lines in reading order and the phone, leaving ids and flags out', () => {
    const address = {
      address_type: 'Shipping',
      country_id: 'country_in',
      state_id: 'st_in_ka',
      address_id: 'adr_1',
      pincode: '560001',
      city: 'Bengaluru',
      first_name: 'Asha',
      last_name: 'Rao',
      phone: '9876543210',
      address_line_2: '',
      address_line_1: '12 MG Road',
      state_name: 'Karnataka',
      is_default: true,
    } as CartAddress;
    expect(orderAddressLines(address)).toEqual({ name: 'Asha Rao', lines: ['12 MG Road', 'Bengaluru', 'Karnataka', '560001'], phone: '9876543210' });
  });

  it('keeps a country’s own fields, after the usual ones', () => {
    const address = { address_type: 'Billing', country_id: 'c', state_id: null, address_id: null, gstin: '29ABCDE1234F1Z5', city: 'Pune' } as CartAddress;
    expect(orderAddressLines(address)).toEqual({ name: '', lines: ['Pune', '29ABCDE1234F1Z5'], phone: null });
  });

  it('is empty without an address', () => {
    expect(orderAddressLines(null)).toEqual({ name: '', lines: [], phone: null });
  });
});

describe('region of an address', () => {
  const countries = [{ id: 'country_in', name: 'India', states: [{ id: 'st_in_ka', name: 'Karnataka', code: 'KA' }] }];
  const at = (country_id: string, state_id: string | null) => ({ address_type: 'Shipping', country_id, state_id, address_id: null }) as CartAddress;

  it('names the state and the country', () => {
    expect(regionOf(at('country_in', 'st_in_ka'), countries)).toBe('Karnataka, India');
    expect(regionOf(at('country_in', null), countries)).toBe('India');
  });

  it('is null when neither is known', () => {
    expect(regionOf(at('country_xx', 'st_xx'), countries)).toBeNull();
    expect(regionOf(null, countries)).toBeNull();
  });
});

describe('cancellation reason', () => {
  it('offers the five reasons, Other last', () => {
    expect(CANCEL_REASONS).toEqual(['Ordered by mistake', 'Found a better price', 'Delivery is too late', 'Want to change items or address', 'Other']);
  });

  it('sends a chosen reason as it is', () => {
    expect(cancelReason('Found a better price', 'ignored')).toEqual({ ok: true, reason: 'Found a better price' });
  });

  it('asks for a reason first', () => {
    expect(cancelReason('', '')).toEqual({ ok: false, field: 'reason', message: CancelMessages.chooseReason });
    expect(cancelReason('Because', '')).toEqual({ ok: false, field: 'reason', message: CancelMessages.chooseReason });
  });

  it('sends the text of Other, which must be given and at most 500 characters', () => {
    expect(cancelReason('Other', '  Gift no longer needed ')).toEqual({ ok: true, reason: 'Gift no longer needed' });
    expect(cancelReason('Other', '   ')).toEqual({ ok: false, field: 'other', message: CancelMessages.describeOther });
    expect(cancelReason('Other', 'x'.repeat(CANCEL_OTHER_MAX))).toEqual({ ok: true, reason: 'x'.repeat(CANCEL_OTHER_MAX) });
    expect(cancelReason('Other', 'x'.repeat(CANCEL_OTHER_MAX + 1))).toEqual({ ok: false, field: 'other', message: CancelMessages.tooLong });
  });
});
