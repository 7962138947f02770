import type { InitialValues } from '@vitrine/contracts/storefront';

/**
 * The shop's public origin, as the API reports it in the initial values (PUBLIC_URL, or
 * http://localhost:PORT in development). Never the request's Host or X-Forwarded-Host: a forged
 * header would otherwise reach the sitemap and canonical links, which caches keep (issue 9). The
 * API is the one authority, so a web tier running apart from it (API_URL) agrees with its mail
 * links. Without initial values (they are fetched by the root middleware, so only in a broken
 * request) URLs stay root-relative rather than guess a host.
 */
export function shopOrigin(initialValues: Pick<InitialValues, 'url'> | null | undefined): string {
  const url = initialValues?.url;
  if (!url) return '';
  try {
    return new URL(url).origin;
  } catch {
    return '';
  }
}
