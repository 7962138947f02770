import type { OrderTracking } from '@vitrine/contracts/tracking';
import { type ApiResult, runCall } from '../../lib/api-result';
import { browserApi } from '../../lib/browser-api';
import type { TrackBody } from './tracking-rules';

/** The tracking form's call from the browser, as a result. */
export const trackingActions = {
  track: (body: TrackBody): Promise<ApiResult<OrderTracking>> => runCall(() => browserApi().trackOrder(body)),
};
