import crypto from 'node:crypto';
import { OTP_LENGTH, type OtpFlow, RESEND_LIMITS } from '@vitrine/contracts/auth-rules';
import { ABUSE_LIMIT_DEFAULTS } from '../../plugins/config.ts';

// The OTP rules (spec §9, CONVENTIONS security defaults) as pure functions, so they are tested
// without a database: 4-digit codes, stored hashed, single use, 10 minutes, 5 tries each, resend
// limits per flow, and a failure cap per client IP.
//
// A stranger must not be able to keep a phone's owner out (issue 30, decisions/038): a code is bound
// to its asker (the client IP for sign-in codes, the signed-in account for verify codes), so another
// IP's guesses never reach the owner's code and another IP's sends never replace it. Wrong guesses
// count against the code they were made on (5 each) and against the client IP, never the phone.
// Sends are counted per (phone, asker) with the spec §9 resend limits, plus a per-phone ceiling over
// a short window that only delays the owner (PHONE_CEILING_WINDOW_MS) and bounds the texts and
// guesses all askers together get at one phone (the numbers are in decisions/038).

export const OTP_TTL_MS = 10 * 60 * 1000;
export const MAX_TRIES_PER_CODE = 5;
/** Sends of one phone to one asker are counted over this window for the resend limits. */
export const RESEND_WINDOW_MS = 10 * 60 * 1000;
/** Codes one phone may be sent by all askers together within PHONE_CEILING_WINDOW_MS. */
export const MAX_SENDS_PER_PHONE = 5;
/** Short on purpose: the longest a stranger's sends can hold the owner's code back. */
export const PHONE_CEILING_WINDOW_MS = 5 * 60 * 1000;
/** An IP the phone's account signed in from within this window is not held back by the ceiling. */
export const KNOWN_ASKER_WINDOW_MS = 30 * 24 * 60 * 60 * 1000;
/** Wrong or unknown codes from one IP counted over this window lock that IP out. */
export const FAILURE_WINDOW_MS = 60 * 60 * 1000;
/** Default of OTP_MAX_FAILURES_PER_IP (config). */
export const MAX_FAILURES_PER_IP = ABUSE_LIMIT_DEFAULTS.otpMaxFailuresPerIp;
/** Codes one IP may have sent over FAILURE_WINDOW_MS (SMS pumping); default of OTP_MAX_SENDS_PER_IP. */
export const MAX_SENDS_PER_IP = ABUSE_LIMIT_DEFAULTS.otpMaxSendsPerIp;

export type ChallengePurpose = 'login' | 'register' | 'verify';

export function flowOf(purpose: ChallengePurpose): OtpFlow {
  return purpose === 'login' ? 'login' : purpose === 'register' ? 'registration' : 'verify';
}

/**
 * The codes counted together for one asker's resend limits. Sign-in codes (login, register) open
 * accounts, so they share one count. Verify codes answer only the signed-in account that asked
 * (decisions/021): counted apart, the Verify Account popup still texts its code after the shopper
 * has just tried OTP sign-in with the same phone.
 */
export function purposesCountedWith(purpose: ChallengePurpose): ChallengePurpose[] {
  return purpose === 'verify' ? ['verify'] : ['login', 'register'];
}

/** The first send plus the flow's resends (login 1 + 3, registration and verify 1 + 1). */
export function maxSends(flow: OtpFlow): number {
  return 1 + RESEND_LIMITS[flow];
}

/** May another code go out, given the codes this phone was sent within RESEND_WINDOW_MS? */
export function canSendCode(sendsInWindow: number, flow: OtpFlow): boolean {
  return sendsInWindow < maxSends(flow);
}

/** Is the phone under its ceiling, given the codes all askers had sent it within PHONE_CEILING_WINDOW_MS? */
export function isUnderPhoneCeiling(sendsToPhone: number): boolean {
  return sendsToPhone < MAX_SENDS_PER_PHONE;
}

/** Resends still allowed after a send that brought the count to `sendsInWindow`. */
export function resendsLeft(sendsInWindow: number, flow: OtpFlow): number {
  return Math.max(0, maxSends(flow) - sendsInWindow);
}

export interface ChallengeSnapshot {
  attempts: number;
  expires_at: string;
  used_at: string | null;
}

export type ChallengeState = 'open' | 'used' | 'expired' | 'exhausted';

export function challengeState(challenge: ChallengeSnapshot, now: Date): ChallengeState {
  if (challenge.used_at) return 'used';
  if (Date.parse(challenge.expires_at) <= now.getTime()) return 'expired';
  if (challenge.attempts >= MAX_TRIES_PER_CODE) return 'exhausted';
  return 'open';
}

/** Has this client IP made too many wrong guesses within FAILURE_WINDOW_MS? */
export function isIpLockedOut(ipFailures: number, maxFailuresPerIp = MAX_FAILURES_PER_IP): boolean {
  return ipFailures >= maxFailuresPerIp;
}

export function generateCode(): string {
  return String(crypto.randomInt(0, 10 ** OTP_LENGTH)).padStart(OTP_LENGTH, '0');
}

/** HMAC with the server secret: a leaked table does not give the 10,000 codes away by hashing them. */
export function hashCode(secret: string, phone: string, code: string): string {
  return crypto.createHmac('sha256', secret).update(`${phone}:${code}`).digest('hex');
}
