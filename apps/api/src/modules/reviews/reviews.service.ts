import crypto from 'node:crypto';
import { ErrorCode } from '@vitrine/contracts/envelope';
import { type ExperienceRating, type ItemRating, RatingMessages } from '@vitrine/contracts/orders';
import type { rateExperienceSchema, rateProductSchema } from '@vitrine/contracts/orders-inputs';
import type { z } from 'zod';
import { AppError } from '../../lib/app-error.ts';
import type { Client } from '../auth/client.ts';
import { requireCustomer } from '../auth/session.ts';
import { findViewableOrder, type OrdersDeps } from '../orders/orders.service.ts';
import { toItemRating } from './item-ratings.service.ts';
import * as repo from './reviews.repository.ts';

// spec §7 Checkout row (rate-experience) and Reviews row (rate-product); what is built now and
// what the later reviews issue adds: docs/decisions/016-ratings.md.

const newId = (prefix: string) => `${prefix}_${crypto.randomBytes(12).toString('base64url')}`;

/**
 * Rates the checkout experience of an order its viewer may see (the owner's session or the
 * order's token, as every order route): one rating per order, a second submit replaces it.
 */
export async function rateExperience(deps: OrdersDeps, client: Client, body: z.infer<typeof rateExperienceSchema>): Promise<ExperienceRating> {
  const order = await findViewableOrder(deps, client, body);
  const now = new Date().toISOString();
  const row = await repo.upsertExperienceRating(deps.db.kysely, {
    id: newId('oxr'),
    order_id: order.id,
    customer_id: order.customer_id,
    rating: body.rating,
    comment: body.comment || null,
    created_at: now,
    updated_at: now,
  });
  return { order_id: row.order_id, rating: Number(row.rating), comment: row.comment, updated_at: row.updated_at };
}

/**
 * Rates a product the signed-in customer received: it must be in one of their delivered orders
 * (the named one when `order_id` is given). One review per customer and product: a second
 * submit updates it. Title and body are kept as plain text.
 */
export async function rateProduct(deps: Pick<OrdersDeps, 'db'>, client: Client, body: z.infer<typeof rateProductSchema>): Promise<ItemRating> {
  const customer = await requireCustomer(client, deps);
  const order = await repo.findReceivedOrderWithProduct(deps.db.kysely, customer.id, body.product_id, body.order_id);
  if (!order) throw new AppError(ErrorCode.forbidden, 403, RatingMessages.notDelivered);
  const now = new Date().toISOString();
  const row = await repo.upsertProductReview(deps.db.kysely, {
    id: newId('rev'),
    product_id: body.product_id,
    customer_id: customer.id,
    order_id: order.id,
    rating: body.rating,
    title: body.title,
    body: body.body,
    status: 'published',
    created_at: now,
    updated_at: now,
  });
  return toItemRating(row);
}
