import { ErrorCode } from '@vitrine/contracts/envelope';

/** An expected failure: becomes an error envelope with this HTTP status and message. */
export class AppError extends Error {
  constructor(
    readonly code: string,
    readonly httpStatus: number,
    message: string,
    readonly errors?: Record<string, string[]>,
    /** Response headers the error handler adds, e.g. Retry-After on a 429. */
    readonly headers?: Record<string, string>,
    /** Sent as the envelope's data.details: what the client needs to recover (place-order's new cart). */
    readonly details?: Record<string, unknown>,
  ) {
    super(message);
  }
}

export const notFound = (message: string) => new AppError(ErrorCode.notFound, 404, message);
export const badRequest = (message: string, errors?: Record<string, string[]>) => new AppError(ErrorCode.validation, 422, message, errors);

/** 429 with Retry-After, for caps that end at a known time (registration, admin tokens). */
export const tooManyAttempts = (message: string, retryAfterSeconds: number) =>
  new AppError(ErrorCode.tooManyRequests, 429, message, undefined, { 'retry-after': String(retryAfterSeconds) });
