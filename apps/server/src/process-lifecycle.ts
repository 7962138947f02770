import { ConfigError, loadConfig } from '@vitrine/api/plugins/config';

// What the production entry (main.ts) and the dev server (dev.ts) share around the app itself:
// reading the configuration and stopping cleanly on a signal.

export type Config = ReturnType<typeof loadConfig>;

/** The validated configuration; an invalid one ends the process with one line per problem. */
export function loadConfigOrExit(): Config {
  try {
    return loadConfig();
  } catch (err) {
    if (err instanceof ConfigError) {
      console.error(err.message);
      process.exit(1);
    }
    throw err;
  }
}

/**
 * On SIGTERM or SIGINT: log, run `closers` in order (the server, the database…), exit 0; give up
 * and exit 1 after 10 s. tsx watch (npm run dev) sends SIGTERM before each restart.
 */
export function exitOnSignal(log: { info(obj: object, msg: string): void }, closers: (() => Promise<unknown>)[]): void {
  const close = async (signal: string) => {
    log.info({ signal }, 'shutting down');
    const timer = setTimeout(() => process.exit(1), 10_000);
    timer.unref();
    for (const closer of closers) await closer();
    process.exit(0);
  };
  process.once('SIGTERM', () => void close('SIGTERM'));
  process.once('SIGINT', () => void close('SIGINT'));
}

/** The entry's last resort: an error at start-up is printed and ends the process. */
export function runMain(main: () => Promise<void>): void {
  main().catch((err) => {
    console.error(err);
    process.exit(1);
  });
}
