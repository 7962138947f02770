import type { CategoryCard, CategoryGridRequest, ProductCard, ProductGridRequest } from '@vitrine/contracts/catalog';
import type { ImageRef } from '@vitrine/contracts/sections';
import type { Db } from '../../db/connect.ts';
import { parseJson } from '../../lib/json.ts';
import { getStorefrontState } from '../storefront/storefront.service.ts';
import * as repo from './catalog.repository.ts';

const NO_IMAGE: ImageRef = { url: '/media/placeholder.svg', width: 800, height: 800, alt: '' };

function rowToProductCard(row: repo.ProductCardRow, currency: string): ProductCard {
  return {
    id: row.id,
    name: row.name,
    slug: row.slug,
    sku: row.sku,
    brand: row.brand_name ? { name: row.brand_name } : null,
    category: row.category_name && row.category_slug ? { name: row.category_name, slug: row.category_slug } : null,
    selling_price: Number(row.selling_price),
    mrp: Number(row.mrp),
    currency,
    base_image: { ...NO_IMAGE, alt: row.name, ...parseJson<Partial<ImageRef>>(row.base_image, {}) },
  };
}

/** spec §7 product-grid: "items and source" pick which products a grid section shows. */
export async function getProductGrid(db: Db, req: ProductGridRequest): Promise<ProductCard[]> {
  const { storefront } = await getStorefrontState(db);
  const currency = storefront.channel.currency.code;
  let rows: repo.ProductCardRow[];
  switch (req.source) {
    case 'collection':
      rows = await repo.findProductsInCollection(db.kysely, req.items[0] ?? '', req.limit);
      break;
    case 'category':
      rows = await repo.findProductsInCategory(db.kysely, req.items[0] ?? '', req.limit);
      break;
    case 'items': {
      const found = await repo.findProductsByIds(db.kysely, req.items.slice(0, req.limit));
      const order = new Map(req.items.map((id, i) => [id, i]));
      rows = found.sort((a, b) => (order.get(a.id) ?? 0) - (order.get(b.id) ?? 0));
      break;
    }
    default:
      rows = await repo.findLatestProducts(db.kysely, req.limit);
  }
  return rows.map((r) => rowToProductCard(r, currency));
}

export async function getCategoryGrid(db: Db, req: CategoryGridRequest): Promise<CategoryCard[]> {
  const rows = await repo.findCategories(db.kysely, req.source === 'items' ? req.items : null, req.limit);
  return rows.map((r) => ({
    id: r.id,
    name: r.name,
    slug: r.slug,
    image: parseJson<ImageRef | null>(r.image, null),
    product_count: Number(r.product_count ?? 0),
  }));
}
