import { type AdminReview, type AdminReviewPage, ReviewMessages, type ReviewStatus, reviewAuthorName } from '@vitrine/contracts/reviews';
import type { Db } from '../../db/connect.ts';
import { notFound } from '../../lib/app-error.ts';
import type { ContentEvents } from '../../lib/content-events.ts';
import * as repo from './product-reviews.repository.ts';

// The owner's moderation (decisions/028): list reviews by status, approve, reject, delete. Each
// write forgets the product's cached page, so shoppers see the change on their next visit.

const OWNER_PAGE_SIZE = 20;
type Deps = { db: Db; events?: ContentEvents };

function rowToAdminReview(row: Awaited<ReturnType<typeof repo.findReviewsForOwner>>[number]): AdminReview {
  return {
    id: row.id,
    status: row.status,
    rating: Number(row.rating),
    title: row.title,
    body: row.body,
    product: { id: row.product_id, name: row.product_name, slug: row.product_slug },
    customer: { id: row.customer_id, name: reviewAuthorName(row.first_name, row.last_name), email: row.email },
    created_at: row.created_at,
    updated_at: row.updated_at,
  };
}

export async function listReviewsForOwner(db: Db, query: { status?: ReviewStatus; page: number }): Promise<AdminReviewPage> {
  const [rows, total] = await Promise.all([
    repo.findReviewsForOwner(db.kysely, query.status, OWNER_PAGE_SIZE, (query.page - 1) * OWNER_PAGE_SIZE),
    repo.countReviewsForOwner(db.kysely, query.status),
  ]);
  return { data: rows.map(rowToAdminReview), current_page: query.page, per_page: OWNER_PAGE_SIZE, total };
}

export async function setReviewStatus(deps: Deps, id: string, status: ReviewStatus): Promise<{ id: string; status: ReviewStatus }> {
  const slug = await repo.setReviewStatus(deps.db.kysely, id, status, new Date().toISOString());
  if (slug === undefined) throw notFound(ReviewMessages.reviewNotFound);
  deps.events?.productChanged(slug);
  return { id, status };
}

export async function deleteReview(deps: Deps, id: string): Promise<{ id: string }> {
  const slug = await repo.deleteReview(deps.db.kysely, id);
  if (slug === undefined) throw notFound(ReviewMessages.reviewNotFound);
  deps.events?.productChanged(slug);
  return { id };
}
