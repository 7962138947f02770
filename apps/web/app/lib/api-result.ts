import type { ApiResponse } from '@vitrine/contracts/api-transport';
import type { ApiErrorData } from '@vitrine/contracts/envelope';
import { Messages } from '@vitrine/contracts/messages';

/** What a form shows when a call does not succeed: one message plus per-field errors (422). */
export interface ApiFailure {
  statusCode: number;
  message: string;
  fieldErrors: Record<string, string>;
  /** The error's code (ErrorCode), when the API gave one. */
  code?: string;
  /** What the API sent to recover with (place-order's PRICE_CHANGED carries the new cart). */
  details?: Record<string, unknown>;
}

export type ApiResult<T> = { ok: true; data: T; message: string } | { ok: false; failure: ApiFailure };

/** spec §7: a call succeeds only when status is 'success'; anything else is a failure. */
export function toResult<T>(res: ApiResponse<T>): ApiResult<T> {
  if (res.body.status === 'success') return { ok: true, data: res.body.data, message: res.body.message };
  const data = res.body.data as Partial<ApiErrorData> | null;
  const fieldErrors: Record<string, string> = {};
  for (const [field, messages] of Object.entries(data?.errors ?? {})) {
    if (messages?.[0]) fieldErrors[field] = messages[0];
  }
  const message = res.body.message || data?.data?.message || Messages.unexpectedError;
  const failure: ApiFailure = { statusCode: res.statusCode, message, fieldErrors };
  if (data?.code) failure.code = data.code;
  if (data?.details) failure.details = data.details;
  return { ok: false, failure };
}

/** Runs a call; a network failure becomes a failure result instead of a thrown error. */
export async function runCall<T>(call: () => Promise<ApiResponse<T>>): Promise<ApiResult<T>> {
  try {
    return toResult(await call());
  } catch {
    return { ok: false, failure: { statusCode: 0, message: Messages.networkError, fieldErrors: {} } };
  }
}
