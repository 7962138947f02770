import { type AccessLogEntry, type AccountProfile, AuthMessages, type OtpSent, type UpdatePasswordBody, updateProfileSchema } from '@vitrine/contracts/auth';
import { Messages } from '@vitrine/contracts/messages';
import type { SmsProvider } from '../../integrations/sms/sms.ts';
import { badRequest } from '../../lib/app-error.ts';
import type { AppDeps } from '../../lib/deps.ts';
import { nowIso } from '../../lib/json.ts';
import { hashPassword, verifyPassword } from '../../lib/password-hash.ts';
import { parseInput } from '../../lib/validate.ts';
import { getAuthSettings } from '../auth/auth-settings.ts';
import type { Client } from '../auth/client.ts';
import { isPhoneVerified, rowToAuthUser } from '../auth/customer.mapper.ts';
import * as customers from '../auth/customer.service.ts';
import { checkCode, sendCode } from '../auth/otp.service.ts';
import { revokeOtherSessions, type SignedInCustomer } from '../auth/session.ts';
import { isUniqueViolation } from '../auth/unique-violation.ts';
import { deviceLabel } from './device-label.ts';

// spec §2 account pages and §7 Account rows. Every function takes the signed-in customer from the
// session (requireCustomer), never an id from the request, so one customer cannot reach another.

type Deps = Pick<AppDeps, 'db' | 'config'>;

export const ACCESS_LOG_LIMIT = 20;

const fieldError = (field: string, message: string) => badRequest(message, { [field]: [message] });

async function loadRow(deps: Deps, customer: SignedInCustomer) {
  const row = await customers.findCustomer(deps.db, customer.id);
  // The session join guarantees the row; a deletion in between reads as signed out.
  if (!row) throw badRequest(AuthMessages.loginRequired);
  return row;
}

export async function getProfile(deps: Deps, customer: SignedInCustomer): Promise<AccountProfile> {
  const [row, settings] = await Promise.all([loadRow(deps, customer), getAuthSettings(deps.db)]);
  return rowToAuthUser(row, settings);
}

/**
 * Only first_name, last_name, email and phone change; absent fields stay. A new phone is not
 * verified (the badge shows only while phone equals the verified number, spec §3/§4).
 */
export async function updateProfile(deps: Deps, customer: SignedInCustomer, input: unknown): Promise<AccountProfile> {
  const settings = await getAuthSettings(deps.db);
  const body = parseInput(updateProfileSchema(settings.mobileNumberLength), input);
  const patch: customers.CustomerPatch = {};
  if (body.first_name !== undefined) patch.first_name = body.first_name;
  if (body.last_name !== undefined) patch.last_name = body.last_name;
  if (body.phone !== undefined) patch.phone = body.phone;
  if (body.email !== undefined) {
    if (await customers.isEmailUsedByOther(deps.db, body.email, customer.id)) throw fieldError('email', AuthMessages.emailTaken);
    const row = await loadRow(deps, customer);
    patch.email = body.email;
    if (row.email !== body.email) patch.email_verified_at = null;
  }
  if (Object.keys(patch).length) {
    try {
      await customers.updateCustomer(deps.db, customer.id, { ...patch, updated_at: nowIso() });
    } catch (err) {
      if (isUniqueViolation(err)) throw fieldError('email', AuthMessages.emailTaken);
      throw err;
    }
  }
  return getProfile(deps, customer);
}

/** Changes the password and signs every other session out (this one stays). */
export async function updatePassword(deps: Deps, customer: SignedInCustomer, body: UpdatePasswordBody): Promise<void> {
  const row = await loadRow(deps, customer);
  if (row.password_hash) {
    if (!body.current_password) throw fieldError('current_password', Messages.fieldRequired);
    if (!(await verifyPassword(body.current_password, row.password_hash))) {
      throw fieldError('current_password', AuthMessages.currentPasswordWrong);
    }
  }
  await customers.updateCustomer(deps.db, customer.id, { password_hash: await hashPassword(body.password), updated_at: nowIso() });
  await revokeOtherSessions(deps.db, customer);
}

async function assertOwnUnclaimedPhone(deps: Deps, customer: SignedInCustomer, phone: string) {
  const row = await loadRow(deps, customer);
  if (row.phone !== phone) throw fieldError('input', AuthMessages.phoneNotOnAccount);
  if (await customers.isPhoneVerifiedByOther(deps.db, phone, customer.id)) throw fieldError('input', AuthMessages.phoneTaken);
  return row;
}

/** POST /api/account/otp/generate: texts a code to the phone saved on the account (verify limits). */
export async function generatePhoneCode(client: Client, deps: Deps, sms: SmsProvider, customer: SignedInCustomer, phone: string): Promise<OtpSent> {
  await assertOwnUnclaimedPhone(deps, customer, phone);
  return sendCode(deps, sms, client.log, { phone, purpose: 'verify', customerId: customer.id, ip: client.ip });
}

/** POST /api/account/otp/verify: a right code marks the saved phone verified. */
export async function verifyPhoneCode(client: Client, deps: Deps, customer: SignedInCustomer, body: { input: string; otp: string }): Promise<AccountProfile> {
  const row = await assertOwnUnclaimedPhone(deps, customer, body.input);
  await checkCode(deps, { phone: body.input, code: body.otp, purposes: ['verify'], customerId: customer.id, ip: client.ip });
  if (!isPhoneVerified(row)) {
    try {
      await customers.updateCustomer(deps.db, customer.id, { verified_phone: body.input, phone_verified_at: nowIso(), updated_at: nowIso() });
    } catch (err) {
      if (isUniqueViolation(err)) throw fieldError('input', AuthMessages.phoneTaken);
      throw err;
    }
  }
  return getProfile(deps, customer);
}

export async function getAccessLogs(deps: Deps, customer: SignedInCustomer): Promise<AccessLogEntry[]> {
  const rows = await customers.listSignIns(deps.db, customer.id, ACCESS_LOG_LIMIT);
  return rows.map((row) => ({
    id: row.id,
    method: row.method,
    device: deviceLabel(row.user_agent),
    user_agent: row.user_agent,
    ip: row.ip,
    created_at: row.created_at,
  }));
}
