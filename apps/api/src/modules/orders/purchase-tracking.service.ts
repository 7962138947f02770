import type { Order } from '@vitrine/contracts/orders';
import type { Client } from '../auth/client.ts';
import { getPluginConfig } from '../plugins/plugins.service.ts';
import * as repo from './orders.repository.ts';
import { getOrder, type OrdersDeps } from './orders.service.ts';

// spec §7 "Purchase tracking is sent only if the order's tracked flag for that plugin is not set"
// and §9 "once per order": the browser sends the purchase to a plugin, then marks it here; the
// conditional update makes the mark happen once, and `first` tells the caller whether it was this
// call (a second tab does not send the purchase again).

export const PURCHASE_TRACKING_PLUGINS = {
  GoogleGtag: 'google_gtag_event_tracked',
  GoogleTagManager: 'google_gtm_event_tracked',
  FacebookPixel: 'facebook_pixel_event_tracked',
} as const satisfies Record<string, repo.TrackedFlag>;
export type PurchaseTrackingPlugin = keyof typeof PURCHASE_TRACKING_PLUGINS;

export async function trackPurchase(
  deps: OrdersDeps,
  client: Client,
  plugin: PurchaseTrackingPlugin,
  ref: { order_id: string; token?: string },
): Promise<{ order: Order; first: boolean }> {
  await getPluginConfig(deps.db, plugin); // 404 unless the plugin is installed
  const order = await getOrder(deps, client, ref);
  const first = await repo.markTracked(deps.db.kysely, order.order_id, PURCHASE_TRACKING_PLUGINS[plugin]);
  return { order: first ? await getOrder(deps, client, ref) : order, first };
}
