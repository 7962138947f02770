import { categoryGridRequestSchema, productGridRequestSchema } from '@vitrine/contracts/catalog';
import { listingRequestSchema } from '@vitrine/contracts/listing';
import { pincodeQuerySchema } from '@vitrine/contracts/pincode';
import { searchProductsSchema, searchSuggestQuerySchema } from '@vitrine/contracts/search';
import { categoryTreeQuerySchema } from '../modules/catalog/catalog.routes.ts';
import { filtersQuerySchema, slugParamSchema } from '../modules/catalog/listing.routes.ts';
import { productQuerySchema } from '../modules/catalog/product.routes.ts';
import { customisationUploadSchema } from '../modules/uploads/uploads.schema.ts';
import type { Operation } from './operation.ts';

// Catalog and discovery (docs/api.md): grids, listings, filters, products, search, the pincode
// check and customisation uploads. Money is in minor units everywhere.

const LISTING_ANSWER =
  'ListingResponse: { title, description, breadcrumb, items: ProductCard[], total, total_is_estimate?, next_cursor, facets, price_range, sort }';

export const catalogOperations: Operation[] = [
  {
    method: 'POST',
    path: '/api/product/product-grid',
    tag: 'catalog',
    access: 'public',
    summary: 'Product cards for a page-builder grid',
    body: productGridRequestSchema,
    data: 'ProductCard[]: { id, name, slug, sku, brand, category, selling_price, mrp, currency, base_image }',
  },
  {
    method: 'POST',
    path: '/api/category/category-grid',
    tag: 'catalog',
    access: 'public',
    summary: 'Category cards for a page-builder grid',
    body: categoryGridRequestSchema,
    data: 'CategoryCard[]: { id, name, slug, image, product_count, path (slugs from the top-level category down) }',
  },
  {
    method: 'GET',
    path: '/api/category/all',
    tag: 'catalog',
    access: 'public',
    summary: 'The category tree with product counts (below category_id, id or slug, when given)',
    query: categoryTreeQuerySchema,
    data: 'the category tree with product counts',
  },
  {
    method: 'GET',
    path: '/api/tag/all',
    tag: 'catalog',
    access: 'public',
    summary: 'Tags with product counts',
    data: 'tags with product counts',
  },
  {
    method: 'POST',
    path: '/api/product/product-category/:slug',
    tag: 'catalog',
    access: 'public',
    summary: 'Listing of a category and all its descendants',
    params: slugParamSchema,
    body: listingRequestSchema,
    data: LISTING_ANSWER,
    notes: 'Filters combine with AND across kinds and OR within a kind; the bounds are in docs/api.md, Limits.',
  },
  {
    method: 'POST',
    path: '/api/product/product-collection/:slug',
    tag: 'catalog',
    access: 'public',
    summary: 'Listing of a collection',
    params: slugParamSchema,
    body: listingRequestSchema,
    data: LISTING_ANSWER,
  },
  {
    method: 'POST',
    path: '/api/shop/:slug',
    tag: 'catalog',
    access: 'public',
    summary: "Listing of the whole catalog ('all') or of a category",
    params: slugParamSchema,
    body: listingRequestSchema,
    data: LISTING_ANSWER,
  },
  {
    method: 'GET',
    path: '/api/product/filters/all/:slug',
    tag: 'catalog',
    access: 'public',
    summary: 'Facets of a listing, apart from its items',
    params: slugParamSchema,
    query: filtersQuerySchema,
    data: '{ facets, price_range, total }',
    notes:
      'The current filters may be given in the listing URL form too (brand=a,b&attr.colour=red&price=100-500), read by urlToListingQuery and held to the same bounds.',
  },
  {
    method: 'GET',
    path: '/api/product/single-product/:slug',
    tag: 'catalog',
    access: 'public',
    summary: 'One product; ?sku= picks the variant',
    params: slugParamSchema,
    query: productQuerySchema,
    data: 'ProductDetail (contracts product.ts)',
    notes: 'An unpublished product is a 404 for everyone but a request with the admin token, whatever is_published says.',
  },
  {
    method: 'GET',
    path: '/api/product/single-product/:slug/related',
    tag: 'catalog',
    access: 'public',
    summary: 'Products related to one product (same category first, at most 8)',
    params: slugParamSchema,
    data: '{ items: ProductCard[] }',
  },
  {
    method: 'GET',
    path: '/api/search/search',
    tag: 'search',
    access: 'public',
    summary: 'Search suggestions; the last word (two letters or more) matches as a prefix',
    query: searchSuggestQuerySchema,
    data: '{ products, categories }',
  },
  {
    method: 'POST',
    path: '/api/search/search-products',
    tag: 'search',
    access: 'public',
    summary: "Full-text search as a listing; sort 'featured' is relevance; one typo per word forgiven when nothing matches as typed",
    body: searchProductsSchema,
    data: `${LISTING_ANSWER}, corrected_query? (the words searched instead of a query that found nothing)`,
  },
  {
    method: 'GET',
    path: '/api/plugins/PincodeAvaliability/check',
    tag: 'plugins',
    access: 'public',
    summary: 'Whether a 6-digit pincode is deliverable (the PincodeAvaliability plugin)',
    query: pincodeQuerySchema,
    data: '{ pincode, deliverable, cod_available, estimated_days, city, message }',
    notes: 'The plugin inactive: 404.',
  },
  {
    method: 'POST',
    path: '/api/plugins/ProductCustomisation/upload',
    tag: 'plugins',
    access: 'public',
    limited: true,
    summary: 'Uploads a customisation picture (an image of at most 2 MB, as base64)',
    body: customisationUploadSchema,
    data: '{ image_path, width, height } (stored as webp under /media/uploads/customisation/)',
    notes: 'Body limit 3 MB. Per-IP and shop-wide quotas answer 429 (docs/api.md, Abuse limits); a picture nothing uses is deleted a day later.',
  },
];
