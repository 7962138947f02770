import type { PluginInfo } from '@vitrine/contracts/storefront';
import type { Db } from '../../db/connect.ts';
import { notFound } from '../../lib/app-error.ts';
import { createDbCache } from '../../lib/db-cache.ts';
import { nowIso, parseJson } from '../../lib/json.ts';
import * as repo from './plugins.repository.ts';

const activePlugins = createDbCache<PluginInfo[]>();

/** By code point, the same on both databases ('emailSubscription' after every capitalised name). */
const byCodePoint = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/** Installed plugins with their config, in module-name order (cached; owner writes drop the cache). */
export function listActivePlugins(db: Db): Promise<PluginInfo[]> {
  return activePlugins.get(db, async () => {
    const rows = await repo.findActivePlugins(db.kysely);
    rows.sort((a, b) => byCodePoint(a.module_name, b.module_name));
    return rows.map((r) => ({ module_name: r.module_name, config: parseJson<Record<string, unknown>>(r.config, {}) }));
  });
}

/** An installed (active) plugin's config; unknown or inactive plugins are a 404. */
export async function getPluginConfig(db: Db, moduleName: string): Promise<PluginInfo> {
  const row = await repo.findPlugin(db.kysely, moduleName);
  if (!row?.is_active) throw notFound(`Plugin not installed: ${moduleName}`);
  return { module_name: row.module_name, config: parseJson<Record<string, unknown>>(row.config, {}) };
}

export async function savePlugin(
  db: Db,
  moduleName: string,
  input: { is_active?: boolean; config?: Record<string, unknown> },
): Promise<PluginInfo & { is_active: boolean }> {
  const existing = await repo.findPlugin(db.kysely, moduleName);
  const isActive = input.is_active ?? (existing ? Boolean(existing.is_active) : true);
  const config = input.config ?? parseJson<Record<string, unknown>>(existing?.config, {});
  await repo.upsertPlugin(db.kysely, {
    module_name: moduleName,
    is_active: isActive ? 1 : 0,
    config: JSON.stringify(config),
    updated_at: nowIso(),
  });
  activePlugins.forget(db);
  return { module_name: moduleName, config, is_active: isActive };
}
