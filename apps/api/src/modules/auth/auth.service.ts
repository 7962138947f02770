import { AuthMessages, type LoginBody, type OtpSent, type RegisterBody, registerSchema } from '@vitrine/contracts/auth';
import type { AuthSettings } from '@vitrine/contracts/auth-rules';
import { ErrorCode } from '@vitrine/contracts/envelope';
import type { SmsProvider } from '../../integrations/sms/sms.ts';
import { AppError, badRequest } from '../../lib/app-error.ts';
import type { AppDeps } from '../../lib/deps.ts';
import { nowIso } from '../../lib/json.ts';
import { hashPassword, verifyPassword } from '../../lib/password-hash.ts';
import { parseInput } from '../../lib/validate.ts';
import type { CustomersTable } from './auth.table.ts';
import { forbidden, getAuthSettings } from './auth-settings.ts';
import type { Client, SessionCookie } from './client.ts';
import * as customers from './customer.repository.ts';
import { checkCode, sendCode } from './otp.service.ts';
import { type RegistrationLimits, takeRegistrationAttempt } from './registration-limits.ts';
import { newId } from './secrets.ts';
import { endSession } from './session.ts';
import { completeSignIn, type SignedIn } from './sign-in.service.ts';
import { isUniqueViolation } from './unique-violation.ts';

type Deps = Pick<AppDeps, 'db' | 'config'>;

const phoneNotVerifiedOnAccount = () => new AppError(ErrorCode.conflict, 409, AuthMessages.phoneNotVerifiedOnAccount);
const emailTaken = () => badRequest(AuthMessages.emailTaken, { email: [AuthMessages.emailTaken] });

// ---------------------------------------------------------------- OTP sign-in

export async function requestSignInCode(
  client: Client,
  deps: Deps,
  sms: SmsProvider,
  body: { input: string; purpose: 'login' | 'register' },
): Promise<OtpSent> {
  const settings = await getAuthSettings(deps.db);
  if (!settings.enableOtpAuth) throw forbidden(AuthMessages.otpLoginDisabled);
  if (body.purpose === 'register' && !settings.enableCustomerRegister) throw forbidden(AuthMessages.registerDisabled);
  // Refused here, before a text is spent on a code signInWithCode would refuse (decisions/038).
  if (await isHeldByUnverifiedClaim(deps, settings, body.input)) throw phoneNotVerifiedOnAccount();
  // Otherwise the same answer whether or not the phone has an account (no enumeration).
  return sendCode(deps, sms, client.log, { phone: body.input, purpose: body.purpose, customerId: null, ip: client.ip });
}

/**
 * A right code signs in the account whose verified phone it is. A phone an email account has saved
 * but not verified is a 409 (decisions/021): the code proves the phone, not that account, so it does
 * not open it, and a second account for the phone would split the shopper in two. Any other phone gets
 * a new account (phone only, already verified) when registration is on; otherwise 403.
 */
export async function signInWithCode(client: Client, deps: Deps, body: { input: string; otp: string }): Promise<SignedIn> {
  const settings = await getAuthSettings(deps.db);
  if (!settings.enableOtpAuth) throw forbidden(AuthMessages.otpLoginDisabled);
  await checkCode(deps, { phone: body.input, code: body.otp, purposes: ['login', 'register'], customerId: null, ip: client.ip });
  let customer = await customers.findCustomerByVerifiedPhone(deps.db.kysely, body.input);
  if (!customer) {
    // A claim saved after the code was sent still holds the phone back.
    if (await isHeldByUnverifiedClaim(deps, settings, body.input)) throw phoneNotVerifiedOnAccount();
    if (!settings.enableCustomerRegister) throw forbidden(AuthMessages.noAccountForPhone);
    customer = await createPhoneCustomer(deps, body.input);
  }
  return completeSignIn(client, deps, customer, 'otp');
}

/**
 * No account has verified the phone, and an account with a password saved it while email login is
 * on: only a claim its account can settle (by its email login) holds the phone back (decisions/021).
 */
async function isHeldByUnverifiedClaim(deps: Deps, settings: AuthSettings, phone: string): Promise<boolean> {
  if (!settings.enablePasswordAuth) return false;
  if (await customers.findCustomerByVerifiedPhone(deps.db.kysely, phone)) return false;
  return customers.isPhoneSavedOnPasswordAccount(deps.db.kysely, phone);
}

async function createPhoneCustomer(deps: Deps, phone: string): Promise<CustomersTable> {
  const now = nowIso();
  const row: CustomersTable = {
    id: newId('cus'),
    first_name: '',
    last_name: '',
    email: null,
    phone,
    password_hash: null,
    verified_phone: phone,
    phone_verified_at: now,
    email_verified_at: null,
    created_at: now,
    updated_at: now,
  };
  try {
    await customers.insertCustomer(deps.db.kysely, row);
    return row;
  } catch (err) {
    // The same phone proven twice at once: the other request made the account.
    if (!isUniqueViolation(err)) throw err;
    const existing = await customers.findCustomerByVerifiedPhone(deps.db.kysely, phone);
    if (!existing) throw err;
    return existing;
  }
}

// ---------------------------------------------------------------- email and password

export async function register(client: Client, deps: Deps, limits: RegistrationLimits, input: unknown): Promise<SignedIn> {
  const settings = await getAuthSettings(deps.db);
  if (!settings.enableCustomerRegister) throw forbidden(AuthMessages.registerDisabled);
  if (!settings.enablePasswordAuth) throw forbidden(AuthMessages.passwordLoginDisabled);
  const body = parseInput(registerSchema(settings.mobileNumberLength), input) as Required<RegisterBody>;
  // Before the email is looked up: emailTaken below tells whether it has an account.
  takeRegistrationAttempt(limits, body.email, client.ip);
  if (await customers.findCustomerByEmail(deps.db.kysely, body.email)) throw emailTaken();
  const now = nowIso();
  const row: CustomersTable = {
    id: newId('cus'),
    first_name: body.first_name,
    last_name: body.last_name,
    email: body.email,
    phone: body.phone,
    password_hash: await hashPassword(body.password),
    // The phone is not proven yet: account_verification_for 'phone' asks for it after sign-up.
    verified_phone: null,
    phone_verified_at: null,
    email_verified_at: null,
    created_at: now,
    updated_at: now,
  };
  try {
    await customers.insertCustomer(deps.db.kysely, row);
  } catch (err) {
    if (isUniqueViolation(err)) throw emailTaken();
    throw err;
  }
  return completeSignIn(client, deps, row, 'register');
}

export async function login(client: Client, deps: Deps, body: Required<LoginBody>): Promise<SignedIn> {
  const settings = await getAuthSettings(deps.db);
  if (!settings.enablePasswordAuth) throw forbidden(AuthMessages.passwordLoginDisabled);
  const customer = await customers.findCustomerByEmail(deps.db.kysely, body.email);
  // verifyPassword spends the same time for unknown emails and accounts without a password.
  const ok = await verifyPassword(body.password, customer?.password_hash ?? null);
  if (!customer || !ok) throw new AppError(ErrorCode.unauthorized, 401, AuthMessages.invalidCredentials);
  return completeSignIn(client, deps, customer, 'password', body.remember_me);
}

export function logout(client: Client, deps: Deps): Promise<SessionCookie> {
  return endSession(client, deps);
}
