import { AuthMessages, type OtpSent } from '@vitrine/contracts/auth';
import { ErrorCode } from '@vitrine/contracts/envelope';
import type { SmsProvider } from '../../integrations/sms/sms.ts';
import { AppError, badRequest } from '../../lib/app-error.ts';
import type { AppDeps } from '../../lib/deps.ts';
import { nowIso } from '../../lib/json.ts';
import type { Logger } from '../../lib/logger.ts';
import { getAllSettings } from '../settings/settings.service.ts';
import type { OtpChallengesTable } from './auth.table.ts';
import * as repo from './otp.repository.ts';
import {
  type ChallengePurpose,
  canSendCode,
  FAILURE_WINDOW_MS,
  flowOf,
  generateCode,
  hashCode,
  isIpLockedOut,
  isUnderPhoneCeiling,
  KNOWN_ASKER_WINDOW_MS,
  MAX_TRIES_PER_CODE,
  OTP_TTL_MS,
  PHONE_CEILING_WINDOW_MS,
  purposesCountedWith,
  RESEND_WINDOW_MS,
  resendsLeft,
} from './otp.rules.ts';
import { addMs, newId, sameDigest } from './secrets.ts';

type Deps = Pick<AppDeps, 'db' | 'config'>;

const tooMany = () => new AppError(ErrorCode.tooManyRequests, 429, AuthMessages.maxAttempts);
const invalidCode = () => badRequest(AuthMessages.otpInvalid, { otp: [AuthMessages.otpInvalid] });

/** Verify codes belong to the signed-in account that asked; sign-in codes to the client IP. */
function askerOf(req: { customerId: string | null; ip: string | null }): repo.Asker {
  return req.customerId ? { customerId: req.customerId } : { customerId: null, ip: req.ip };
}

export interface SendCodeRequest {
  phone: string;
  purpose: ChallengePurpose;
  /** The signed-in customer verifying their phone; null for sign-in codes. */
  customerId: string | null;
  ip: string | null;
}

/** Issues a code (replacing the phone's open one) and texts it; 429 past the limits. */
export async function sendCode(deps: Deps, sms: SmsProvider, log: Logger, req: SendCodeRequest): Promise<OtpSent> {
  const { db, config } = deps;
  const now = nowIso();
  const flow = flowOf(req.purpose);
  await refuseLockedOutIp(deps, req.ip, now);
  if (req.ip && (await repo.countSendsFromIp(db.kysely, req.ip, addMs(now, -FAILURE_WINDOW_MS))) >= config.otpIpLimits.maxSends) throw tooMany();
  const asker = askerOf(req);
  const sends = await repo.countSendsToAsker(db.kysely, req.phone, purposesCountedWith(req.purpose), asker, addMs(now, -RESEND_WINDOW_MS));
  if (!canSendCode(sends, flow)) throw tooMany();
  // Only delays: the ceiling's window is short and refused requests are not counted.
  const underCeiling = isUnderPhoneCeiling(await repo.countSendsToPhone(db.kysely, req.phone, addMs(now, -PHONE_CEILING_WINDOW_MS)));
  if (!underCeiling && !(await isKnownAsker(deps, req, now))) throw tooMany();

  const code = generateCode();
  const challenge: OtpChallengesTable = {
    id: newId('otp'),
    phone: req.phone,
    purpose: req.purpose,
    customer_id: req.customerId,
    code_hash: hashCode(config.sessionSecret, req.phone, code),
    attempts: 0,
    ip: req.ip,
    created_at: now,
    expires_at: addMs(now, OTP_TTL_MS),
    used_at: null,
  };
  await repo.closeOpenChallenges(db.kysely, req.phone, asker, now);
  await repo.insertChallenge(db.kysely, challenge);
  try {
    await sms.send({ to: req.phone, text: await codeText(deps, code) });
  } catch (err) {
    log.error({ err, provider: sms.name }, 'sending an OTP failed');
    await repo.consumeChallenge(db.kysely, challenge.id, nowIso());
    throw new AppError(ErrorCode.internal, 503, AuthMessages.smsFailed);
  }
  return { input: req.phone, expires_in: OTP_TTL_MS / 1000, resends_left: resendsLeft(sends + 1, flow) };
}

/** A sign-in from an IP the phone's account used lately: its owner, whom strangers' sends must not hold back. */
async function isKnownAsker(deps: Deps, req: SendCodeRequest, now: string): Promise<boolean> {
  if (req.customerId || !req.ip) return false;
  return repo.hasSignedInFrom(deps.db.kysely, req.phone, req.ip, addMs(now, -KNOWN_ASKER_WINDOW_MS));
}

async function codeText(deps: Deps, code: string): Promise<string> {
  const settings = await getAllSettings(deps.db);
  const store = typeof settings.store_name === 'string' && settings.store_name ? settings.store_name : 'Vitrine';
  return `${code} is your ${store} verification code. It expires in ${OTP_TTL_MS / 60_000} minutes. Do not share it.`;
}

/** 429 once the client IP has made too many wrong guesses in the window (OTP_MAX_FAILURES_PER_IP). */
async function refuseLockedOutIp(deps: Deps, ip: string | null, now: string): Promise<void> {
  if (!ip) return;
  const failures = await repo.countFailuresFromIp(deps.db.kysely, ip, addMs(now, -FAILURE_WINDOW_MS));
  if (isIpLockedOut(failures, deps.config.otpIpLimits.maxFailures)) throw tooMany();
}

export interface CheckCodeRequest {
  phone: string;
  code: string;
  purposes: ChallengePurpose[];
  customerId: string | null;
  ip: string | null;
}

/**
 * Answers the asker's latest open code for the phone. A try is taken before comparing (so parallel
 * guesses cannot exceed 5) and a right code is consumed with a conditional update (so it signs in
 * once). A wrong guess, or one with no live code of this asker, counts against the client IP only:
 * the phone is never locked and another IP never reaches the owner's code (otp.rules.ts). With no
 * live code the answer is the wrong-code one, whether or not the phone has an account.
 */
export async function checkCode(deps: Deps, req: CheckCodeRequest): Promise<OtpChallengesTable> {
  const { db, config } = deps;
  const now = nowIso();
  await refuseLockedOutIp(deps, req.ip, now);
  const challenge = await repo.findOpenChallenge(db.kysely, req.phone, req.purposes, askerOf(req), now);
  const fail = async () => {
    await repo.insertFailure(db.kysely, { id: newId('otf'), phone: req.phone, ip: req.ip, created_at: nowIso() });
    return invalidCode();
  };
  if (!challenge || !(await repo.claimTry(db.kysely, challenge.id, MAX_TRIES_PER_CODE))) throw await fail();
  if (!sameDigest(challenge.code_hash, hashCode(config.sessionSecret, req.phone, req.code))) throw await fail();
  if (!(await repo.consumeChallenge(db.kysely, challenge.id, nowIso()))) throw invalidCode();
  return challenge;
}
