import type { CategoryCard, CategoryGridRequest, ProductCard, ProductGridRequest } from '@vitrine/contracts/catalog';
import type { ImageRef } from '@vitrine/contracts/sections';
import type { Db } from '../../db/connect.ts';
import { parseJson } from '../../lib/json.ts';
import * as repo from './catalog.repository.ts';
import { getCategoryIndex } from './category.service.ts';
import { type ProductCardRow, rowToProductCard, shopCurrency } from './product-card.ts';

/** spec §7 product-grid: "items and source" pick which products a grid section shows. */
export async function getProductGrid(db: Db, req: ProductGridRequest): Promise<ProductCard[]> {
  const currency = await shopCurrency(db);
  let rows: ProductCardRow[];
  switch (req.source) {
    case 'collection':
      rows = await repo.findProductsInCollection(db.kysely, req.items[0] ?? '', req.limit);
      break;
    case 'category':
      rows = await repo.findProductsInCategory(db.kysely, req.items[0] ?? '', req.limit);
      break;
    case 'items': {
      // Items are product ids or slugs, shown in the order asked.
      const keys = req.items.slice(0, req.limit);
      const order = new Map(keys.map((key, i) => [key, i]));
      const position = (r: ProductCardRow) => Math.min(order.get(r.id) ?? Infinity, order.get(r.slug) ?? Infinity);
      rows = (await repo.findProductsByIdsOrSlugs(db.kysely, keys)).sort((a, b) => position(a) - position(b));
      break;
    }
    default:
      rows = await repo.findLatestProducts(db.kysely, req.limit);
  }
  return rows.map((r) => rowToProductCard(r, currency));
}

export async function getCategoryGrid(db: Db, req: CategoryGridRequest): Promise<CategoryCard[]> {
  const [rows, index] = await Promise.all([repo.findCategories(db.kysely, req.source === 'items' ? req.items : null, req.limit), getCategoryIndex(db)]);
  return rows.map((r) => ({
    id: r.id,
    name: r.name,
    slug: r.slug,
    image: parseJson<ImageRef | null>(r.image, null),
    product_count: Number(r.product_count ?? 0),
    path: index.path(r.id).map((c) => c.slug),
  }));
}
