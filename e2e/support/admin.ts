// Owner-side switches for specs: the admin API with the e2e server's token (spec §7 PUT /api/admin/storefront).
import type { APIRequestContext } from '@playwright/test';
import { ADMIN_TOKEN, BASE_URL } from './env.ts';

/** PUT /api/admin/storefront with a partial update (see storefrontUpdateSchema); returns the envelope's data. */
export async function adminUpdateStorefront(request: APIRequestContext, patch: Record<string, unknown>) {
  const response = await request.put(new URL('/api/admin/storefront', BASE_URL).href, {
    headers: { authorization: `Bearer ${ADMIN_TOKEN}`, origin: new URL(BASE_URL).origin },
    data: patch,
  });
  if (!response.ok()) {
    throw new Error(`PUT /api/admin/storefront ${JSON.stringify(patch)} -> ${response.status()}: ${await response.text()}`);
  }
  const body = (await response.json()) as { data?: unknown };
  return body.data;
}

/** The defaults every spec starts from: open shop, no password, no site mode, active licence. */
export const STOREFRONT_DEFAULTS = {
  mode: null,
  is_password_protection_enabled: false,
  license_status: 'active',
} as const;

export async function adminResetStorefront(request: APIRequestContext) {
  return adminUpdateStorefront(request, { ...STOREFRONT_DEFAULTS });
}
