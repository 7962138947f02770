import type { Insertable } from 'kysely';
import type {
  BrandsTable,
  CategoriesTable,
  CollectionsTable,
  ProductCollectionsTable,
  ProductsTable,
} from '../../modules/catalog/catalog.table.ts';
import catalogJson from './data/catalog.json' with { type: 'json' };
import { hashString, imageRef, type Motif, type SvgFile, squareSvg } from './svg-images.ts';

// The demo catalogue is written compactly (a base name with its variants per category) and
// expanded here into ~70 products with deterministic prices, stock, dates and collections.

type Variant = string | { label: string; price: number };
interface ProductFamily {
  name: string;
  variants: Variant[];
  brand: string;
  price?: number;
  detail: string;
}
export interface LeafCategory {
  slug: string;
  name: string;
  code: string;
  motif: Motif;
  care: string;
  products: ProductFamily[];
}
export interface ParentCategory {
  slug: string;
  name: string;
  motif: Motif;
  children: LeafCategory[];
}
export interface CatalogData {
  brands: { slug: string; name: string }[];
  collections: { slug: string; name: string }[];
  festive_categories: string[];
  categories: ParentCategory[];
}
export const catalogData = catalogJson as CatalogData;

export interface CatalogSeed {
  brands: Insertable<BrandsTable>[];
  categories: Insertable<CategoriesTable>[]; // parents first, so parent_id always exists
  collections: Insertable<CollectionsTable>[];
  products: Insertable<ProductsTable>[];
  productCollections: Insertable<ProductCollectionsTable>[];
  files: SvgFile[];
}

const DAY_MS = 86_400_000;
const HISTORY_DAYS = 150;
const NEW_ARRIVALS = 14;
const DISCOUNTS = [0, 10, 15, 20, 25, 30];

export function slugify(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/** An MRP a shop would print: the discount applied backwards, rounded up to ...99. */
function mrpFor(price: number, seed: string): number {
  const discount = DISCOUNTS[hashString(`${seed}:mrp`) % DISCOUNTS.length];
  if (discount === 0) return price;
  return Math.max(price, Math.ceil(price / (1 - discount / 100) / 100) * 100 - 1);
}

function stockFor(seed: string): number {
  const h = hashString(`${seed}:stock`);
  return h % 9 === 0 ? 0 : 4 + (h % 57);
}

export function buildCatalog(now: Date): CatalogSeed {
  const files: SvgFile[] = [];
  const brandNames = new Map(catalogData.brands.map((b) => [b.slug, b.name]));
  const brands = catalogData.brands.map((b) => ({ id: `br_${b.slug}`, name: b.name, slug: b.slug }));
  const collections = catalogData.collections.map((c) => ({ id: `col_${c.slug}`, name: c.name, slug: c.slug }));

  const categoryRow = (c: { slug: string; name: string; motif: Motif }, parent: string | null, position: number) => {
    const file = `categories/${c.slug}.svg`;
    files.push({ path: file, svg: squareSvg({ seed: c.slug, name: c.name, caption: 'Shop the range', motif: c.motif, size: 600 }) });
    return { id: `cat_${c.slug}`, parent_id: parent, name: c.name, slug: c.slug, image: JSON.stringify(imageRef(file, 600, 600, c.name)), position };
  };
  const parents = catalogData.categories.map((p, i) => categoryRow(p, null, i + 1));
  const children = catalogData.categories.flatMap((p) => p.children.map((c, i) => categoryRow(c, `cat_${p.slug}`, i + 1)));

  const products: Insertable<ProductsTable>[] = [];
  for (const category of catalogData.categories.flatMap((p) => p.children)) {
    for (const family of category.products) {
      const variants: Variant[] = family.variants.length > 0 ? family.variants : [''];
      for (const variant of variants) {
        const label = typeof variant === 'string' ? variant : variant.label;
        const price = typeof variant === 'string' ? family.price : variant.price;
        if (price === undefined) throw new Error(`Demo product ${family.name} has no price`);
        const name = label ? `${label} ${family.name}` : family.name;
        const slug = slugify(name);
        const number = String(products.length + 1).padStart(3, '0');
        const file = `products/${slug}.svg`;
        const brand = brandNames.get(family.brand) ?? '';
        files.push({ path: file, svg: squareSvg({ seed: slug, name, caption: brand, motif: category.motif, size: 800 }) });
        const detail = family.detail.charAt(0).toUpperCase() + family.detail.slice(1);
        const minutesAgo = hashString(`${slug}:created`) % (HISTORY_DAYS * 24 * 60);
        products.push({
          id: `prd_${number}`,
          name,
          slug,
          sku: `VHL-${category.code}-${number}`,
          description: `${detail}. ${category.care}`,
          brand_id: `br_${family.brand}`,
          category_id: `cat_${category.slug}`,
          selling_price: price * 100,
          mrp: mrpFor(price, slug) * 100,
          stock: stockFor(slug),
          base_image: JSON.stringify(imageRef(file, 800, 800, name)),
          is_published: 1,
          created_at: new Date(now.getTime() - minutesAgo * 60_000 - DAY_MS / 24).toISOString(),
        });
      }
    }
  }

  return { brands, categories: [...parents, ...children], collections, products, productCollections: assignCollections(products), files };
}

/** Each product joins one or two collections; the under-999 and new-arrivals rules always hold. */
function assignCollections(products: Insertable<ProductsTable>[]): Insertable<ProductCollectionsTable>[] {
  const newest = new Set(
    [...products].sort((a, b) => b.created_at.localeCompare(a.created_at)).slice(0, NEW_ARRIVALS).map((p) => p.id),
  );
  const festive = new Set(catalogData.festive_categories.map((slug) => `cat_${slug}`));
  const members = new Map<string, string[]>(catalogData.collections.map((c) => [c.slug, []]));
  for (const p of products) {
    const h = hashString(`${p.slug}:collections`);
    const wanted: string[] = [];
    if (p.selling_price <= 99_900) wanted.push('under-999');
    if (newest.has(p.id)) wanted.push('new-arrivals');
    if (h % 3 === 0) wanted.push('best-sellers');
    if (p.category_id && festive.has(p.category_id) && h % 2 === 0) wanted.push('festive-edit');
    if (wanted.length === 0) wanted.push(p.category_id && festive.has(p.category_id) ? 'festive-edit' : 'best-sellers');
    for (const slug of wanted.slice(0, 2)) members.get(slug)?.push(p.id);
  }
  return [...members].flatMap(([slug, ids]) =>
    ids.map((product_id, position) => ({ collection_id: `col_${slug}`, product_id, position })),
  );
}
