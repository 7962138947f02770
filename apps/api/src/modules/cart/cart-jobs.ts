import { startIntervalJob } from '../../lib/interval-job.ts';
import { type RecorderDeps, recordAbandonedCarts } from './abandoned-cart.service.ts';
import { deleteExpiredCarts } from './cart.repository.ts';

// The cart's housekeeping, run by every serving process (started by abandoned-cart.routes.ts):
// expired carts are deleted (their lines and abandoned_carts rows go with them) and abandoned
// carts are recorded. Both are safe to run in several processes at once.

export const CART_JOB_INTERVAL_MS = 5 * 60 * 1000;

export interface CartJobsResult {
  expired: number;
  recorded: number;
}

/** One run; a failing job is logged and does not stop the other. */
export async function runCartJobs(deps: RecorderDeps, now = new Date()): Promise<CartJobsResult> {
  const expired = await deleteExpiredCarts(deps.db.kysely, now.toISOString()).catch((err) => {
    deps.log.error({ err }, 'deleting expired carts failed');
    return 0;
  });
  const recorded = await recordAbandonedCarts(deps, now).catch((err) => {
    deps.log.error({ err }, 'recording abandoned carts failed');
    return 0;
  });
  return { expired, recorded };
}

/** Runs the jobs now and every CART_JOB_INTERVAL_MS (never keeping the process alive); stop() waits for a run in progress. */
export function startCartJobs(deps: RecorderDeps): { stop: () => Promise<void> } {
  const run = async () => {
    const result = await runCartJobs(deps);
    if (result.expired || result.recorded) deps.log.info(result, 'cart jobs ran');
  };
  return startIntervalJob('cart jobs', run, CART_JOB_INTERVAL_MS, deps.log);
}
