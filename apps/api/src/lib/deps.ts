import type { Db } from '../db/connect.ts';
import type { AppConfig } from '../plugins/config.ts';

/** What every module's routes receive: the database and the validated configuration. */
export interface AppDeps {
  db: Db;
  config: AppConfig;
}
