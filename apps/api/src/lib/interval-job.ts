import type { Logger } from './logger.ts';

/**
 * Runs `run` now and every `intervalMs`, one run at a time, never keeping the process alive;
 * stop() waits for a run in progress. A failing run is logged and the next one still comes.
 */
export function startIntervalJob(name: string, run: () => Promise<unknown>, intervalMs: number, log: Logger): { stop: () => Promise<void> } {
  let running: Promise<unknown> = Promise.resolve();
  let stopped = false;
  const tick = () => {
    if (stopped) return;
    running = running.then(run).catch((err) => log.error({ err }, `${name} failed`));
  };
  tick();
  const timer = setInterval(tick, intervalMs);
  timer.unref();
  return {
    stop: async () => {
      stopped = true;
      clearInterval(timer);
      await running;
    },
  };
}
