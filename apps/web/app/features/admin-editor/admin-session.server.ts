import type { ApiClient } from '@vitrine/contracts/api-client';
import { editorCalls } from '@vitrine/contracts/api-client-editor';
import { Messages } from '@vitrine/contracts/messages';
import type { InitialValues } from '@vitrine/contracts/storefront';
import { data, redirect } from 'react-router';
import { EDITOR_PATH, LOGIN_PATH } from './admin-paths';

// /admin/login and /admin/editor on the server (decisions/030): the token becomes the API's admin
// cookies; the editor page needs them. Every answer is private: never in the HTML cache.

export const PRIVATE_HEADERS = { 'Cache-Control': 'private, no-store', 'X-Robots-Tag': 'noindex' } as const;

function withCookies(setCookies: string[]): Headers {
  const headers = new Headers(PRIVATE_HEADERS);
  for (const cookie of setCookies) headers.append('set-cookie', cookie);
  return headers;
}

export type LoginAnswer = { signedIn: true; message: string } | { signedIn: false; message: string };

/**
 * /admin/login?token=…: the right token signs the owner in and the page moves on to the editor in
 * the browser (a page, not a redirect: after a link from another site a redirect would not carry
 * the SameSite=Strict cookie just set); a signed-in owner without a token goes there at once;
 * anything else is refused (401, or 429 when throttled).
 */
export async function signInOwner(api: ApiClient, url: URL) {
  const calls = editorCalls(api.call);
  const token = url.searchParams.get('token');
  if (!token) {
    const session = await calls.getAdminSession();
    if (session.statusCode === 200) throw redirect(EDITOR_PATH, { headers: PRIVATE_HEADERS });
    return data<LoginAnswer>({ signedIn: false, message: Messages.invalidAdminToken }, { status: 401, headers: PRIVATE_HEADERS });
  }
  const res = await calls.openAdminSession(token.slice(0, 1000));
  if (res.body.status === 'success')
    return data<LoginAnswer>({ signedIn: true, message: 'Signed in as the shop owner' }, { headers: withCookies(res.setCookies) });
  const status = res.statusCode === 429 ? 429 : 401;
  return data<LoginAnswer>({ signedIn: false, message: res.body.message || Messages.invalidAdminToken }, { status, headers: PRIVATE_HEADERS });
}

/** The editor page is the owner's only: anybody else is sent to the login page. */
export async function requireOwner(api: ApiClient): Promise<void> {
  const session = await editorCalls(api.call).getAdminSession();
  if (session.statusCode !== 200) throw redirect(LOGIN_PATH, { headers: PRIVATE_HEADERS });
}

export interface EditorData {
  primary: string;
  storeName: string;
}

export function editorData(initialValues: InitialValues | null): EditorData {
  const storefront = initialValues?.storefront;
  return { primary: storefront?.theme.colors?.primary ?? '#000000', storeName: storefront?.name ?? 'Vitrine' };
}

const HEX = /^#[0-9a-fA-F]{6}$/;

export interface SaveResult {
  ok: boolean;
  message: string;
}

/** Save: the primary colour through the admin API (the admin cookie authorises it), kept after a reload. */
export async function saveTheme(api: ApiClient, initialValues: InitialValues | null, form: FormData): Promise<SaveResult> {
  const primary = String(form.get('primary') ?? '');
  if (!HEX.test(primary)) return { ok: false, message: 'This field is not valid' };
  const theme = initialValues?.storefront.theme ?? { colors: {}, background: null };
  const res = await api.call({
    method: 'PUT',
    path: '/api/admin/storefront',
    body: { theme: { colors: { ...theme.colors, primary }, background: theme.background ?? null } },
  });
  return res.body.status === 'success' ? { ok: true, message: 'Theme saved' } : { ok: false, message: res.body.message };
}
