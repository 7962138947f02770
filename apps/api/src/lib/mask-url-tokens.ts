/** What a masked token value reads as in the logs. */
export const MASKED = '***';

/** A query key as a browser would read it ('+' is a space, escapes decoded), or the raw key if it cannot be decoded. */
function readKey(raw: string): string {
  try {
    return decodeURIComponent(raw.replaceAll('+', ' '));
  } catch {
    return raw;
  }
}

/**
 * The URL with the value of every `token` query parameter (any case, however escaped) replaced by
 * MASKED. Guests' order tokens (invoice, order complete) and the owner's admin token
 * (/admin/login?token=…) travel in the query, and a log line must not hand them to whoever reads the logs.
 */
export function maskUrlTokens(url: string): string {
  const queryAt = url.indexOf('?');
  if (queryAt === -1) return url;
  const hashAt = url.indexOf('#', queryAt);
  const query = url.slice(queryAt + 1, hashAt === -1 ? undefined : hashAt);
  const masked = query
    .split('&')
    .map((pair) => {
      const equalsAt = pair.indexOf('=');
      const key = equalsAt === -1 ? pair : pair.slice(0, equalsAt);
      return readKey(key).trim().toLowerCase() === 'token' ? `${key}=${MASKED}` : pair;
    })
    .join('&');
  return `${url.slice(0, queryAt + 1)}${masked}${hashAt === -1 ? '' : url.slice(hashAt)}`;
}
