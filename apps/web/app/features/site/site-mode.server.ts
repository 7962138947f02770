import type { ApiClient } from '@vitrine/contracts/api-client';
import { safeRedirectPath } from '@vitrine/contracts/redirect-target';
import { redirect } from 'react-router';

export interface ModeFormResult {
  ok: boolean;
  message: string;
  errors?: Record<string, string[]>;
}

function cookieHeaders(setCookies: string[]): Headers {
  const headers = new Headers();
  for (const c of setCookies) headers.append('set-cookie', c);
  return headers;
}

/**
 * spec §4: a successful verification unlocks the site (the API sets the signed cookie) and goes to
 * the page first asked for (?redirectTo, same-origin paths only), else home.
 */
export async function verifyPassword(api: ApiClient, form: FormData, redirectTo: string | null): Promise<ModeFormResult | Response> {
  const res = await api.verifyPassword(String(form.get('password') ?? ''));
  if (res.body.status === 'success') return redirect(safeRedirectPath(redirectTo) ?? '/', { headers: cookieHeaders(res.setCookies) });
  return { ok: false, message: res.body.message, errors: (res.body.data as any)?.errors };
}

export async function subscribe(api: ApiClient, form: FormData, mode: string): Promise<ModeFormResult> {
  const res = await api.subscribeToMode(String(form.get('email') ?? ''), mode);
  return { ok: res.body.status === 'success', message: res.body.message, errors: (res.body.data as any)?.errors };
}
