import { ErrorCode } from '@vitrine/contracts/envelope';
import { MAX_WISHLIST_ITEMS, type Wishlist, WishlistMessages } from '@vitrine/contracts/wishlist';
import type { Db } from '../../db/connect.ts';
import { AppError, notFound } from '../../lib/app-error.ts';
import { nowIso } from '../../lib/json.ts';
import { getProductGrid } from '../catalog/catalog.service.ts';
import * as repo from './wishlist.repository.ts';

// spec §3 "Wishlist item: product", §6 "Wishlist additions need login". Products are read through
// the catalog service, so a wishlist shows the same cards as every grid and only published
// products: one unpublished later stays saved but is not shown until it is back.

/** A published product by id or slug (the catalog's own lookup), or undefined. */
async function findPublishedProduct(db: Db, idOrSlug: string) {
  const [card] = await getProductGrid(db, { source: 'items', items: [idOrSlug], limit: 1 });
  return card;
}

export async function getWishlist(db: Db, customerId: string): Promise<Wishlist> {
  const rows = await repo.findWishlistItems(db.kysely, customerId);
  const ids = rows.map((r) => r.product_id);
  const cards = ids.length ? await getProductGrid(db, { source: 'items', items: ids, limit: ids.length }) : [];
  const byId = new Map(cards.map((card) => [card.id, card]));
  const items = rows.flatMap((row) => {
    const product = byId.get(row.product_id);
    return product ? [{ product_id: product.id, product, added_at: row.created_at }] : [];
  });
  return { items, product_ids: items.map((i) => i.product_id), count: items.length };
}

export async function addToWishlist(db: Db, customerId: string, productKey: string): Promise<Wishlist> {
  const product = await findPublishedProduct(db, productKey);
  if (!product) throw notFound(WishlistMessages.productNotFound);
  await db.kysely.transaction().execute(async (trx) => {
    if (await repo.hasWishlistItem(trx, customerId, product.id)) return;
    if ((await repo.countWishlistItems(trx, customerId)) >= MAX_WISHLIST_ITEMS) {
      throw new AppError(ErrorCode.badRequest, 400, WishlistMessages.full);
    }
    await repo.insertWishlistItem(trx, { customer_id: customerId, product_id: product.id, created_at: nowIso() });
  });
  return getWishlist(db, customerId);
}

/** Removing a product that is not in the wishlist changes nothing and still succeeds. */
export async function removeFromWishlist(db: Db, customerId: string, productKey: string): Promise<Wishlist> {
  const removed = await repo.deleteWishlistItem(db.kysely, customerId, productKey);
  if (!removed) {
    // The key may be the product's slug.
    const product = await findPublishedProduct(db, productKey);
    if (product) await repo.deleteWishlistItem(db.kysely, customerId, product.id);
  }
  return getWishlist(db, customerId);
}
