// spec §7: every response carries status, message and data; success only when status === 'success'.
export type ApiStatus = 'success' | 'error';

export interface ApiEnvelope<T = unknown> {
  status: ApiStatus;
  message: string;
  data: T;
}

/** spec §8: error responses carry data.data.message and a statusCode. */
export interface ApiErrorData {
  statusCode: number;
  code: string;
  data: { message: string };
  errors?: Record<string, string[]>;
}

export const ErrorCode = {
  validation: 'VALIDATION_FAILED',
  notFound: 'NOT_FOUND',
  unauthorized: 'UNAUTHORIZED',
  forbidden: 'FORBIDDEN',
  siteLocked: 'SITE_LOCKED',
  siteUnavailable: 'SITE_UNAVAILABLE',
  badRequest: 'BAD_REQUEST',
  badOrigin: 'BAD_ORIGIN',
  unsupportedMediaType: 'UNSUPPORTED_MEDIA_TYPE',
  tooManyRequests: 'TOO_MANY_REQUESTS',
  /** A database statement ran past its time budget (PostgreSQL statement_timeout) and was cancelled. */
  databaseTimeout: 'DATABASE_TIMEOUT',
  internal: 'INTERNAL',
} as const;
export type ErrorCode = (typeof ErrorCode)[keyof typeof ErrorCode];

export function successEnvelope<T>(data: T, message = ''): ApiEnvelope<T> {
  return { status: 'success', message, data };
}

export function errorEnvelope(
  statusCode: number,
  code: string,
  message: string,
  errors?: Record<string, string[]>,
): ApiEnvelope<ApiErrorData> {
  return { status: 'error', message, data: { statusCode, code, data: { message }, ...(errors ? { errors } : {}) } };
}

export function isSuccess<T>(envelope: ApiEnvelope<T> | null | undefined): envelope is ApiEnvelope<T> {
  return envelope?.status === 'success';
}
