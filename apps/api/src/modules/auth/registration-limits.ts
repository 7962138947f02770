import { AuthMessages } from '@vitrine/contracts/auth';
import { tooManyAttempts } from '../../lib/app-error.ts';
import { AttemptCounter } from '../../lib/attempt-counter.ts';
import { ABUSE_LIMIT_DEFAULTS } from '../../plugins/config.ts';

// Registration says 'This email is already registered' (the shopper is signed in at once, spec §4,
// so a taken email cannot be answered like a new one; decisions/009). To keep that from becoming
// a fast way to test which emails have accounts, attempts are capped per email and per client IP.
// In memory, per process (docs/api.md, Abuse limits).

export const REGISTRATION_WINDOW_MS = 60 * 60 * 1000;
export const MAX_REGISTRATIONS_PER_EMAIL = 5;
/** Default of REGISTER_MAX_PER_IP (config). */
export const MAX_REGISTRATIONS_PER_IP = ABUSE_LIMIT_DEFAULTS.registerMaxPerIp;

export interface RegistrationLimits {
  byEmail: AttemptCounter;
  byIp: AttemptCounter;
}

export function createRegistrationLimits(maxPerIp: number): RegistrationLimits {
  return {
    byEmail: new AttemptCounter(MAX_REGISTRATIONS_PER_EMAIL, REGISTRATION_WINDOW_MS),
    byIp: new AttemptCounter(maxPerIp, REGISTRATION_WINDOW_MS),
  };
}

/** Counts one attempt (a valid form) for the email and the IP; 429 with Retry-After past either cap. */
export function takeRegistrationAttempt(limits: RegistrationLimits, email: string, ip: string | null): void {
  const now = Date.now();
  const wait = Math.max(limits.byEmail.retryAfterSeconds(email, now), ip ? limits.byIp.retryAfterSeconds(ip, now) : 0);
  if (wait > 0) throw tooManyAttempts(AuthMessages.tooManyRegistrations, wait);
  limits.byEmail.record(email, now);
  if (ip) limits.byIp.record(ip, now);
}
