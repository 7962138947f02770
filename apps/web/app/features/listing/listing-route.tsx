import { Messages } from '@vitrine/contracts/messages';
import type { ReactNode } from 'react';
import { isRouteErrorResponse, type MetaDescriptor } from 'react-router';
import { ProductCard } from '../../components/catalog/product-card';
import type { RootData } from '../../lib/root-data';
import { canonicalUrl } from '../../lib/seo/canonical';
import { breadcrumbJsonLd } from '../../lib/seo/json-ld';
import { JsonLd } from '../../lib/seo/json-ld-script';
import { seoMeta } from '../../lib/seo/seo-meta';
import { ListingScreen } from './listing-screen';
import { listingSeo } from './listing-seo';
import type { ListingLoaderData } from './listing-view';

// What the four listing routes (category, collection, shop, search) share besides their loader.

interface MetaArgs {
  loaderData: ListingLoaderData | undefined;
  matches: readonly ({ loaderData?: unknown } | undefined)[];
  error?: unknown;
}

/** Title, description, canonical, Open Graph and Twitter tags (features/seo), noindex on search. */
export function listingMeta({ loaderData, matches, error }: MetaArgs): MetaDescriptor[] {
  if (error) return [{ title: isRouteErrorResponse(error) && error.status === 404 ? Messages.pageNotFoundTitle : Messages.serverErrorTitle }];
  const storefront = (matches[0]?.loaderData as RootData | undefined)?.initialValues.storefront;
  const storeName = storefront?.name ?? 'Vitrine';
  const seo = listingSeo(loaderData, storeName);
  if (!seo || loaderData?.kind !== 'listing') return [{ title: storeName }, { name: 'robots', content: 'noindex' }];
  const canonical = canonicalUrl(loaderData.origin, seo.path, seo.keepParams);
  return [...seoMeta({ title: seo.title, description: seo.description, canonical, siteName: storeName }), ...seo.robots];
}

/** A listing's errors render inside the shell: an unknown slug is 'Page Not Found'. */
/** The listing screen with its BreadcrumbList JSON-LD. */
export function ListingPage({ data, children }: { data: ListingLoaderData; children?: ReactNode }) {
  // Only a hand-made `more=1` URL opens a load-more answer as a page: its cards, nothing else.
  if (data.kind === 'more') {
    return (
      <ul className="listing-grid container">
        {data.items.map((product) => (
          <li key={product.id}>
            <ProductCard product={product} />
          </li>
        ))}
      </ul>
    );
  }
  return (
    <>
      <JsonLd data={breadcrumbJsonLd(data.breadcrumb, data.origin)} />
      <ListingScreen view={data}>{children}</ListingScreen>
    </>
  );
}
