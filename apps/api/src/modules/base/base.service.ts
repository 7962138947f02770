import type { Db } from '../../db/connect.ts';
import { nowIso } from '../../lib/json.ts';
import type { AppConfig } from '../../plugins/config.ts';
import * as repo from './base.repository.ts';

/**
 * The shop's public host, from configuration (PUBLIC_URL, else localhost:PORT in development).
 * Never the request's Host header: a forged Host must not reach links, mail or stored data.
 */
export function publicHost(config: Pick<AppConfig, 'publicUrl'>): string {
  return new URL(config.publicUrl).host;
}

/** spec §7 heart-beat: counted per UTC day; the browser sends it at most once a day. */
export async function recordHeartbeat(db: Db, host: string): Promise<{ day: string; count: number }> {
  const at = nowIso();
  const day = at.slice(0, 10);
  await repo.upsertHeartbeat(db.kysely, { day, host, at });
  const count = await repo.heartbeatCount(db.kysely, day);
  return { day, count };
}
