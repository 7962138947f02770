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
  const [countries, states, home] = await Promise.all([repo.findCountries(db.kysely), repo.findStates(db.kysely), homeCountryId(db)]);
  return countries.map(({ ships_to, ...c }) => ({
    ...c,
    // Unset: the shop ships to its own country only (migration 022).
    ships_to: ships_to === null ? c.id === home : Number(ships_to) === 1,
    states: states.filter((s) => s.country_id === c.id).map(({ id, name, code }) => ({ id, name, code })),
  }));
}

/** The shop's own country: its channel's. */
async function homeCountryId(db: Db): Promise<string> {
  return (await getStorefrontState(db)).storefront.channel.country.id;
}

/** Whether the shop ships to this country (id), its name, and whether it is the shop's own. */
export async function findShippingCountry(db: Db, countryId: string): Promise<{ ships: boolean; name: string; home: boolean }> {
  const [countries, home] = await Promise.all([listCountries(db), homeCountryId(db)]);
  const country = countries.find((c) => c.id === countryId);
  return { ships: country?.ships_to ?? false, name: country?.name ?? countryId, home: countryId === home };
}

/** The owner says whether the shop ships to a country. */
export async function setShipsTo(db: Db, countryId: string, ships: boolean) {
  const country = await repo.findCountry(db.kysely, countryId);
  if (!country) throw notFound(`Unknown country: ${countryId}`);
  await repo.updateCountryShipsTo(db.kysely, country.id, ships ? 1 : 0);
  countriesCache.forget(db);
  return (await listCountries(db)).find((c) => c.id === country.id)!;
}

type AddressFieldsOfCountry = Awaited<ReturnType<typeof readAddressFields>>;

/**
 * Countries and their address fields come with the migrations and seed and never change while the
 * shop runs, but every address check and order reads them: kept a few seconds per country.
 */
const addressFieldsCache = createKeyedDbCache<AddressFieldsOfCountry>(3000, 300);

/** spec §3 dynamic address fields per address type; the store's country when none is named. */
export async function getAddressFields(db: Db, country: string | undefined) {
  const countryId = country ?? (await homeCountryId(db));
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
