import crypto from 'node:crypto';
import { ErrorCode } from '@vitrine/contracts/envelope';
import { Messages } from '@vitrine/contracts/messages';
import { isLicenseActive, lockedPathFor } from '@vitrine/contracts/site-mode';
import type { InitialValues, Storefront, StorefrontUpdate } from '@vitrine/contracts/storefront';
import type { Db } from '../../db/connect.ts';
import { AppError } from '../../lib/app-error.ts';
import { createDbCache } from '../../lib/db-cache.ts';
import { nowIso } from '../../lib/json.ts';
import { hashPassword, verifyPassword } from '../../lib/password-hash.ts';
import type { Client } from '../auth/client.ts';
import { findSignedInAccount } from '../auth/signed-in-account.ts';
import { rowToStorefront } from './storefront.mapper.ts';
import * as repo from './storefront.repository.ts';
import type { StorefrontsTable } from './storefront.table.ts';

export interface StorefrontState {
  storefront: Storefront;
  row: StorefrontsTable;
}

const cache = createDbCache<StorefrontState>();

export function getStorefrontState(db: Db): Promise<StorefrontState> {
  return cache.get(db, async () => {
    const row = await repo.findStorefrontRow(db.kysely);
    if (!row) throw new AppError(ErrorCode.internal, 500, 'The storefront is not set up');
    const channel = await repo.findChannelWithCountry(db.kysely, row.channel_id);
    if (!channel) throw new AppError(ErrorCode.internal, 500, 'The storefront channel is missing');
    return { storefront: rowToStorefront(row, channel), row };
  });
}

export function forgetStorefront(db: Db): void {
  cache.forget(db);
}

/** The initial values' `account`: the customer signed in on this request (session cookie), or null. */
export function getInitialAccount(client: Client, db: Db): Promise<InitialValues['account']> {
  return findSignedInAccount(client, db);
}

/** The unlock cookie holds the password version, so changing the password locks everyone out again. */
export function isUnlocked(row: StorefrontsTable, unlockCookieValue: string | null): boolean {
  return unlockCookieValue !== null && unlockCookieValue === String(row.password_version);
}

/** Null when visitors may use the shop; otherwise the site-mode page they are sent to. */
export function lockedPath(state: StorefrontState, unlocked: boolean): string | null {
  return lockedPathFor({
    passwordProtected: state.storefront.is_password_protection_enabled,
    mode: state.storefront.mode,
    unlocked,
  });
}

export function isShopAvailable(state: StorefrontState): boolean {
  return isLicenseActive(state.storefront.license_status);
}

/** spec §4: a successful password verification marks the site unlocked; failure is status error. */
export async function verifyStorefrontPassword(db: Db, password: string): Promise<{ version: number }> {
  const { row } = await getStorefrontState(db);
  const ok = row.is_password_protection_enabled === 1 && (await verifyPassword(password, row.password_hash));
  if (!ok) throw new AppError(ErrorCode.badRequest, 400, Messages.wrongPassword);
  return { version: row.password_version };
}

export async function subscribeToMode(db: Db, email: string, mode: string | undefined): Promise<void> {
  const { storefront } = await getStorefrontState(db);
  const activeMode = mode ?? storefront.mode ?? 'Coming Soon';
  await repo.insertModeSubscription(db.kysely, {
    id: crypto.randomUUID(),
    email: email.trim().toLowerCase(),
    mode: activeMode,
    created_at: nowIso(),
  });
}

const JSON_FIELDS = ['theme', 'typography', 'fonts', 'logo', 'favicon', 'notice', 'cookie'] as const;
const BOOL_FIELDS = ['is_password_protection_enabled', 'is_cookie_warning_enabled', 'enable_indexing', 'enable_sticky_header', 'enable_scroll_to_top'] as const;

/** Owner-side update (admin API). Setting a password bumps its version, locking visitors out. */
export async function updateStorefront(db: Db, update: StorefrontUpdate): Promise<Storefront> {
  const { row } = await getStorefrontState(db);
  const { password, ...rest } = update;
  const patch: Partial<StorefrontsTable> = { updated_at: nowIso() };
  for (const [key, value] of Object.entries(rest)) {
    if ((JSON_FIELDS as readonly string[]).includes(key)) (patch as any)[key] = JSON.stringify(value);
    else if ((BOOL_FIELDS as readonly string[]).includes(key)) (patch as any)[key] = value ? 1 : 0;
    else (patch as any)[key] = value;
  }
  if (password) {
    patch.password_hash = await hashPassword(password);
    patch.password_version = row.password_version + 1;
  }
  await repo.updateStorefrontRow(db.kysely, row.id, patch);
  forgetStorefront(db);
  return (await getStorefrontState(db)).storefront;
}
