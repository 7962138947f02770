import { isLicenseActive, lockedPathFor } from '@vitrine/contracts/site-mode';
import { robotsTxt } from '../../features/seo/sitemap-xml';
import { initialValuesContext } from '../../lib/api-context';
import { shopOrigin } from '../../lib/seo/shop-origin';
import type { Route } from './+types/robots';

// /robots.txt follows the storefront's enable_indexing (the pages also carry noindex when off), and
// disallows everything while the shop is closed to visitors (no licence, password, or a site mode);
// the site-mode guard lets this path through for that reason.
export async function loader({ context }: Route.LoaderArgs) {
  const initialValues = context.get(initialValuesContext);
  const storefront = initialValues?.storefront;
  const open =
    Boolean(storefront) &&
    isLicenseActive(initialValues?.license_status) &&
    lockedPathFor({ passwordProtected: storefront!.is_password_protection_enabled, mode: storefront!.mode, unlocked: false }) === null;
  const indexing = open && (storefront?.enable_indexing ?? false);
  return new Response(robotsTxt(shopOrigin(initialValues), indexing), {
    headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'public, max-age=3600' },
  });
}
