import type { ApiClient } from '@vitrine/contracts/api-client';
import { AuthMessages } from '@vitrine/contracts/auth';

export interface ResetLink {
  email: string;
  token: string;
  valid: boolean;
  /** Why the link cannot be used (the API's words when it gives them). */
  message: string | null;
}

/** spec §7 validate-reset (query email, token) for /account/reset-password/{email}/{slug}. */
export async function checkResetLink(api: ApiClient, email: string, token: string): Promise<ResetLink> {
  if (!email || !token) return { email, token, valid: false, message: AuthMessages.resetInvalid };
  const res = await api.validateReset({ email, token });
  if (res.statusCode >= 500) throw new Error(`validate-reset: ${res.statusCode}`);
  if (res.body.status === 'success') return { email, token, valid: true, message: null };
  // Too many tries says so; any other refusal (expired, used, malformed) is the same message.
  const message = res.statusCode === 429 && res.body.message ? res.body.message : AuthMessages.resetInvalid;
  return { email, token, valid: false, message };
}
