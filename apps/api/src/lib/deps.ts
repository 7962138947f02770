import type { Db } from '../db/connect.ts';
import type { AppConfig } from '../plugins/config.ts';
import type { ContentEvents } from './content-events.ts';

/** What every module's routes receive: the database and the validated configuration. */
export interface AppDeps {
  db: Db;
  config: AppConfig;
  /** Optional: the composition root listens to drop its HTML cache on owner writes. */
  events?: ContentEvents;
  /** The web build this process serves (/build-latest.json); unset: 'development'. */
  buildId?: string;
}
