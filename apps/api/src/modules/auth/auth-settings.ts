import { type AuthSettings, readAuthSettings } from '@vitrine/contracts/auth-rules';
import { ErrorCode } from '@vitrine/contracts/envelope';
import type { Db } from '../../db/connect.ts';
import { AppError } from '../../lib/app-error.ts';
import { getAllSettings } from '../settings/settings.service.ts';
import { getStorefrontState } from '../storefront/storefront.service.ts';

// spec §4/§6: which sign-in ways the owner allows, read from the settings on every request (both
// are cached), so the server refuses what the dialog would hide.

export async function getAuthSettings(db: Db): Promise<AuthSettings> {
  const [settings, state] = await Promise.all([getAllSettings(db), getStorefrontState(db)]);
  return readAuthSettings(settings, state.storefront.channel.country.mobile_number_length);
}

export function forbidden(message: string): AppError {
  return new AppError(ErrorCode.forbidden, 403, message);
}
