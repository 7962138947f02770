// Where a shopper goes after signing in: same-origin paths only (CONVENTIONS: redirectTo).
// Kept apart from auth-rules.ts so the product page's wishlist button loads only this.

/**
 * Same-origin paths only (CONVENTIONS: redirectTo): a single leading '/', never '//' or '/\',
 * and no control characters or whitespace (browsers drop tabs and newlines, so '/\t/x' is '//x').
 */
export function safeRedirectPath(value: unknown): string | null {
  if (typeof value !== 'string' || value.length === 0 || value.length > 2000) return null;
  if (value[0] !== '/' || value[1] === '/' || value[1] === '\\') return null;
  // biome-ignore lint/suspicious/noControlCharactersInRegex: rejecting control characters is the point
  if (/[\u0000-\u0020\u007f]/.test(value)) return null;
  return value;
}

/** spec §4: after sign-in, the saved target (decoded) when it is a same-origin path, else /account. */
export function redirectTargetAfterLogin(saved: unknown): string {
  if (typeof saved !== 'string') return '/account';
  let value = saved;
  if (/^%2f/i.test(value)) {
    try {
      value = decodeURIComponent(value);
    } catch {
      return '/account';
    }
  }
  return safeRedirectPath(value) ?? '/account';
}

/** Where a server-side login guard sends a guest: home with the login dialog open. */
export function loginRedirectUrl(path: string): string {
  const target = safeRedirectPath(path);
  return target ? `/?login=1&redirectTo=${encodeURIComponent(target)}` : '/?login=1';
}
