import type { ApiResponse, ApiTransport } from '@vitrine/contracts/api-transport';
import { describe, expect, it, vi } from 'vitest';
import { mayReportPurchase } from './purchase-marks';

const order = { order_id: 'o1', token: 't1' };
const answering = (statusCode: number, body: unknown) => vi.fn<ApiTransport>(async () => ({ statusCode, body: body as ApiResponse['body'], setCookies: [] }));

describe('purchase marks (spec §7 purchase tracking)', () => {
  it('sends to a flagged provider only when this call set the order mark', async () => {
    const first = answering(200, { status: 'success', data: { first: true } });
    expect(await mayReportPurchase(first, 'GoogleGtag', order)).toBe(true);
    expect(first).toHaveBeenCalledWith({ method: 'PUT', path: '/api/plugins/GoogleGtag/track-purchase', body: order });
    expect(await mayReportPurchase(answering(200, { status: 'success', data: { first: false } }), 'FacebookPixel', order)).toBe(false);
  });

  it('does not send when the mark cannot be set or read', async () => {
    expect(await mayReportPurchase(answering(404, { status: 'error' }), 'GoogleTagManager', order)).toBe(false);
    const offline = vi.fn<ApiTransport>(async () => {
      throw new Error('offline');
    });
    expect(await mayReportPurchase(offline, 'GoogleGtag', order)).toBe(false);
  });

  it('providers without an order flag need no mark', async () => {
    const transport = answering(500, {});
    expect(await mayReportPurchase(transport, 'MicrosoftClarity', order)).toBe(true);
    expect(await mayReportPurchase(transport, 'UmamiAnalytics', order)).toBe(true);
    expect(transport).not.toHaveBeenCalled();
  });
});
