import type { Db } from '../connect.ts';
import { buildBlog } from './blog-seed.ts';
import { buildCatalog } from './catalog-seed.ts';
import { buildCommerce } from './commerce-seed.ts';
import { buildContent } from './content-seed.ts';
import { buildFaqGallery } from './faq-gallery-seed.ts';
import { buildForms } from './forms-seed.ts';
import { buildReviews } from './review-seed.ts';
import { insertRows, needsSeed, seedIfEmpty } from './seed-once.ts';
import { buildStore } from './store-seed.ts';
import { writeSvgFiles } from './svg-images.ts';

// The demo store ("Vitrine Home & Living") that a fresh install starts with (CONVENTIONS.md:
// "migrated and seeded with a demo store on first start"). It runs only on an empty database.

export interface SeedDemoStoreOptions {
  /** Folder served at /media/; the demo pictures are written here as SVG files. */
  mediaDir: string;
  /** Reference time for updated_at and the spread of product dates (tests pin it). */
  now?: Date;
  /** Value of the store_url setting; PUBLIC_URL when the server knows it. */
  storeUrl?: string;
}

const DEFAULT_STORE_URL = 'http://localhost:3000';

export async function seedDemoStore(db: Db, options: SeedDemoStoreOptions): Promise<{ seeded: boolean }> {
  if (!(await needsSeed(db))) return { seeded: false };

  const now = options.now ?? new Date();
  const store = buildStore(now, options.storeUrl ?? DEFAULT_STORE_URL);
  const content = buildContent(now);
  const catalog = buildCatalog(now);
  const commerce = buildCommerce(now);
  const blog = buildBlog(now);
  const faqGallery = buildFaqGallery(now, new Map(catalog.products.map((p) => [p.slug, p.id])));
  const reviews = buildReviews(now, new Map(catalog.products.map((p) => [p.slug, p.id])));
  // Pictures first: a row never points at a file that is not there yet.
  writeSvgFiles(options.mediaDir, [...store.files, ...content.files, ...catalog.files, ...faqGallery.files]);

  return seedIfEmpty(db, async (trx) => {
    await insertRows(trx, 'countries', store.countries);
    await insertRows(trx, 'states', store.states);
    await insertRows(trx, 'address_fields', store.addressFields);
    await insertRows(trx, 'channels', store.channels);
    await insertRows(trx, 'templates', content.templates);
    await insertRows(trx, 'pages', content.pages);
    await insertRows(trx, 'page_sections', content.sections);
    await insertRows(trx, 'storefronts', store.storefronts);
    await insertRows(trx, 'settings', store.settings);
    await insertRows(trx, 'menus', content.menus);
    await insertRows(trx, 'sliders', content.sliders);
    await insertRows(trx, 'plugins', store.plugins);

    await insertRows(trx, 'attributes', catalog.attributes);
    await insertRows(trx, 'attribute_values', catalog.attributeValues);
    await insertRows(trx, 'labels', catalog.labels);
    await insertRows(trx, 'tags', catalog.tags);
    await insertRows(trx, 'size_charts', catalog.sizeCharts);
    await insertRows(trx, 'brands', catalog.brands);
    await insertRows(
      trx,
      'categories',
      catalog.categories.filter((c) => !c.parent_id),
    );
    await insertRows(
      trx,
      'categories',
      catalog.categories.filter((c) => c.parent_id),
    );
    await insertRows(trx, 'collections', catalog.collections);
    await insertRows(trx, 'products', catalog.products);
    await insertRows(trx, 'product_variants', catalog.variants);
    await insertRows(trx, 'product_attribute_values', catalog.productAttributeValues);
    await insertRows(trx, 'product_labels', catalog.productLabels);
    await insertRows(trx, 'product_tags', catalog.productTags);
    await insertRows(trx, 'product_images', catalog.productImages);
    await insertRows(trx, 'product_collections', catalog.productCollections);
    // Same statement on both databases: an FTS5 table on SQLite, a generated tsvector on PostgreSQL.
    await insertRows(trx, 'product_search', catalog.productSearch);
    await insertRows(trx, 'shipping_methods', commerce.shippingMethods);
    await insertRows(trx, 'coupons', commerce.coupons);
    await insertRows(trx, 'blog_posts', blog.posts);
    await insertRows(trx, 'blog_categories', blog.categories);
    await insertRows(trx, 'blog_post_categories', blog.postCategories);
    await insertRows(trx, 'pages', blog.pages);
    await insertRows(trx, 'page_sections', blog.sections);
    await insertRows(trx, 'forms', buildForms(now));
    await insertRows(trx, 'faqs', faqGallery.faqs);
    await insertRows(trx, 'faq_items', faqGallery.faqItems);
    await insertRows(trx, 'galleries', faqGallery.galleries);
    await insertRows(trx, 'gallery_images', faqGallery.galleryImages);
    await insertRows(trx, 'customers', reviews.customers);
    await insertRows(trx, 'product_reviews', reviews.reviews);
  });
}
