import { describe, expect, it } from 'vitest';
import { formatData, parseCommand } from './admin-cli.mjs';

// `npm run admin`: each command line becomes one admin API request, or a clear refusal.

describe('npm run admin argument parsing', () => {
  it('turns each command into its admin API request', () => {
    expect(parseCommand([])).toEqual({ help: true });
    expect(parseCommand(['help'])).toEqual({ help: true });
    expect(parseCommand(['orders'])).toEqual({ method: 'GET', path: '/api/admin/orders' });
    expect(parseCommand(['orders', '--status', 'placed', '--page=2'])).toEqual({ method: 'GET', path: '/api/admin/orders?status=placed&page=2' });
    expect(parseCommand(['order', 'VABC2345'])).toEqual({ method: 'GET', path: '/api/admin/orders/VABC2345' });
    expect(parseCommand(['confirm', 'VABC2345'])).toEqual({ method: 'POST', path: '/api/admin/orders/VABC2345/status', body: { to: 'confirmed' } });
    expect(parseCommand(['pack', 'ord_1']).body).toEqual({ to: 'packed' });
    expect(parseCommand(['ship', 'ord_1', '--waybill', 'WB123', '--courier', 'Delhivery']).body).toEqual({
      to: 'shipped',
      waybill: 'WB123',
      courier: 'Delhivery',
    });
    expect(parseCommand(['out-for-delivery', 'ord_1']).body).toEqual({ to: 'out_for_delivery' });
    expect(parseCommand(['deliver', 'ord_1']).body).toEqual({ to: 'delivered' });
    expect(parseCommand(['cancel', 'ord_1', '--note', 'No stock']).body).toEqual({ to: 'cancelled', note: 'No stock' });
    expect(parseCommand(['refund-approve', 'ord_1']).body).toEqual({ to: 'refunded' });
    expect(parseCommand(['refund-reject', 'ord_1', '--note', 'Used']).body).toEqual({ to: 'delivered', note: 'Used' });
    // Recording the refund of money due back (a cancelled paid order, a second payment).
    expect(parseCommand(['refund', 'VABC2345', '--reference', 'RF-1', '--note', 'By card'])).toEqual({
      method: 'POST',
      path: '/api/admin/orders/VABC2345/refund',
      body: { reference: 'RF-1', note: 'By card' },
    });
    expect(parseCommand(['refund', 'ord_1'])).toEqual({ method: 'POST', path: '/api/admin/orders/ord_1/refund', body: {} });
    expect(parseCommand(['scan', 'WB123', '--status', 'In transit', '--location', 'Pune'])).toEqual({
      method: 'POST',
      path: '/api/admin/shipments/WB123/scans',
      body: { status: 'In transit', location: 'Pune' },
    });
  });

  it('refuses incomplete or unknown command lines with a message', () => {
    expect(() => parseCommand(['ship', 'ord_1', '--waybill', 'WB123'])).toThrow('Missing --courier');
    expect(() => parseCommand(['confirm'])).toThrow('Missing the order id or number');
    expect(() => parseCommand(['refund-reject', 'ord_1'])).toThrow('Missing --note');
    expect(() => parseCommand(['scan', 'WB123'])).toThrow('Missing --status');
    expect(() => parseCommand(['teleport', 'ord_1'])).toThrow('Unknown command teleport');
    expect(() => parseCommand(['confirm', 'ord_1', '--waybill', 'X'])).toThrow('Unknown option --waybill');
    expect(() => parseCommand(['cancel', 'ord_1', '--note'])).toThrow('--note needs a value');
    expect(() => parseCommand(['refund'])).toThrow('Missing the order id or number');
    expect(() => parseCommand(['refund', 'ord_1', '--waybill', 'X'])).toThrow('Unknown option --waybill');
  });

  it('prints an order list as rows', () => {
    const text = formatData({
      orders: [
        {
          order_no: 'VABC2345',
          status: 'placed',
          grand_total: { amount: 12345, currency: 'INR' },
          payment_status: 'pending',
          created_at: '2025-01-01T00:00:00.000Z',
          order_id: 'ord_1',
        },
      ],
      page: 1,
      total: 1,
      has_more: false,
    });
    expect(text).toContain('VABC2345');
    expect(text).toContain('123.45 INR');
    expect(text).toContain('page 1, 1 of 1');
  });
});
