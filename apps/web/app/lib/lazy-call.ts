import type { ApiClient } from '@vitrine/contracts/api-client';
import { Messages } from '@vitrine/contracts/messages';
import type { ApiResult } from './api-result';

/**
 * Runs a call that lives in a module fetched on first use (the typed API client stays out of the
 * first load). The module not arriving, offline, is the same network failure result as the call
 * failing, so the screen shows it the same way and no busy flag stays on.
 */
export async function callLazily<M, T>(load: () => Promise<M>, call: (module: M) => Promise<ApiResult<T>>): Promise<ApiResult<T>> {
  let module: M;
  try {
    module = await load();
  } catch {
    return { ok: false, failure: { statusCode: 0, message: Messages.networkError, fieldErrors: {} } };
  }
  return call(module);
}

/** The typed API client, fetched with the first call that needs it (a rejection is a network failure). */
export async function loadBrowserApi(): Promise<ApiClient> {
  const { browserApi } = await import('./browser-api');
  return browserApi();
}
