import { ErrorCode } from '@vitrine/contracts/envelope';
import { Messages } from '@vitrine/contracts/messages';
import { isSettingKey, SETTING_KEYS, type SettingValue } from '@vitrine/contracts/settings';
import type { Db } from '../../db/connect.ts';
import { AppError, notFound } from '../../lib/app-error.ts';
import { createDbCache, createKeyedDbCache } from '../../lib/db-cache.ts';
import { parseJson } from '../../lib/json.ts';
import { getStorefrontState } from '../storefront/storefront.service.ts';
import * as repo from './settings.repository.ts';

export async function getSettings(db: Db, keys: readonly string[]): Promise<Record<string, SettingValue>> {
  const unknown = keys.filter((k) => !isSettingKey(k));
  if (unknown.length) {
    throw new AppError(ErrorCode.validation, 422, `${Messages.unknownSettingKeys}: ${unknown.join(', ')}`, {
      keys: unknown.map((k) => `${k}: ${Messages.fieldNotValid}`),
    });
  }
  const rows = await repo.findSettings(db.kysely, keys);
  const result: Record<string, SettingValue> = {};
  for (const key of keys) result[key] = null;
  for (const row of rows) result[row.key] = parseJson<SettingValue>(row.value, null);
  return result;
}

const allSettings = createDbCache<Record<string, SettingValue>>();

/** Every §3 key, for the initial values (cached; owner writes drop the cache). */
export function getAllSettings(db: Db) {
  return allSettings.get(db, () => getSettings(db, SETTING_KEYS));
}

export async function updateSettings(db: Db, values: Record<string, SettingValue>) {
  const unknown = Object.keys(values).filter((k) => !isSettingKey(k));
  if (unknown.length) {
    throw new AppError(ErrorCode.validation, 422, `${Messages.unknownSettingKeys}: ${unknown.join(', ')}`);
  }
  await repo.upsertSettings(
    db.kysely,
    Object.entries(values).map(([key, value]) => ({ key, value: JSON.stringify(value) })),
  );
  allSettings.forget(db);
  return getSettings(db, Object.keys(values));
}

/** Countries come with the migrations and seed: kept a few seconds like the settings (decisions/024). */
const countriesCache = createDbCache<Awaited<ReturnType<typeof readCountries>>>();

export function listCountries(db: Db) {
  return countriesCache.get(db, () => readCountries(db));
}

async function readCountries(db: Db) {
  const [countries, states] = await Promise.all([repo.findCountries(db.kysely), repo.findStates(db.kysely)]);
  return countries.map((c) => ({
    ...c,
    states: states.filter((s) => s.country_id === c.id).map(({ id, name, code }) => ({ id, name, code })),
  }));
}

type AddressFieldsOfCountry = Awaited<ReturnType<typeof readAddressFields>>;

/**
 * Countries and their address fields come with the migrations and seed and never change while the
 * shop runs, but every address check and order reads them: kept a few seconds per country.
 */
const addressFieldsCache = createKeyedDbCache<AddressFieldsOfCountry>(3000, 300);

/** spec §3 dynamic address fields per address type; the store's country when none is named. */
export async function getAddressFields(db: Db, country: string | undefined) {
  const countryId = country ?? (await getStorefrontState(db)).storefront.channel.country.id;
  return addressFieldsCache.get(db, countryId, () => readAddressFields(db, countryId));
}

async function readAddressFields(db: Db, countryId: string) {
  const found = await repo.findCountry(db.kysely, countryId);
  if (!found) throw notFound(`Unknown country: ${countryId}`);
  const rows = await repo.findAddressFields(db.kysely, found.id);
  const byType: Record<string, { column_name: string; label: string; is_required: boolean; field_type: string }[]> = {};
  for (const r of rows) {
    (byType[r.address_type] ??= []).push({
      column_name: r.column_name,
      label: r.label,
      is_required: Boolean(r.is_required),
      field_type: r.field_type,
    });
  }
  return { country: { id: found.id, name: found.name, iso2: found.iso2 }, fields: byType };
}
