import type { ApiClient } from '@vitrine/contracts/api-client';
import type { OrderTracking } from '@vitrine/contracts/tracking';
import { runCall } from '../../lib/api-result';
import { trackFailureMessage, waybillFromSplat } from './tracking-rules';

export interface TrackingPageData {
  /** The waybill in the address (/track-order/{waybill}), or null on /track-order. */
  waybill: string | null;
  tracking: OrderTracking | null;
  /** Why the waybill found nothing: 'No order matches these details', a rate limit, an outage. */
  failure: string | null;
}

/** /track-order/{waybill} looked up on the server; /track-order itself is just the form. */
export async function loadTracking(api: ApiClient, splat: string | undefined): Promise<TrackingPageData> {
  const waybill = waybillFromSplat(splat);
  if (!waybill) return { waybill: null, tracking: null, failure: null };
  const result = await runCall(() => api.trackWaybill(waybill));
  if (result.ok) return { waybill, tracking: result.data, failure: null };
  return { waybill, tracking: null, failure: trackFailureMessage(result.failure.statusCode, result.failure.message, false) };
}
