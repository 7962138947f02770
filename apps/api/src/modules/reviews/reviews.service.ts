import crypto from 'node:crypto';
import { ErrorCode } from '@vitrine/contracts/envelope';
import { type ExperienceRating, type ItemRating, RatingMessages } from '@vitrine/contracts/orders';
import type { rateExperienceSchema, rateProductSchema } from '@vitrine/contracts/orders-inputs';
import { ReviewMessages } from '@vitrine/contracts/reviews';
import type { z } from 'zod';
import type { Db } from '../../db/connect.ts';
import { AppError, notFound } from '../../lib/app-error.ts';
import type { ContentEvents } from '../../lib/content-events.ts';
import type { Client } from '../auth/client.ts';
import { requireCustomer } from '../auth/session.ts';
import { findViewableOrder, type OrdersDeps } from '../orders/orders.service.ts';
import { toExperienceRating, toItemRating } from './item-ratings.service.ts';
import { findPublishedProduct } from './product-reviews.repository.ts';
import { requireReviewPlugin } from './product-reviews.service.ts';
import * as repo from './reviews.repository.ts';

// spec §7 Checkout row (rate-experience) and Reviews row (rate-product); what is built now and
// what the later reviews issue adds: docs/decisions/016-ratings.md.

const newId = (prefix: string) => `${prefix}_${crypto.randomBytes(12).toString('base64url')}`;

/**
 * Rates the checkout experience of an order its viewer may see (the owner's session or the
 * order's token, as every order route): one rating per order. A second submit is a 409, not a
 * silent replacement: the complete page shows the rating given, and a reload never rates twice.
 */
export async function rateExperience(deps: OrdersDeps, client: Client, body: z.infer<typeof rateExperienceSchema>): Promise<ExperienceRating> {
  const order = await findViewableOrder(deps, client, body);
  const now = new Date().toISOString();
  const row = await repo.insertExperienceRating(deps.db.kysely, {
    id: newId('oxr'),
    order_id: order.id,
    customer_id: order.customer_id,
    rating: body.rating,
    comment: body.comment || null,
    created_at: now,
    updated_at: now,
  });
  if (!row) throw new AppError(ErrorCode.conflict, 409, RatingMessages.experienceAlreadyRated);
  return toExperienceRating(row);
}

/**
 * Rates a product as the signed-in customer (decisions/028, after 016): with `order_id`, that
 * order must be theirs, received and hold the product (else 403); without it any published
 * product may be rated, and their latest received order with it is noted when there is one.
 * One review per customer and product: a second submit updates it. Title and body are kept as
 * plain text. The review is published at once unless the Review plugin asks for approval; the
 * product's page leaves the HTML cache so the next visitor sees it.
 */
export async function rateProduct(
  deps: { db: Db; events?: ContentEvents },
  client: Client,
  body: z.infer<typeof rateProductSchema>,
): Promise<{ rating: ItemRating; message: string }> {
  const customer = await requireCustomer(client, deps);
  const plugin = await requireReviewPlugin(deps.db);
  const db = deps.db.kysely;
  const order = await repo.findReceivedOrderWithProduct(db, customer.id, body.product_id, body.order_id);
  if (body.order_id && !order) throw new AppError(ErrorCode.forbidden, 403, RatingMessages.notDelivered);
  const product = await findPublishedProduct(db, { id: body.product_id });
  // A received product stays rateable from the order's page even once it is unpublished.
  if (!product && !order) throw notFound(ReviewMessages.productNotFound);
  const now = new Date().toISOString();
  const row = await repo.upsertProductReview(db, {
    id: newId('rev'),
    product_id: body.product_id,
    customer_id: customer.id,
    order_id: order?.id ?? null,
    rating: body.rating,
    title: body.title,
    body: body.body,
    status: plugin.requireApproval ? 'pending' : 'published',
    created_at: now,
    updated_at: now,
  });
  if (product) deps.events?.productChanged(product.slug);
  return { rating: toItemRating(row), message: row.status === 'published' ? RatingMessages.reviewSaved : ReviewMessages.pending };
}
