import type { ApiCall } from './api-transport.ts';
import type {
  AccessLogEntry,
  AccountProfile,
  ForgotPasswordBody,
  LoginBody,
  LoginResult,
  OtpRequestBody,
  OtpSent,
  OtpVerifyBody,
  OutboxMessage,
  OutboxQuery,
  PhoneOtpGenerateBody,
  PhoneOtpVerifyBody,
  RegisterBody,
  ResetCompleteBody,
  UpdatePasswordBody,
  UpdateProfileBody,
  ValidateResetQuery,
} from './auth.ts';

// Sign-in, registration, password reset and the account (spec section 7, Auth and Account rows).
// Shapes and messages: auth.ts. Sign-in answers set the httpOnly session cookie (setCookies).
export function authCalls(call: ApiCall) {
  return {
    /** 429 'Maximum attempt reached. Please try again later' past the resend limits. */
    requestOtp: (body: OtpRequestBody) => call<OtpSent>({ method: 'POST', path: '/api/auth/otp/request', body }),
    verifyOtp: (body: OtpVerifyBody) => call<LoginResult>({ method: 'POST', path: '/api/auth/otp/verify', body }),
    register: (body: RegisterBody) => call<LoginResult>({ method: 'POST', path: '/api/auth/register', body }),
    login: (body: LoginBody) => call<LoginResult>({ method: 'POST', path: '/api/auth/login', body }),
    logout: () => call<Record<string, never>>({ method: 'POST', path: '/api/auth/logout' }),
    /** The same answer for known and unknown emails. */
    requestPasswordReset: (body: ForgotPasswordBody) => call<Record<string, never>>({ method: 'POST', path: '/api/auth/reset', body }),
    validateReset: (query: ValidateResetQuery) => call<{ valid: true }>({ method: 'POST', path: '/api/auth/validate-reset', query: { ...query } }),
    completeReset: (body: ResetCompleteBody) => call<Record<string, never>>({ method: 'POST', path: '/api/auth/reset-complete', body }),
    getAccount: () => call<AccountProfile>({ method: 'GET', path: '/api/account/get' }),
    updateProfile: (body: UpdateProfileBody) => call<AccountProfile>({ method: 'PUT', path: '/api/account/update-profile', body }),
    updatePassword: (body: UpdatePasswordBody) => call<Record<string, never>>({ method: 'PUT', path: '/api/account/update-password', body }),
    generatePhoneOtp: (body: PhoneOtpGenerateBody) => call<OtpSent>({ method: 'POST', path: '/api/account/otp/generate', body: { type: 'phone', ...body } }),
    verifyPhoneOtp: (body: PhoneOtpVerifyBody) => call<AccountProfile>({ method: 'POST', path: '/api/account/otp/verify', body }),
    getAccessLogs: () => call<AccessLogEntry[]>({ method: 'GET', path: '/api/account/access-logs' }),
    /** Development only: 404 in production unless DEV_OUTBOX=true. */
    getDevOutbox: (query: OutboxQuery = {}) =>
      call<OutboxMessage[]>({
        method: 'GET',
        path: '/api/dev/outbox',
        query: { channel: query.channel, to: query.to, limit: query.limit === undefined ? undefined : String(query.limit) },
      }),
  };
}
