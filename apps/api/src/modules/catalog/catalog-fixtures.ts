import { normaliseSearchText } from '@vitrine/contracts/search';
import type { Db } from '../../db/connect.ts';

// A small catalogue of its own for the API tests, beside the demo seed and independent of it:
// every id, slug and attribute code starts with 'fx', so tests can compute expected answers
// from these definitions (filters, facets, sorts) whatever the demo store contains.

export const FX = {
  root: 'fx-home', // super-category: fx-lighting (with fx-lamps below it) and fx-textiles
  categories: [
    { id: 'fxc_home', parent: null, slug: 'fx-home', name: 'Fixture Home' },
    { id: 'fxc_lighting', parent: 'fxc_home', slug: 'fx-lighting', name: 'Fixture Lighting' },
    { id: 'fxc_lamps', parent: 'fxc_lighting', slug: 'fx-lamps', name: 'Fixture Lamps' },
    { id: 'fxc_textiles', parent: 'fxc_home', slug: 'fx-textiles', name: 'Fixture Textiles' },
  ],
  brands: [
    { id: 'fxb_aster', slug: 'fx-aster', name: 'Aster Fixture' },
    { id: 'fxb_birch', slug: 'fx-birch', name: 'Birch Fixture' },
    { id: 'fxb_cedar', slug: 'fx-cedar', name: 'Cedar Fixture' },
  ],
  // Values are inserted out of position order on purpose: answers must follow `position`.
  attributes: [
    {
      code: 'fx-colour',
      name: 'Shade',
      display: 'colour',
      is_variant: 1,
      position: 1,
      values: [
        ['green', 'Green', '#2f855a', 3],
        ['red', 'Red', '#c53030', 1],
        ['blue', 'Blue', '#2b6cb0', 2],
      ],
    },
    {
      code: 'fx-size',
      name: 'Fit',
      display: 'label',
      is_variant: 1,
      position: 2,
      values: [
        ['l', 'Large', null, 3],
        ['s', 'Small', null, 1],
        ['m', 'Medium', null, 2],
      ],
    },
    {
      code: 'fx-material',
      name: 'Make',
      display: 'select',
      is_variant: 0,
      position: 3,
      values: [
        ['cotton', 'Cotton', null, 1],
        ['brass', 'Brass', null, 2],
      ],
    },
  ],
  labels: [
    ['fx-new', 'Fresh'],
    ['fx-sale', 'Markdown'],
  ],
  tags: [
    ['fx-cosy', 'Cosy'],
    ['fx-gift', 'Giftable'],
  ],
  collection: { id: 'fxk_edit', slug: 'fx-edit', name: 'Fixture Edit' },
  unpublished: 'fx-hidden-lamp',
} as const;

const NAMES = ['Amber Lantern', 'Linen Throw', 'Brass Sconce', 'Indigo Cushion', 'Oak Lamp', 'Jute Rug'];
const COLOURS = ['red', 'blue', 'green'];
const SIZES = ['s', 'm', 'l'];
const CATEGORY_IDS = ['fxc_lighting', 'fxc_lamps', 'fxc_textiles'];

export interface FixtureProduct {
  id: string;
  name: string;
  slug: string;
  category_id: string;
  brand: string | null; // brand slug
  selling_price: number;
  stock: number;
  featured_rank: number;
  sales_count: number;
  created_at: string;
  published: boolean;
  colours: string[];
  sizes: string[];
  material: string;
  labels: string[];
  tags: string[];
  in_collection: boolean;
}

/** 30 published products with deliberate ties in every sort key, plus one unpublished lamp. */
export function fixtureProducts(): FixtureProduct[] {
  const products: FixtureProduct[] = [];
  for (let i = 0; i <= 30; i++) {
    const n = String(i).padStart(2, '0');
    const hidden = i === 30;
    const name = i === 0 ? 'Crème Brûlée Candle' : hidden ? 'Hidden Lamp' : `${NAMES[i % NAMES.length]} ${n}`;
    products.push({
      id: `fxp_${n}`,
      name,
      slug: hidden ? FX.unpublished : i === 0 ? 'fx-creme-brulee-candle' : `fx-${name.toLowerCase().replace(/ /g, '-')}`,
      category_id: hidden ? 'fxc_lamps' : CATEGORY_IDS[i % 3],
      brand: i % 4 === 3 ? null : FX.brands[(i * 7) % 3].slug,
      selling_price: 100_000 + ((i * 37) % 20) * 50_000,
      stock: i % 5 === 0 ? 0 : i,
      featured_rank: i % 4,
      sales_count: (i * 13) % 7,
      // Pairs of products share a timestamp, so ties are broken by id.
      created_at: new Date(Date.UTC(2024, 0, 1) + Math.floor(i / 2) * 3_600_000).toISOString(),
      published: !hidden,
      colours: COLOURS.filter((_, k) => (i + k) % 2 === 0),
      sizes: i % 3 === 0 ? ['s', 'm'] : ['m', 'l'],
      material: i % 2 ? 'cotton' : 'brass',
      labels: [...(i % 3 === 0 ? ['fx-new'] : []), ...(i % 4 === 0 ? ['fx-sale'] : [])],
      tags: [...(i % 2 === 0 ? ['fx-cosy'] : []), ...(i % 5 === 0 ? ['fx-gift'] : [])],
      in_collection: i % 3 === 1 || hidden,
    });
  }
  return products;
}

const valueId = (code: string, value: string) => `fxv_${code}_${value}`;

export async function insertCatalogFixtures(db: Db): Promise<FixtureProduct[]> {
  const products = fixtureProducts();
  const k = db.kysely;
  await k
    .insertInto('brands')
    .values(FX.brands.map((b) => ({ ...b })))
    .execute();
  for (const c of FX.categories) {
    await k
      .insertInto('categories')
      .values({ id: c.id, parent_id: c.parent, name: c.name, slug: c.slug, image: null, position: 90, description: `All about ${c.name}` })
      .execute();
  }
  for (const a of FX.attributes) {
    const id = `fxa_${a.code}`;
    await k
      .insertInto('attributes')
      .values({ id, code: a.code, name: a.name, display: a.display, is_variant: a.is_variant, is_filterable: 1, position: a.position })
      .execute();
    await k
      .insertInto('attribute_values')
      .values(a.values.map(([value, label, swatch, position]) => ({ id: valueId(a.code, value), attribute_id: id, value, label, swatch, position })))
      .execute();
  }
  await k
    .insertInto('labels')
    .values(FX.labels.map(([slug, name]) => ({ id: `fxl_${slug}`, slug, name, colour: '#123456' })))
    .execute();
  await k
    .insertInto('tags')
    .values(FX.tags.map(([slug, name]) => ({ id: `fxt_${slug}`, slug, name })))
    .execute();
  await k
    .insertInto('collections')
    .values({ ...FX.collection, description: 'Hand-picked fixtures', image: null })
    .execute();
  await k
    .insertInto('size_charts')
    .values({ id: 'fxs_chart', name: 'Throw sizes', unit: 'cm', columns: '["Size","Width"]', rows: '[["S","120"],["M","150"]]' })
    .execute();

  for (const p of products) {
    const brand = FX.brands.find((b) => b.slug === p.brand);
    const category = FX.categories.find((c) => c.id === p.category_id)!;
    await k
      .insertInto('products')
      .values({
        id: p.id,
        name: p.name,
        slug: p.slug,
        sku: `FX-${p.id}`,
        brand_id: brand?.id ?? null,
        category_id: p.category_id,
        description: p.id === 'fxp_00' ? '<p onclick="steal()">Soft <b>glow</b></p><script>alert(1)</script>' : `About ${p.name}`,
        selling_price: p.selling_price,
        mrp: p.selling_price + 20_000,
        stock: p.stock,
        base_image: JSON.stringify({ url: `/media/fx/${p.slug}.svg`, width: 800, height: 800, alt: p.name }),
        is_published: p.published ? 1 : 0,
        created_at: p.created_at,
        featured_rank: p.featured_rank,
        sales_count: p.sales_count,
        size_chart_id: p.category_id === 'fxc_textiles' ? 'fxs_chart' : null,
        specs:
          p.id === 'fxp_00'
            ? JSON.stringify([
                { name: 'make', value: 'Wax' },
                { name: 'Burn time', value: '40 hours' },
              ])
            : null,
        meta_title: null,
        meta_description: null,
        social_sharing_image: null,
        updated_at: null,
      })
      .execute();
    const variants = p.colours.flatMap((colour) => p.sizes.map((size) => ({ colour, size })));
    await k
      .insertInto('product_variants')
      .values(
        variants.map((v, j) => ({
          id: `${p.id}_v${j}`,
          product_id: p.id,
          sku: `FX-${p.id}-${v.colour}-${v.size}`,
          // The default (second) variant costs the product's card price; the first one, cheaper,
          // is sold out: the card must not show its price (decisions/037).
          selling_price: p.selling_price + (SIZES.indexOf(v.size) - SIZES.indexOf(p.sizes[1])) * 1000,
          mrp: p.selling_price + 20_000,
          stock: j === 0 ? 0 : p.stock,
          options: JSON.stringify({ 'fx-colour': v.colour, 'fx-size': v.size }),
          image: null,
          position: j,
          is_default: j === 1 ? 1 : 0,
        })),
      )
      .execute();
    const values = [...p.colours.map((c) => valueId('fx-colour', c)), ...p.sizes.map((s) => valueId('fx-size', s)), valueId('fx-material', p.material)];
    await k
      .insertInto('product_attribute_values')
      .values(values.map((attribute_value_id) => ({ product_id: p.id, attribute_value_id })))
      .execute();
    if (p.labels.length)
      await k
        .insertInto('product_labels')
        .values(p.labels.map((l) => ({ product_id: p.id, label_id: `fxl_${l}` })))
        .execute();
    if (p.tags.length)
      await k
        .insertInto('product_tags')
        .values(p.tags.map((t) => ({ product_id: p.id, tag_id: `fxt_${t}` })))
        .execute();
    if (p.in_collection) await k.insertInto('product_collections').values({ collection_id: FX.collection.id, product_id: p.id, position: 0 }).execute();
    if (p.id === 'fxp_00') {
      await k
        .insertInto('product_images')
        .values([0, 1].map((j) => ({ id: `fxi_${j}`, product_id: p.id, url: `/media/fx/candle-${j}.svg`, width: 800, height: 1000, alt: '', position: 1 - j })))
        .execute();
    }
    const document = normaliseSearchText([p.name, brand?.name, category.name, p.material, ...p.colours].join(' '));
    await k.insertInto('product_search').values({ product_id: p.id, document }).execute();
  }
  return products;
}
