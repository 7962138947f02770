import { Messages } from '@vitrine/contracts/messages';
import { productChatText } from '@vitrine/contracts/product';
import { isRouteErrorResponse, type ShouldRevalidateFunctionArgs } from 'react-router';
import { RouteErrorBoundary } from '../../components/error-pages';
import { ProductPictures } from '../../components/media/product-pictures';
import { ProductCartButtons } from '../../features/cart/product-cart-buttons';
import { ChatLink } from '../../features/chat/chat-link';
import type { ChatHandle } from '../../features/chat/chat-url';
import { productBreadcrumb } from '../../features/product/breadcrumb';
import { loadCustomGallery, loadProduct, loadRelatedProducts } from '../../features/product/product.server';
import { onlySkuChanged, productPath, productSlugFromSplat } from '../../features/product/product-path';
import { ProductView } from '../../features/product/product-view';
import { ProductReviews } from '../../features/reviews/product-reviews';
import { loadProductReviews } from '../../features/reviews/reviews.server';
import { WishlistButton } from '../../features/wishlist/wishlist-button';
import { apiContext, initialValuesContext } from '../../lib/api-context';
import { type RootData, useRootData } from '../../lib/root-data';
import { canonicalUrl } from '../../lib/seo/canonical';
import { breadcrumbJsonLd, plainText, productJsonLd } from '../../lib/seo/json-ld';
import { JsonLd } from '../../lib/seo/json-ld-script';
import { withReviewsJsonLd } from '../../lib/seo/review-json-ld';
import { seoMeta } from '../../lib/seo/seo-meta';
import { shopOrigin } from '../../lib/seo/shop-origin';
import type { Route } from './+types/product';

// spec §2 /product/{slug...}: the product is the last slug segment, ?sku= picks the variant.
// The product is awaited for the first paint; related products stream in after it.
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const api = context.get(apiContext);
  const slug = productSlugFromSplat(params['*']);
  const initialValues = context.get(initialValuesContext);
  // The reviews' first page is read alongside the product: the section and the JSON-LD rating
  // are in the (cacheable) HTML; a review write forgets this page's cache (decisions/028).
  const [product, reviews] = await Promise.all([
    loadProduct(api, slug, url.searchParams.get('sku')),
    loadProductReviews(api, slug, initialValues?.plugins ?? []),
  ]);
  const origin = shopOrigin(initialValues);
  // Awaited (an in-memory, cached read): the pictures are in the first HTML, so they never shift the page.
  const pictures = await loadCustomGallery(api, product.id);
  return { product, related: loadRelatedProducts(api, product.slug), origin, reviews, pictures };
}

export function shouldRevalidate({ currentUrl, nextUrl, formMethod, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  if (!formMethod && onlySkuChanged(currentUrl, nextUrl)) return false;
  return defaultShouldRevalidate;
}

// spec §2 chat link on /product/ pages: asks about this product, with the page URL. It sits in
// the buying column instead of floating over thumbnails and share links (decisions/018).
export const handle: ChatHandle = {
  inlineChat: true,
  chatText: (data, location) => {
    const { product, origin } = data as Route.ComponentProps['loaderData'];
    return productChatText(product.name, `${origin}${location.pathname}${location.search}`);
  },
};

export const meta: Route.MetaFunction = ({ loaderData, matches, error }) => {
  if (error || !loaderData) {
    return [{ title: isRouteErrorResponse(error) && error.status === 404 ? Messages.pageNotFoundTitle : Messages.serverErrorTitle }];
  }
  const { product, origin } = loaderData;
  const storeName = (matches[0]?.loaderData as RootData | undefined)?.initialValues.storefront.name ?? 'Vitrine';
  return seoMeta({
    // Like content pages: the owner's meta_title is the whole title, else "name | store".
    title: product.meta.meta_title || `${product.name} | ${storeName}`,
    description: product.meta.meta_description || plainText(product.description, 160),
    // One canonical for every variant: the product URL without ?sku=.
    canonical: canonicalUrl(origin, productPath(product.slug)),
    image: product.social_sharing_image ?? product.base_image,
    type: 'product',
    siteName: storeName,
  });
};

export const ErrorBoundary = RouteErrorBoundary;

export default function ProductPage({ loaderData }: Route.ComponentProps) {
  const root = useRootData();
  const { product, related, origin, reviews, pictures } = loaderData;
  const canonical = canonicalUrl(origin, productPath(product.slug));
  return (
    <>
      <JsonLd data={withReviewsJsonLd(productJsonLd(product, canonical, origin), reviews)} />
      <JsonLd data={breadcrumbJsonLd(productBreadcrumb(product), origin)} />
      <ProductView
        key={product.id}
        product={product}
        related={related}
        origin={origin}
        plugins={root?.initialValues.plugins ?? []}
        wishlistButton={<WishlistButton productId={product.id} />}
        chatLink={root ? <ChatLink initialValues={root.initialValues} placement="inline" /> : null}
        cartButtons={(input) => <ProductCartButtons {...input} />}
        reviews={reviews ? <ProductReviews productId={product.id} productSlug={product.slug} initial={reviews} /> : null}
      />
      <ProductPictures key={`pictures-${product.id}`} images={pictures} />
    </>
  );
}
