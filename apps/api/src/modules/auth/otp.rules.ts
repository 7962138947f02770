import crypto from 'node:crypto';
import { OTP_LENGTH, type OtpFlow, RESEND_LIMITS } from '@vitrine/contracts/auth-rules';
import { ABUSE_LIMIT_DEFAULTS } from '../../plugins/config.ts';

// The OTP rules (spec §9, CONVENTIONS security defaults) as pure functions, so they are tested
// without a database: 4-digit codes, stored hashed, single use, 10 minutes, 5 tries each, resend
// limits per flow, and a failure cap per client IP.
//
// Wrong guesses count against the code they were made on (5 each) and against the client IP, never
// against the phone as such: a phone-wide lockout let anyone lock a stranger's phone out of OTP
// sign-in by sending wrong codes for it (issue 9). Guesses at one phone stay bounded by the code's
// 5 tries times the §9 sends per RESEND_WINDOW_MS (login: 4 codes, so at most 20 guesses per 10
// minutes), and each of those codes is texted to the phone's owner.

export const OTP_TTL_MS = 10 * 60 * 1000;
export const MAX_TRIES_PER_CODE = 5;
/** Sends of one phone are counted over this window for the resend limits. */
export const RESEND_WINDOW_MS = 10 * 60 * 1000;
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
 * The codes counted together for the resend limits. Sign-in codes (login, register) open accounts,
 * so they share one count (the 20-guess bound above). Verify codes answer only the signed-in account
 * that asked (decisions/021): counted apart, the Verify Account popup still texts its code after the
 * shopper has just tried OTP sign-in with the same phone.
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
