// Where absolute URLs point (canonical, Open Graph, JSON-LD, sitemap, robots.txt).

/**
 * The shop's origin for this request: PUBLIC_URL when configured, else the request's protocol
 * with the host the API reported (initialValues.host, which is PUBLIC_URL's host or the request's
 * Host) or the request's own host. Behind a proxy the protocol follows X-Forwarded-Proto only
 * when TRUST_PROXY is on (the one-process server builds the request URL that way).
 */
export function requestOrigin(request: Request, host?: string | null): string {
  const publicUrl = process.env.PUBLIC_URL;
  if (publicUrl) {
    try {
      return new URL(publicUrl).origin;
    } catch {
      // config validation rejects a bad PUBLIC_URL; fall through to the request
    }
  }
  const url = new URL(request.url);
  return `${url.protocol}//${host || url.host}`;
}
