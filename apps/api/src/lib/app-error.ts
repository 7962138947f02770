import { ErrorCode } from '@vitrine/contracts/envelope';

/** An expected failure: becomes an error envelope with this HTTP status and message. */
export class AppError extends Error {
  constructor(
    readonly code: string,
    readonly httpStatus: number,
    message: string,
    readonly errors?: Record<string, string[]>,
  ) {
    super(message);
  }
}

export const notFound = (message: string) => new AppError(ErrorCode.notFound, 404, message);
export const badRequest = (message: string, errors?: Record<string, string[]>) =>
  new AppError(ErrorCode.validation, 422, message, errors);
