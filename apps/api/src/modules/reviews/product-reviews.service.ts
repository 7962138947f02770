import {
  type ProductReviews,
  type PublicReview,
  REVIEW_FIELDS,
  REVIEW_PLUGIN,
  type ReviewFields,
  ReviewMessages,
  reviewAuthorName,
  summariseRatings,
} from '@vitrine/contracts/reviews';
import type { productReviewsSchema } from '@vitrine/contracts/reviews-inputs';
import type { PluginInfo } from '@vitrine/contracts/storefront';
import type { z } from 'zod';
import type { Db } from '../../db/connect.ts';
import { notFound } from '../../lib/app-error.ts';
import { getPluginConfig } from '../plugins/plugins.service.ts';
import * as repo from './product-reviews.repository.ts';

// spec §3 "Reviews list" and §7 Reviews rows: the review form's fields and a product's published
// reviews with their summary (docs/decisions/028-product-reviews.md).

/** The Review plugin's settings; an inactive plugin is a 404, as every plugin route answers. */
export interface ReviewPluginSettings {
  /** New and edited reviews wait for the owner's approval (config `require_approval: true`). */
  requireApproval: boolean;
}

export async function requireReviewPlugin(db: Db): Promise<ReviewPluginSettings> {
  const plugin: PluginInfo = await getPluginConfig(db, REVIEW_PLUGIN);
  return { requireApproval: plugin.config?.require_approval === true };
}

export async function getReviewFields(db: Db): Promise<ReviewFields> {
  await requireReviewPlugin(db);
  return { fields: REVIEW_FIELDS.map((f) => ({ ...f })) };
}

/**
 * A product's rating for its page (ProductDetail.rating): the mean and count of its published
 * ratings, the figures its reviews list sums up; null when it has none.
 */
export async function getProductRating(db: Db, productId: string): Promise<{ average: number; count: number } | null> {
  const { counts, withText } = await repo.countPublishedRatings(db.kysely, productId);
  const summary = summariseRatings(counts, withText);
  return summary.rating_count > 0 ? { average: summary.overall_rating, count: summary.rating_count } : null;
}

type ReviewRow = Awaited<ReturnType<typeof repo.findPublishedReviews>>[number];

function rowToPublicReview(row: ReviewRow): PublicReview {
  return {
    id: row.id,
    rating: Number(row.rating),
    title: row.title,
    body: row.body,
    author: reviewAuthorName(row.first_name, row.last_name),
    verified_purchase: Boolean(Number(row.verified)),
    created_at: row.created_at,
    updated_at: row.updated_at,
  };
}

/** A published product's published reviews with text, newest first, one page; the summary counts every rating. */
export async function listProductReviews(db: Db, body: z.infer<typeof productReviewsSchema>): Promise<ProductReviews> {
  await requireReviewPlugin(db);
  const product = await repo.findPublishedProduct(db.kysely, { slug: body.product_slug });
  if (!product) throw notFound(ReviewMessages.productNotFound);
  const { page, perPage } = body;
  const [{ counts, withText }, rows] = await Promise.all([
    repo.countPublishedRatings(db.kysely, product.id),
    repo.findPublishedReviews(db.kysely, product.id, perPage, (page - 1) * perPage),
  ]);
  const summary = summariseRatings(counts, withText);
  const lastPage = Math.max(1, Math.ceil(withText / perPage));
  return {
    ...summary,
    reviews: { data: rows.map(rowToPublicReview), current_page: page, per_page: perPage, last_page: lastPage, total: withText },
    load_more: page < lastPage,
  };
}
