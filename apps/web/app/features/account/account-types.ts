import type { AccessLogEntry, AccountProfile, UpdatePasswordBody, UpdateProfileBody } from '@vitrine/contracts/auth';

// Type-only names for the account screens (contracts/auth builds zod schemas at load: no values
// from it may ship to the browser).
export type Account = AccountProfile;
export type AccessLog = AccessLogEntry;
export type ProfileInput = UpdateProfileBody;
export type PasswordInput = UpdatePasswordBody;

/** An access log entry with its time formatted on the server (UTC), so the hydrated page reads the same. */
export interface AccessLogRow extends AccessLog {
  time: string;
}
