import { slugify } from '../../apps/api/src/db/seed/product-seed.ts';
import { productSearchDocument } from '../../apps/api/src/db/seed/search-document.ts';
import { mrpFor, shopPrice } from '../../apps/api/src/db/seed/variant-seed.ts';
import { pickCardVariant } from '../../apps/api/src/modules/catalog/card-variant.ts';

// Synthetic products for the bench catalogue: names from word lists, everything else from a
// seeded PRNG, so the same options always make the same catalogue. Rows come out as arrays in
// the column order of BENCH_TABLES.

export const BENCH_TABLES = {
  products: [
    'id',
    'name',
    'slug',
    'sku',
    'description',
    'brand_id',
    'category_id',
    'selling_price',
    'mrp',
    'stock',
    'base_image',
    'is_published',
    'created_at',
    'updated_at',
    'specs',
    'sales_count',
    'featured_rank',
  ],
  product_variants: ['id', 'product_id', 'sku', 'selling_price', 'mrp', 'stock', 'options', 'image', 'position', 'is_default'],
  // The product's filter columns are written here too (migration 007): no trigger work per row.
  product_attribute_values: ['product_id', 'attribute_value_id', 'is_published', 'brand_id', 'category_id', 'selling_price'],
  product_labels: ['product_id', 'label_id'],
  product_tags: ['product_id', 'tag_id'],
  product_search: ['product_id', 'document'],
} as const;
export type BenchTableName = keyof typeof BENCH_TABLES;
export type BenchRows = Record<BenchTableName, unknown[][]>;

export interface NamedValue {
  id: string;
  name: string;
  code: string; // slug or value code
  sku?: string;
}
export interface BenchCategory extends NamedValue {
  parentName: string | null;
  imageUrl: string; // a demo picture reused by every product of the category
  materials: NamedValue[];
}
export interface BenchContext {
  brands: NamedValue[];
  categories: BenchCategory[];
  colours: NamedValue[];
  sizes: NamedValue[]; // S, M, L
  materials: NamedValue[];
  labels: Record<'new' | 'sale' | 'bestseller' | 'handmade', NamedValue>;
  tags: NamedValue[];
  now: Date;
}

const ADJECTIVES = [
  'Rustic',
  'Handwoven',
  'Classic',
  'Modern',
  'Minimal',
  'Vintage',
  'Textured',
  'Hammered',
  'Glazed',
  'Speckled',
  'Striped',
  'Embroidered',
  'Carved',
  'Ribbed',
  'Woven',
  'Painted',
  'Etched',
  'Quilted',
  'Brushed',
  'Scalloped',
  'Fluted',
  'Tufted',
  'Matte',
  'Polished',
  'Block-Print',
  'Ikat',
  'Chevron',
  'Heritage',
  'Coastal',
  'Monsoon',
];
const PLACES = [
  'Jaipur',
  'Kutch',
  'Bastar',
  'Khurja',
  'Moradabad',
  'Channapatna',
  'Kerala',
  'Sanganer',
  'Bagru',
  'Varanasi',
  'Goa',
  'Shillong',
  'Pondicherry',
  'Udaipur',
  'Kolkata',
];
const NOUNS: Record<string, string[]> = {
  'cushions-throws': ['Cushion Cover', 'Throw', 'Bolster Cover', 'Floor Cushion', 'Blanket'],
  bedding: ['Bedsheet', 'Duvet Cover', 'Quilt', 'Pillow Cover', 'Bedspread'],
  lighting: ['Table Lamp', 'Pendant Light', 'Wall Sconce', 'Floor Lamp', 'Lantern'],
  'decor-accents': ['Wall Plate', 'Diya', 'Photo Frame', 'Candle', 'Tray', 'Wall Clock'],
  'planters-vases': ['Planter', 'Vase', 'Plant Stand', 'Hanging Planter', 'Bud Vase'],
  cookware: ['Skillet', 'Tawa', 'Kadai', 'Saucepan', 'Handi', 'Spatula Set'],
  serveware: ['Dinner Plate', 'Serving Bowl', 'Platter', 'Table Runner', 'Coaster Set', 'Napkins'],
  drinkware: ['Mug', 'Tumbler', 'Water Bottle', 'Carafe', 'Tea Cup', 'Kulhad'],
};
const FALLBACK_NOUNS = ['Keepsake', 'Basket', 'Box', 'Stool', 'Shelf'];
// Materials that make sense per category (value codes of the material attribute).
const MATERIALS: Record<string, string[]> = {
  'cushions-throws': ['cotton', 'linen', 'wool', 'jute'],
  bedding: ['cotton', 'linen'],
  lighting: ['brass', 'copper', 'glass', 'rattan', 'paper', 'stoneware'],
  'decor-accents': ['brass', 'wood', 'marble', 'ceramic', 'enamel', 'soy-wax'],
  'planters-vases': ['terracotta', 'ceramic', 'stoneware', 'glass', 'steel'],
  cookware: ['cast-iron', 'steel', 'copper', 'enamel', 'terracotta', 'wood'],
  serveware: ['stoneware', 'ceramic', 'wood', 'brass', 'copper', 'marble', 'linen', 'cotton'],
  drinkware: ['stoneware', 'ceramic', 'glass', 'copper', 'brass', 'terracotta', 'enamel'],
};

/** mulberry32: a small, fast, seeded PRNG (uniform in [0, 1)). */
export function createRandom(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

const YEAR_MS = 365.25 * 86_400_000;
const DISCOUNTS = [0, 0, 0, 0, 0, 10, 15, 20, 25, 30, 40];
const SIZE_FACTORS = [1, 1.25, 1.5];

// Short lists of colours, sizes or tags could repeat a value; a product has each one once.
function unique<T>(items: T[], key: (item: T) => string): T[] {
  const seen = new Set<string>();
  return items.filter((item) => !seen.has(key(item)) && seen.add(key(item)));
}

export function materialsFor(categorySlug: string, all: NamedValue[]): NamedValue[] {
  const codes = MATERIALS[categorySlug];
  return codes ? all.filter((m) => codes.includes(m.code)) : all;
}

export function emptyBenchRows(): BenchRows {
  return { products: [], product_variants: [], product_attribute_values: [], product_labels: [], product_tags: [], product_search: [] };
}

/** Appends the rows of bench product number `n` (1-based) to `out`. */
export function addBenchProduct(out: BenchRows, n: number, ctx: BenchContext, random: () => number): void {
  const pick = <T>(list: T[]): T => list[Math.floor(random() * list.length)];
  const num = String(n).padStart(7, '0');
  const id = `prd_b${num}`;
  const category = pick(ctx.categories);
  const brand = pick(ctx.brands);
  const material = pick(category.materials.length ? category.materials : ctx.materials);
  const noun = pick(NOUNS[category.code] ?? FALLBACK_NOUNS);
  const name = random() < 0.3 ? `${pick(PLACES)} ${pick(ADJECTIVES)} ${noun}` : `${pick(ADJECTIVES)} ${material.name} ${noun}`;
  const slug = `${slugify(name)}-${n}`;
  const baseSku = `BEN-${num}`;
  const price = shopPrice(150 + random() ** 2.2 * 9000);
  const discount = pick(DISCOUNTS);

  // 1 to 3 variants: several colours, or sizes S/M/L, or a single one.
  const kind = random();
  const count = 1 + Math.floor(random() * 3);
  const start = Math.floor(random() * 64);
  const optionSets: { code: 'colour' | 'size'; value: NamedValue; factor: number }[] =
    kind < 0.45
      ? Array.from({ length: count }, (_, i) => ({ code: 'colour', value: ctx.colours[(start + i * 7) % ctx.colours.length], factor: 1 }))
      : kind < 0.75
        ? Array.from({ length: count }, (_, i) => ({ code: 'size', value: ctx.sizes[i % ctx.sizes.length], factor: SIZE_FACTORS[i] }))
        : [];
  const variants = optionSets.length ? unique(optionSets, (o) => o.value.id) : [null];
  let stockSum = 0;
  const skus: string[] = [];
  const forCard: { selling_price: number; mrp: number; stock: number; is_default: number; position: number }[] = [];
  variants.forEach((option, i) => {
    const variantPrice = shopPrice(price * (option?.factor ?? 1));
    const stock = random() < 0.12 ? 0 : 1 + Math.floor(random() * 80);
    const sku = option ? `${baseSku}-${option.value.sku ?? option.value.code.toUpperCase()}` : baseSku;
    stockSum += stock;
    skus.push(sku);
    const options = option ? JSON.stringify({ [option.code]: option.value.code }) : '{}';
    forCard.push({ selling_price: variantPrice * 100, mrp: mrpFor(variantPrice, discount) * 100, stock, is_default: i === 0 ? 1 : 0, position: i + 1 });
    out.product_variants.push([
      `var_b${num}_${i + 1}`,
      id,
      sku,
      variantPrice * 100,
      mrpFor(variantPrice, discount) * 100,
      stock,
      options,
      null,
      i + 1,
      i === 0 ? 1 : 0,
    ]);
  });

  const createdAt = new Date(ctx.now.getTime() - random() * 3 * YEAR_MS).toISOString();
  const description = `<p>${noun} in ${material.name.toLowerCase()}, made in small batches by ${brand.name}.</p>`;
  const image = JSON.stringify({ url: category.imageUrl, width: 800, height: 800, alt: name });
  // The card price (decisions/037), as migration 024's triggers will set it: the copies agree.
  const card = pickCardVariant(forCard)!;
  out.products.push([
    id,
    name,
    slug,
    skus[0],
    description,
    brand.id,
    category.id,
    card.selling_price,
    card.mrp,
    stockSum,
    image,
    1,
    createdAt,
    createdAt,
    JSON.stringify([{ name: 'Material', value: material.name }]),
    Math.floor(random() ** 3 * 5000),
    random() < 0.05 ? 1 + Math.floor(random() * 100) : 0,
  ]);

  const values = [material, ...variants.flatMap((o) => (o ? [o.value] : []))];
  for (const v of values) out.product_attribute_values.push([id, v.id, 1, brand.id, category.id, card.selling_price]);
  const labels: NamedValue[] = [];
  if (discount > 0) labels.push(ctx.labels.sale);
  if (random() < 0.25) labels.push(pick([ctx.labels.new, ctx.labels.bestseller, ctx.labels.handmade]));
  for (const l of labels) out.product_labels.push([id, l.id]);
  const tagCount = Math.floor(random() * 4);
  const tagStart = Math.floor(random() * ctx.tags.length);
  const tags = unique(
    Array.from({ length: tagCount }, (_, i) => ctx.tags[(tagStart + i * 5) % ctx.tags.length]),
    (t) => t.id,
  );
  for (const t of tags) out.product_tags.push([id, t.id]);

  const document = productSearchDocument({
    name,
    brand: brand.name,
    categories: category.parentName ? [category.name, category.parentName] : [category.name],
    tags: tags.map((t) => t.name),
    labels: labels.map((l) => l.name),
    attributes: values.map((v) => v.name),
    skus,
    description,
  });
  out.product_search.push([id, document]);
}
