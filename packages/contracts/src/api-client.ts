import { addressCalls } from './api-client-address.ts';
import { authCalls } from './api-client-auth.ts';
import { blogCalls } from './api-client-blog.ts';
import { cartCalls } from './api-client-cart.ts';
import { faqGalleryCalls } from './api-client-faq-gallery.ts';
import { formCalls } from './api-client-forms.ts';
import { orderCalls } from './api-client-orders.ts';
import { paymentCalls, pendingOrderCalls } from './api-client-payments.ts';
import { reviewCalls } from './api-client-reviews.ts';
import type { ApiCall, ApiRequest, ApiResponse, ApiTransport } from './api-transport.ts';
import type { CategoryCard, CategoryGridRequest, ProductCard, ProductGridRequest } from './catalog.ts';
import type { Menu, PageResponse, Slider, TemplateBothResponse, TemplateResponse } from './content.ts';
import type { CustomisationUpload } from './images.ts';
import type { ListingRequest, ListingResponse } from './listing.ts';
import type { PincodeAvailability } from './pincode.ts';
import type { ProductDetail, RelatedProducts } from './product.ts';
import type { SearchSuggestion } from './search.ts';
import type { SitemapData } from './seo.ts';
import type { CountryAddressFields, CountryOption } from './settings.ts';
import type { InitialValues } from './storefront.ts';

// The one typed client for /api. Its transport is in-memory (Fastify inject) in the single
// process and HTTP when API_URL is set; loaders never know which.
export function createApiClient(transport: ApiTransport, headers: Record<string, string> = {}) {
  const call: ApiCall = <T>(req: ApiRequest) => transport({ ...req, headers: { ...headers, ...req.headers } }) as Promise<ApiResponse<T>>;
  const enc = encodeURIComponent;
  return {
    call,
    getInitialValues: () => call<InitialValues>({ method: 'GET', path: '/api/storefront/initial-values' }),
    getTemplateBoth: (slug: string, path: string) => call<TemplateBothResponse>({ method: 'GET', path: `/api/templateBoth/${enc(slug)}`, query: { path } }),
    getTemplate: (slug: string, path: string) => call<TemplateResponse>({ method: 'GET', path: `/api/template/${enc(slug)}`, query: { path } }),
    getPage: (slug: string, path: string) => call<PageResponse>({ method: 'GET', path: `/api/page/${enc(slug)}`, query: { path } }),
    getMenu: (id: string) => call<Menu>({ method: 'GET', path: `/api/menu/${enc(id)}` }),
    getSlider: (id: string) => call<Slider>({ method: 'GET', path: `/api/slider/${enc(id)}` }),
    getProductGrid: (body: Partial<ProductGridRequest>) => call<ProductCard[]>({ method: 'POST', path: '/api/product/product-grid', body }),
    getCategoryGrid: (body: Partial<CategoryGridRequest>) => call<CategoryCard[]>({ method: 'POST', path: '/api/category/category-grid', body }),
    verifyPassword: (password: string) => call<{ unlocked: boolean }>({ method: 'POST', path: '/api/storefront/verify-password', body: { password } }),
    subscribeToMode: (email: string, mode?: string) =>
      call<{ email: string }>({ method: 'POST', path: '/api/storefront/subscribe-to-mode', body: { email, mode } }),
    heartBeat: () => call<{ at: string }>({ method: 'POST', path: '/api/base/heart-beat', body: {} }),
    getSitemap: () => call<SitemapData>({ method: 'GET', path: '/api/seo/sitemap' }),
    uploadCustomisationImage: (body: { product_slug: string; file_name: string; data_base64: string }) =>
      call<CustomisationUpload>({ method: 'POST', path: '/api/plugins/ProductCustomisation/upload', body }),
    getSingleProduct: (slug: string, sku?: string) => call<ProductDetail>({ method: 'GET', path: `/api/product/single-product/${enc(slug)}`, query: { sku } }),
    getRelatedProducts: (slug: string) => call<RelatedProducts>({ method: 'GET', path: `/api/product/single-product/${enc(slug)}/related` }),
    checkPincode: (pincode: string) => call<PincodeAvailability>({ method: 'GET', path: '/api/plugins/PincodeAvaliability/check', query: { pincode } }),
    getCategoryListing: (slug: string, body: Partial<ListingRequest>) =>
      call<ListingResponse>({ method: 'POST', path: `/api/product/product-category/${enc(slug)}`, body }),
    getCollectionListing: (slug: string, body: Partial<ListingRequest>) =>
      call<ListingResponse>({ method: 'POST', path: `/api/product/product-collection/${enc(slug)}`, body }),
    /** Slug `all` lists the whole catalog (/shop-online). */
    getShopListing: (slug: string, body: Partial<ListingRequest>) => call<ListingResponse>({ method: 'POST', path: `/api/shop/${enc(slug)}`, body }),
    searchProducts: (body: Partial<ListingRequest> & { query: string }) => call<ListingResponse>({ method: 'POST', path: '/api/search/search-products', body }),
    searchSuggestions: (query: string, limit?: number) =>
      call<SearchSuggestion>({ method: 'GET', path: '/api/search/search', query: { query, limit: limit?.toString() } }),
    /** A listing's facets without its items; `params` may carry the listing URL's filters (brand=a,b&attr.colour=red). */
    getListingFilters: (slug: string, type: 'category' | 'collection' | 'shop' | 'search', params: Record<string, string> = {}) =>
      call<Pick<ListingResponse, 'facets' | 'price_range' | 'total'>>({
        method: 'GET',
        path: `/api/product/filters/all/${enc(slug)}`,
        query: { ...params, type },
      }),
    /** The category tree, or the subtree of one category (id or slug). */
    getCategoryTree: (categoryId?: string) => call<CategoryTreeNode[]>({ method: 'GET', path: '/api/category/all', query: { category_id: categoryId } }),
    getTags: () => call<{ name: string; slug: string; product_count: number }[]>({ method: 'GET', path: '/api/tag/all' }),
    getCountries: () => call<CountryOption[]>({ method: 'GET', path: '/api/settings/countries' }),
    /** The store's country when `country` (id or ISO-2 code) is left out. */
    getAddressFields: (country?: string) =>
      call<CountryAddressFields>({ method: 'GET', path: country ? `/api/settings/address-fields/${enc(country)}` : '/api/settings/address-fields' }),
    ...authCalls(call),
    ...addressCalls(call),
    ...cartCalls(call),
    ...orderCalls(call),
    ...paymentCalls(call),
    ...pendingOrderCalls(call),
    ...blogCalls(call),
    ...formCalls(call),
    ...faqGalleryCalls(call),
    ...reviewCalls(call),
  };
}
export type CategoryTreeNode = CategoryCard & { children: CategoryTreeNode[] };
export type ApiClient = ReturnType<typeof createApiClient>;
