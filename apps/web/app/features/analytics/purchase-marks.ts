import type { ApiTransport } from '@vitrine/contracts/api-transport';
import type { AnalyticsContext } from '../../lib/analytics';
import type { AnalyticsPlugin } from '../../lib/analytics-plugins';

// spec §7 "Purchase tracking is sent only if the order's tracked flag for that plugin is not set":
// before a provider gets a purchase, the shop marks the order for it (PUT
// /api/plugins/{plugin}/track-purchase); only the call that set the mark sends the event, so a
// reload, a second tab or another device does not count the order twice.

const MARKED_PLUGINS: readonly AnalyticsPlugin['id'][] = ['GoogleGtag', 'GoogleTagManager', 'FacebookPixel'];

/** True when this provider may receive the order's purchase now. */
export async function mayReportPurchase(transport: ApiTransport, id: AnalyticsPlugin['id'], order: NonNullable<AnalyticsContext['order']>): Promise<boolean> {
  // Clarity and Umami have no tracked flag on the order (spec §3): the page's own once-per-tab rule holds.
  if (!MARKED_PLUGINS.includes(id)) return true;
  try {
    const answer = await transport({ method: 'PUT', path: `/api/plugins/${id}/track-purchase`, body: order });
    const body = answer.body as { status?: string; data?: { first?: boolean } } | undefined;
    return answer.statusCode === 200 && body?.status === 'success' && body.data?.first === true;
  } catch {
    // Unknown whether it was marked: not sending is the side that never counts an order twice.
    return false;
  }
}
