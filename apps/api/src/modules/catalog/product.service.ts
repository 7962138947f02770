import type { ProductCard } from '@vitrine/contracts/catalog';
import { Messages } from '@vitrine/contracts/messages';
import type { ProductDetail, ProductSpec, SizeChart, Variant } from '@vitrine/contracts/product';
import { REVIEW_PLUGIN } from '@vitrine/contracts/reviews';
import type { ImageRef } from '@vitrine/contracts/sections';
import sanitizeHtml from 'sanitize-html';
import type { Db } from '../../db/connect.ts';
import { notFound } from '../../lib/app-error.ts';
import { parseJson } from '../../lib/json.ts';
import { listActivePlugins } from '../plugins/plugins.service.ts';
import { getProductRating } from '../reviews/product-reviews.service.ts';
import { getCategoryIndex } from './category.service.ts';
import * as repo from './product.repository.ts';
import { parseImage, rowToProductCard, shopCurrency } from './product-card.ts';
import { buildOptions } from './product-options.ts';

const RELATED_LIMIT = 8;
const CUSTOMISATION_PLUGIN = 'ProductCustomisation';
const DESCRIPTION_HTML: sanitizeHtml.IOptions = {
  allowedTags: sanitizeHtml.defaults.allowedTags.concat(['img']),
  allowedAttributes: { a: ['href', 'title', 'target', 'rel'], img: ['src', 'alt', 'width', 'height', 'loading'] },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  transformTags: { a: sanitizeHtml.simpleTransform('a', { rel: 'noopener' }) },
};

/** Unpublished products exist for the owner only (an admin-token request); to anyone else they are a 404. */
async function requireVisibleProduct(db: Db, slug: string, isOwner: boolean): Promise<repo.ProductRow> {
  const row = await repo.findProductBySlug(db.kysely, slug);
  if (!row || (!row.is_published && !isOwner)) throw notFound(Messages.pageNotFound);
  return row;
}

function rowToVariant(row: Awaited<ReturnType<typeof repo.findVariants>>[number]): Variant {
  return {
    id: row.id,
    sku: row.sku,
    selling_price: Number(row.selling_price),
    mrp: Number(row.mrp),
    stock: Number(row.stock),
    in_stock: Number(row.stock) > 0,
    options: parseJson<Record<string, string>>(row.options, {}),
    image: parseJson<ImageRef | null>(row.image, null),
  };
}

/** A product sold without options is its own single variant, so the page always has a sku to buy. */
function soleVariant(row: repo.ProductRow): Variant {
  const stock = Number(row.stock);
  return { id: row.id, sku: row.sku, selling_price: Number(row.selling_price), mrp: Number(row.mrp), stock, in_stock: stock > 0, options: {}, image: null };
}

function buildSpecs(rows: Awaited<ReturnType<typeof repo.findSpecValues>>, extra: string | null): ProductSpec[] {
  const byCode = new Map<string, ProductSpec>();
  for (const row of rows) {
    const spec = byCode.get(row.code);
    if (spec) spec.value = `${spec.value}, ${row.label}`;
    else byCode.set(row.code, { name: row.name, value: row.label });
  }
  const own = parseJson<unknown>(extra, []);
  const listed = Array.isArray(own)
    ? own.filter((s): s is ProductSpec => typeof s?.name === 'string' && typeof s?.value === 'string').map((s) => ({ name: s.name, value: s.value }))
    : [];
  // The product's own list may repeat an attribute (same name): the attribute's values win.
  const named = new Set([...byCode.values()].map((spec) => spec.name.toLowerCase()));
  return [...byCode.values(), ...listed.filter((spec) => !named.has(spec.name.toLowerCase()))];
}

async function isCustomisable(db: Db, slug: string): Promise<boolean> {
  const plugin = (await listActivePlugins(db)).find((p) => p.module_name === CUSTOMISATION_PLUGIN);
  const products = plugin?.config?.products;
  return Array.isArray(products) && products.includes(slug);
}

/** The published reviews' mean and count; none while the Review plugin is off (the page shows no reviews then). */
async function productRating(db: Db, productId: string): Promise<ProductDetail['rating']> {
  const reviewsOn = (await listActivePlugins(db)).some((p) => p.module_name === REVIEW_PLUGIN);
  return reviewsOn ? getProductRating(db, productId) : null;
}

export async function getProductDetail(db: Db, slug: string, options: { sku?: string; isOwner: boolean }): Promise<ProductDetail> {
  const row = await requireVisibleProduct(db, slug, options.isOwner);
  const [variantRows, images, labels, tags, specRows, sizeChart, index, currency, customisable, rating] = await Promise.all([
    repo.findVariants(db.kysely, row.id),
    repo.findImages(db.kysely, row.id),
    repo.findLabels(db.kysely, row.id),
    repo.findTags(db.kysely, row.id),
    repo.findSpecValues(db.kysely, row.id),
    row.size_chart_id ? repo.findSizeChart(db.kysely, row.size_chart_id) : Promise.resolve(undefined),
    getCategoryIndex(db),
    shopCurrency(db),
    isCustomisable(db, row.slug),
    productRating(db, row.id),
  ]);
  const variants = variantRows.length ? variantRows.map(rowToVariant) : [soleVariant(row)];
  const selected = variants.find((v) => v.sku === options.sku) ?? variants[variantRows.findIndex((v) => v.is_default)] ?? variants[0];
  const optionRows = await repo.findOptionValues(db.kysely, [...new Set(variants.flatMap((v) => Object.keys(v.options)))]);
  const baseImage = parseImage(row.base_image, row.name);
  const category = row.category_id ? index.byId.get(row.category_id) : undefined;
  return {
    id: row.id,
    name: row.name,
    slug: row.slug,
    description: sanitizeHtml(row.description ?? '', DESCRIPTION_HTML),
    brand: row.brand_name && row.brand_slug ? { name: row.brand_name, slug: row.brand_slug } : null,
    category: category ? { name: category.name, slug: category.slug, path: index.path(category.id) } : null,
    channel: { sku: selected.sku, selling_price: selected.selling_price, mrp: selected.mrp, currency },
    base_image: baseImage,
    images: images.length ? images.map((i) => ({ url: i.url, width: Number(i.width), height: Number(i.height), alt: i.alt || row.name })) : [baseImage],
    social_sharing_image: parseJson<ImageRef | null>(row.social_sharing_image, null),
    meta: { meta_title: row.meta_title, meta_description: row.meta_description },
    labels: labels.map((l) => ({ name: l.name, slug: l.slug, colour: l.colour })),
    tags: tags.map((t) => ({ name: t.name, slug: t.slug })),
    specs: buildSpecs(specRows, row.specs),
    options: buildOptions(optionRows, variants),
    variants,
    selected_sku: selected.sku,
    size_chart: sizeChart
      ? {
          name: sizeChart.name,
          unit: sizeChart.unit,
          columns: parseJson<SizeChart['columns']>(sizeChart.columns, []),
          rows: parseJson<SizeChart['rows']>(sizeChart.rows, []),
        }
      : null,
    rating,
    max_per_order: row.max_per_order === null ? null : Number(row.max_per_order),
    is_published: Boolean(row.is_published),
    customisable,
  };
}

/** Up to 8 products from the same category first, then from the rest of its super-category. */
export async function getRelatedProducts(db: Db, slug: string, isOwner: boolean): Promise<{ items: ProductCard[] }> {
  const row = await requireVisibleProduct(db, slug, isOwner);
  const [index, currency] = await Promise.all([getCategoryIndex(db), shopCurrency(db)]);
  const category = row.category_id ? index.byId.get(row.category_id) : undefined;
  if (!category) return { items: [] };
  const same = await repo.findCardsInCategories(db.kysely, [category.id], [row.id], RELATED_LIMIT);
  let wider: typeof same = [];
  if (same.length < RELATED_LIMIT) {
    const family = index.descendantIds(category.parent_id ?? category.id).filter((id) => id !== category.id);
    wider = await repo.findCardsInCategories(db.kysely, family, [row.id, ...same.map((c) => c.id)], RELATED_LIMIT - same.length);
  }
  return { items: [...same, ...wider].map((r) => rowToProductCard(r, currency)) };
}

/** Whether a product id is one shoppers may see (a product's own gallery answers only for those). */
export async function isVisibleProductId(db: Db, id: string, isOwner = false): Promise<boolean> {
  const row = await repo.findProductVisibility(db.kysely, id);
  return Boolean(row && (row.is_published || isOwner));
}
