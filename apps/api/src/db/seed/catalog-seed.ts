import type { Insertable } from 'kysely';
import type {
  BrandsTable,
  CategoriesTable,
  CollectionsTable,
  ProductAttributeValuesTable,
  ProductCollectionsTable,
  ProductImagesTable,
  ProductLabelsTable,
  ProductSearchTable,
  ProductsTable,
  ProductTagsTable,
  ProductVariantsTable,
} from '../../modules/catalog/catalog.table.ts';
import { type AttributeSeed, buildAttributes } from './attribute-seed.ts';
import { attributeIndex, attributesData, catalogData, labelId, tagId } from './catalog-data.ts';
import { type BuiltProduct, buildProduct } from './product-seed.ts';
import { seedPalette } from './product-svgs.ts';
import { productSearchDocument } from './search-document.ts';
import { hashString, imageRef, type SvgFile, squareSvg } from './svg-images.ts';

// The demo catalogue: data/catalog.json (products with their options, specs and tags) and
// data/attributes.json expanded into rows, with labels and collections that follow the data
// (New = newest, Sale = discounted, Bestseller = most sold, Handmade = made by hand).

export interface CatalogSeed extends Omit<AttributeSeed, 'files'> {
  brands: Insertable<BrandsTable>[];
  categories: Insertable<CategoriesTable>[]; // parents first, so parent_id always exists
  collections: Insertable<CollectionsTable>[];
  products: Insertable<ProductsTable>[];
  variants: Insertable<ProductVariantsTable>[];
  productAttributeValues: Insertable<ProductAttributeValuesTable>[];
  productLabels: Insertable<ProductLabelsTable>[];
  productTags: Insertable<ProductTagsTable>[];
  productImages: Insertable<ProductImagesTable>[];
  productCollections: Insertable<ProductCollectionsTable>[];
  productSearch: Insertable<ProductSearchTable>[];
  files: SvgFile[];
}

const NEW_LABELLED = 8;
const NEW_ARRIVALS = 14;
const BESTSELLER_LABELLED = 10;
const BEST_SELLERS = 16;

export function buildCatalog(now: Date): CatalogSeed {
  const attributeSeed = buildAttributes();
  const files: SvgFile[] = [...attributeSeed.files];
  const picture = (file: string, seed: string, name: string, motif: Parameters<typeof squareSvg>[0]['motif']) => {
    files.push({ path: file, svg: squareSvg({ seed, name, motif, size: 600, colours: seedPalette(seed) }) });
    return JSON.stringify(imageRef(file, 600, 600, name));
  };
  const brandNames = new Map(catalogData.brands.map((b) => [b.slug, b.name]));
  const brands = catalogData.brands.map((b) => ({ id: `br_${b.slug}`, name: b.name, slug: b.slug }));
  const collections = catalogData.collections.map((c) => ({
    id: `col_${c.slug}`,
    name: c.name,
    slug: c.slug,
    description: c.description,
    image: picture(`collections/${c.slug}.svg`, c.slug, c.name, c.motif),
  }));

  type CategoryData = (typeof catalogData.categories)[number] | (typeof catalogData.categories)[number]['children'][number];
  const categoryRow = (c: CategoryData, parent: string | null, position: number) => ({
    id: `cat_${c.slug}`,
    parent_id: parent,
    name: c.name,
    slug: c.slug,
    image: picture(`categories/${c.slug}.svg`, c.slug, c.name, c.motif),
    position,
    description: c.description,
    meta_title: c.meta_title,
    meta_description: c.meta_description,
  });
  const parents = catalogData.categories.map((p, i) => categoryRow(p, null, i + 1));
  const children = catalogData.categories.flatMap((p) => p.children.map((c, i) => categoryRow(c, `cat_${p.slug}`, i + 1)));

  const values = attributeIndex();
  const tagNames = new Map(attributesData.tags.map((t) => [t.slug, t.name]));
  const built: BuiltProduct[] = [];
  for (const parent of catalogData.categories) {
    for (const category of parent.children) {
      for (const spec of category.products) {
        const brandName = brandNames.get(spec.brand);
        if (!brandName) throw new Error(`Demo product ${spec.name}: unknown brand "${spec.brand}"`);
        built.push(buildProduct(spec, { number: built.length + 1, now, parent, category, brandName, values, tagNames }));
      }
    }
  }
  const products = built.map((b) => b.product);
  const productLabels = assignLabels(built);
  const labelNames = new Map(attributesData.labels.map((l) => [labelId(l.slug), l.name]));
  const labelsOf = (productId: string) => productLabels.filter((l) => l.product_id === productId).map((l) => labelNames.get(l.label_id) ?? '');

  return {
    ...attributeSeed,
    brands,
    categories: [...parents, ...children],
    collections,
    products,
    variants: built.flatMap((b) => b.variants),
    productAttributeValues: built.flatMap((b) => b.attributeValues),
    productLabels,
    productTags: built.flatMap((b) => b.tags),
    productImages: built.flatMap((b) => b.images),
    productCollections: assignCollections(built),
    productSearch: built.map((b) => ({
      product_id: b.product.id,
      document: productSearchDocument({ ...b.search, labels: labelsOf(b.product.id) }),
    })),
    files: [...files, ...built.flatMap((b) => b.files)],
  };
}

const published = (products: Insertable<ProductsTable>[]) => products.filter((p) => p.is_published === 1);
const newestFirst = (products: Insertable<ProductsTable>[]) => [...products].sort((a, b) => b.created_at.localeCompare(a.created_at));
const bestSellingFirst = (products: Insertable<ProductsTable>[]) =>
  [...products].sort((a, b) => (b.sales_count ?? 0) - (a.sales_count ?? 0) || a.id.localeCompare(b.id));

function assignLabels(built: BuiltProduct[]): Insertable<ProductLabelsTable>[] {
  const live = published(built.map((b) => b.product));
  const newest = new Set(
    newestFirst(live)
      .slice(0, NEW_LABELLED)
      .map((p) => p.id),
  );
  const bestsellers = new Set(
    bestSellingFirst(live)
      .slice(0, BESTSELLER_LABELLED)
      .map((p) => p.id),
  );
  return built.flatMap(({ product: p, handmade }) => {
    const slugs = [newest.has(p.id) && 'new', p.mrp > p.selling_price && 'sale', bestsellers.has(p.id) && 'bestseller', handmade && 'handmade'].filter(
      (s): s is string => typeof s === 'string',
    );
    return slugs.map((slug) => ({ product_id: p.id, label_id: labelId(slug) }));
  });
}

/** Collections follow the data: cheap ones, newest, most sold, and festive picks. */
function assignCollections(built: BuiltProduct[]): Insertable<ProductCollectionsTable>[] {
  const live = published(built.map((b) => b.product));
  const festive = new Set(catalogData.festive_categories.map((slug) => `cat_${slug}`));
  const festiveTagged = new Set(built.filter((b) => b.tags.some((t) => t.tag_id === tagId('festive'))).map((b) => b.product.id));
  const members: Record<string, Insertable<ProductsTable>[]> = {
    'best-sellers': bestSellingFirst(live).slice(0, BEST_SELLERS),
    'new-arrivals': newestFirst(live).slice(0, NEW_ARRIVALS),
    'festive-edit': live.filter((p) => festiveTagged.has(p.id) || (festive.has(p.category_id ?? '') && hashString(`${p.slug}:festive`) % 3 === 0)),
    // Buyable under ₹999 from the card: its card variant's price, and in stock (decisions/037).
    'under-999': live.filter((p) => p.selling_price <= 99_900 && (p.stock ?? 0) > 0),
  };
  return Object.entries(members).flatMap(([slug, list]) => list.map((p, position) => ({ collection_id: `col_${slug}`, product_id: p.id, position })));
}
