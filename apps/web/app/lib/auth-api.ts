import { authCalls } from '@vitrine/contracts/api-client-auth';
import type { ApiCall } from '@vitrine/contracts/api-transport';
import type { LoginResult, OtpSent, OutboxMessage } from '@vitrine/contracts/auth';
import type { OtpFlow } from '@vitrine/contracts/auth-rules';
import { type ApiResult, runCall } from './api-result';
import { browserTransport } from './browser-api';

// The browser's sign-in calls (same origin, so the session cookie goes along), as results a form
// can show. Only the auth calls are bundled, not the whole API client, and only when a dialog or
// account page needs them.

let calls: ReturnType<typeof authCalls> | null = null;
function api(): ReturnType<typeof authCalls> {
  if (!calls) {
    const transport = browserTransport();
    calls = authCalls(((request) => transport(request)) as ApiCall);
  }
  return calls;
}

export interface PasswordLoginBody {
  email: string;
  password: string;
  remember_me: boolean;
}
export interface RegisterBody {
  first_name: string;
  last_name: string;
  phone: string;
  email: string;
  password: string;
}
export interface CompleteResetBody {
  email: string;
  token: string;
  password: string;
  password_confirmation: string;
}

export const authApi = {
  /** The API's purposes are 'login' and 'register' (its resend limits: 3 and 1). */
  requestOtp: (input: string, flow: OtpFlow): Promise<ApiResult<OtpSent>> =>
    runCall(() => api().requestOtp({ input, purpose: flow === 'login' ? 'login' : 'register' })),
  verifyOtp: (input: string, otp: string): Promise<ApiResult<LoginResult>> => runCall(() => api().verifyOtp({ input, otp })),
  login: (body: PasswordLoginBody): Promise<ApiResult<LoginResult>> => runCall(() => api().login(body)),
  register: (body: RegisterBody): Promise<ApiResult<LoginResult>> => runCall(() => api().register(body)),
  requestPasswordReset: (email: string): Promise<ApiResult<unknown>> => runCall(() => api().requestPasswordReset({ email })),
  completeReset: (body: CompleteResetBody): Promise<ApiResult<unknown>> => runCall(() => api().completeReset(body)),
  logout: (): Promise<ApiResult<unknown>> => runCall(() => api().logout()),
  generatePhoneOtp: (input: string): Promise<ApiResult<OtpSent>> => runCall(() => api().generatePhoneOtp({ input, type: 'phone' })),
  verifyPhoneOtp: (input: string, otp: string): Promise<ApiResult<unknown>> => runCall(() => api().verifyPhoneOtp({ input, otp })),
  getDevOutbox: (): Promise<ApiResult<OutboxMessage[]>> => runCall(() => api().getDevOutbox()),
};
