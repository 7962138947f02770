import type { ApiResponse } from '@vitrine/contracts/api-transport';
import type { ApiErrorData } from '@vitrine/contracts/envelope';
import { Messages } from '@vitrine/contracts/messages';

/** What a form shows when a call does not succeed: one message plus per-field errors (422). */
export interface ApiFailure {
  statusCode: number;
  message: string;
  fieldErrors: Record<string, string>;
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
  return { ok: false, failure: { statusCode: res.statusCode, message, fieldErrors } };
}

/** Runs a call; a network failure becomes a failure result instead of a thrown error. */
export async function runCall<T>(call: () => Promise<ApiResponse<T>>): Promise<ApiResult<T>> {
  try {
    return toResult(await call());
  } catch {
    return { ok: false, failure: { statusCode: 0, message: Messages.networkError, fieldErrors: {} } };
  }
}
