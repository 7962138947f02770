import { sitemapUrls, sitemapXml } from '../../features/seo/sitemap-xml';
import { apiContext, initialValuesContext } from '../../lib/api-context';
import { shopOrigin } from '../../lib/seo/shop-origin';
import type { Route } from './+types/sitemap';

// /sitemap.xml: every public URL with its last modification (pages, categories, collections,
// products, the journal and its posts). Up to 50 000 URLs: the API bounds the lists.
export async function loader({ context }: Route.LoaderArgs) {
  const initialValues = context.get(initialValuesContext);
  if (initialValues && !initialValues.storefront.enable_indexing) {
    return new Response('Not found', { status: 404, headers: { 'content-type': 'text/plain; charset=utf-8' } });
  }
  const res = await context.get(apiContext).getSitemap();
  if (res.body.status !== 'success') throw new Error(`sitemap: ${res.statusCode}`);
  const origin = shopOrigin(initialValues);
  return new Response(sitemapXml(origin, sitemapUrls(res.body.data)), {
    headers: { 'content-type': 'application/xml; charset=utf-8', 'cache-control': 'public, max-age=3600' },
  });
}
