// spec §7: every response carries status, message and data; success only when status === 'success'.
export type ApiStatus = 'success' | 'error';

/**
 * One envelope, typed as a union so the compiler makes every reader check `status` before it
 * trusts `data` (spec §7: a call succeeded only when status is 'success').
 */
export type ApiEnvelope<T = unknown> = ApiSuccess<T> | ApiFailureEnvelope;

export interface ApiSuccess<T> {
  status: 'success';
  message: string;
  data: T;
}

/** An error answer: data carries the status code, the error code and field errors (spec §8); null when a proxy answered. */
export interface ApiFailureEnvelope {
  status: 'error';
  message: string;
  data: ApiErrorData | null;
}

/** spec §8: error responses carry data.data.message and a statusCode. */
export interface ApiErrorData {
  statusCode: number;
  code: string;
  data: { message: string };
  errors?: Record<string, string[]>;
  /** What the client needs to recover, for the few errors that carry it (place-order's new totals). */
  details?: Record<string, unknown>;
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
  /** The write clashes with what is stored (a coupon code already taken). */
  conflict: 'CONFLICT',
  /** The cart's total is not the one the shopper confirmed: details carry the new cart. */
  priceChanged: 'PRICE_CHANGED',
  tooManyRequests: 'TOO_MANY_REQUESTS',
  /** A database statement ran past its time budget (PostgreSQL statement_timeout) and was cancelled. */
  databaseTimeout: 'DATABASE_TIMEOUT',
  internal: 'INTERNAL',
} as const;
export type ErrorCode = (typeof ErrorCode)[keyof typeof ErrorCode];

export function successEnvelope<T>(data: T, message = ''): ApiSuccess<T> {
  return { status: 'success', message, data };
}

export function errorEnvelope(
  statusCode: number,
  code: string,
  message: string,
  errors?: Record<string, string[]>,
  details?: Record<string, unknown>,
): ApiFailureEnvelope & { data: ApiErrorData } {
  return { status: 'error', message, data: { statusCode, code, data: { message }, ...(errors ? { errors } : {}), ...(details ? { details } : {}) } };
}

export function isSuccess<T>(envelope: ApiEnvelope<T> | null | undefined): envelope is ApiSuccess<T> {
  return envelope?.status === 'success';
}
