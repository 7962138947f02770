import { startIntervalJob } from '../../lib/interval-job.ts';
import type { Logger } from '../../lib/logger.ts';
import * as orders from '../orders/orders.repository.ts';
import { loadOrder, notify, type OrdersDeps } from '../orders/orders.service.ts';
import { cancelUnpaidOrder } from './cancel-unpaid.ts';
import { gatewayCodes } from './gateways.ts';
import * as repo from './payments.repository.ts';
import { checkWithGateway } from './payments.service.ts';

// An order paid online keeps its stock while the shopper pays (docs/decisions/014-payments.md).
// One still unpaid an hour later gives it back: the shop first asks the gateway (its word may have
// been lost), then cancels the order only if it is still placed and unpaid, in one conditional
// update with the restock, so a payment landing at that moment is never cancelled over.

export const UNPAID_HOLD_MINUTES = 60;
export const UNPAID_JOB_INTERVAL_MS = 5 * 60 * 1000;
const BATCH = 100;

/** One run: the number of orders cancelled. */
export async function releaseUnpaidOrders(deps: OrdersDeps, now = new Date()): Promise<number> {
  const before = new Date(now.getTime() - UNPAID_HOLD_MINUTES * 60_000).toISOString();
  let released = 0;
  for (const row of await repo.findStaleUnpaidOrders(deps.db.kysely, gatewayCodes(), before, BATCH)) {
    await checkWithGateway(deps, row.id, row.payment_method);
    const cancelled = await cancelUnpaidOrder(deps.db.kysely, row, 'system', `Not paid within ${UNPAID_HOLD_MINUTES} minutes`);
    if (!cancelled) continue;
    released += 1;
    const order = await orders.findOrder(deps.db.kysely, row.id);
    if (order) await notify(deps, await loadOrder(deps.db, order), 'cancelled');
  }
  return released;
}

/** Runs releaseUnpaidOrders now and every few minutes in the serving process. */
export function startUnpaidOrdersJob(deps: OrdersDeps & { log: Logger }): { stop: () => Promise<void> } {
  const run = async () => {
    const released = await releaseUnpaidOrders(deps);
    if (released) deps.log.info({ released }, 'unpaid orders cancelled');
  };
  return startIntervalJob('unpaid orders job', run, UNPAID_JOB_INTERVAL_MS, deps.log);
}
