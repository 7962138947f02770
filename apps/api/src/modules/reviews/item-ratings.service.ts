import type { ExperienceRating, ItemRating, Order } from '@vitrine/contracts/orders';
import type { Db } from '../../db/connect.ts';
import type { Client } from '../auth/client.ts';
import { findSignedInCustomer } from '../auth/session.ts';
import * as repo from './reviews.repository.ts';

// The order details show each line's own rating ("Your rating: 4/5") and prefill the rating
// dialog with it; the complete page shows the experience rating given. Apart from reviews.service.ts, because the orders service calls it while
// reviews.service.ts calls the orders service: one file each way keeps imports acyclic.

export function toItemRating(row: repo.ProductReviewRow): ItemRating {
  return { product_id: row.product_id, rating: Number(row.rating), title: row.title, body: row.body, updated_at: row.updated_at };
}

/** The order with each line's `my_rating`, when its viewer is its signed-in owner; otherwise as it is. */
export async function withMyRatings(deps: { db: Db }, client: Client, order: Order): Promise<Order> {
  const customer = await findSignedInCustomer(client, deps);
  if (!customer || customer.id !== order.customer_id) return order;
  const reviews = await repo.findCustomerReviews(deps.db.kysely, customer.id, [...new Set(order.productchannel.map((i) => i.product.id))]);
  const byProduct = new Map(reviews.map((r) => [r.product_id, toItemRating(r)]));
  return { ...order, productchannel: order.productchannel.map((item) => ({ ...item, my_rating: byProduct.get(item.product.id) ?? null })) };
}

export function toExperienceRating(row: repo.ExperienceRatingRow): ExperienceRating {
  return { order_id: row.order_id, rating: Number(row.rating), comment: row.comment, updated_at: row.updated_at };
}

/** The order with its checkout experience rating (or null), for the complete page to show after a reload. */
export async function withExperienceRating(deps: { db: Db }, order: Order): Promise<Order> {
  const row = await repo.findExperienceRating(deps.db.kysely, order.order_id);
  return { ...order, experience_rating: row ? toExperienceRating(row) : null };
}
