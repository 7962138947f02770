import type { ProductSpec } from '@vitrine/contracts/product';
import type { Insertable } from 'kysely';
import { pickCardVariant } from '../../modules/catalog/card-variant.ts';
import type {
  ProductAttributeValuesTable,
  ProductImagesTable,
  ProductsTable,
  ProductTagsTable,
  ProductVariantsTable,
} from '../../modules/catalog/catalog.table.ts';
import { type AttributeValueData, attributeValueId, type LeafCategory, type ParentCategory, type ProductSpecData, sizeChartId, tagId } from './catalog-data.ts';
import { materialPalette, PRODUCT_VIEWS, productViewSvg, socialSvg, tintPalette, VIEW_NAMES } from './product-svgs.ts';
import type { SearchDocumentParts } from './search-document.ts';
import { hashString, imageRef, type SvgFile } from './svg-images.ts';
import { buildVariants } from './variant-seed.ts';

// One demo product, expanded from its line in data/catalog.json: the product row, its variants,
// attribute values (specs and options), tags, gallery pictures and what search should know.

const DAY_MS = 86_400_000;
const HISTORY_DAYS = 150;
const DISCOUNTS = [0, 0, 0, 0, 10, 15, 20, 25, 30];
const SHOP = 'Vitrine Home & Living';

export interface BuiltProduct {
  product: Insertable<ProductsTable>;
  variants: Insertable<ProductVariantsTable>[];
  attributeValues: Insertable<ProductAttributeValuesTable>[];
  tags: Insertable<ProductTagsTable>[];
  images: Insertable<ProductImagesTable>[];
  files: SvgFile[];
  handmade: boolean;
  /** Everything but the labels, which depend on the whole catalogue. */
  search: SearchDocumentParts;
}

export interface ProductContext {
  number: number;
  now: Date;
  parent: ParentCategory;
  category: LeafCategory;
  brandName: string;
  values: Map<string, Map<string, AttributeValueData>>;
  tagNames: Map<string, string>;
}

export function slugify(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

export function buildProduct(spec: ProductSpecData, ctx: ProductContext): BuiltProduct {
  const { category, values } = ctx;
  const number = String(ctx.number).padStart(3, '0');
  const id = `prd_${number}`;
  const slug = slugify(spec.name);
  const h = hashString(slug);
  const attributeValue = (code: string, value: string) => {
    const found = values.get(code)?.get(value);
    if (!found) throw new Error(`Demo product ${spec.name}: unknown ${code} value "${value}"`);
    return found;
  };
  const files: SvgFile[] = [];
  const firstColour = spec.options?.colour?.[0];
  const firstFinish = spec.options?.finish?.[0];
  // Drawn in its first colour, else its first finish's metal, else its material's colour.
  const colours = firstColour
    ? tintPalette(attributeValue('colour', firstColour).swatch ?? '#888888')
    : firstFinish
      ? tintPalette(attributeValue('finish', firstFinish).metal?.[1] ?? '#888888')
      : materialPalette(spec.material);
  // Each product shows its own kind of object (issue 30: a bedsheet drawn as a cushion).
  const picture = { seed: slug, name: spec.name, motif: spec.motif };

  const variants = buildVariants({
    spec,
    productNumber: number,
    baseSku: `VHL-${category.code}-${number}`,
    discountPercent: DISCOUNTS[hashString(`${slug}:mrp`) % DISCOUNTS.length],
    values,
    colourImage: (colour) => {
      const value = attributeValue('colour', colour);
      const file = `products/${slug}/colour-${colour}.svg`;
      if (!files.some((f) => f.path === file)) {
        files.push({ path: file, svg: productViewSvg('front', { ...picture, colours: tintPalette(value.swatch ?? '#888888') }) });
      }
      return imageRef(file, 800, 800, `${spec.name}, ${value.label}`);
    },
  });
  // The card's price is its card variant's (decisions/037); migration 024's triggers agree.
  const card = pickCardVariant(variants.map((v) => ({ ...v, is_default: v.is_default ?? 0, position: v.position ?? 0 })))!;
  const defaultVariant = variants.find((v) => v.is_default === 1) ?? variants[0];

  const views = PRODUCT_VIEWS.slice(0, 2 + (h % 3));
  const images = views.map((view, position) => {
    const file = view === 'front' ? `products/${slug}.svg` : `products/${slug}/${view}.svg`;
    files.push({ path: file, svg: productViewSvg(view, { ...picture, colours }) });
    return {
      id: `img_${number}_${position + 1}`,
      product_id: id,
      url: `/media/${file}`,
      width: 800,
      height: 800,
      alt: `${spec.name}, ${VIEW_NAMES[view]}`,
      position,
    };
  });

  // Filters need every value a product has: its specs and the options of its variants.
  const optionValues = new Map<string, Set<string>>();
  for (const v of variants) {
    for (const [code, value] of Object.entries(JSON.parse(v.options) as Record<string, string>)) {
      optionValues.set(code, (optionValues.get(code) ?? new Set()).add(value));
    }
  }
  const specPairs = [...spec.material.map((v) => ['material', v]), ...spec.room.map((v) => ['room', v])];
  const optionPairs = [...optionValues].flatMap(([code, set]) => [...set].map((v) => [code, v]));
  const allPairs = [...specPairs, ...optionPairs] as [string, string][];
  const specs: ProductSpec[] = [
    { name: 'Material', value: spec.material.map((v) => attributeValue('material', v).label).join(', ') },
    { name: 'Room', value: spec.room.map((v) => attributeValue('room', v).label).join(', ') },
    { name: 'Origin', value: spec.handmade ? 'Handmade in India' : 'Made in India' },
  ];
  const chart = [...(optionValues.get('size') ?? [])].map((v) => attributeValue('size', v).chart).find(Boolean);

  for (const tag of spec.tags) if (!ctx.tagNames.has(tag)) throw new Error(`Demo product ${spec.name}: unknown tag "${tag}"`);
  const detail = `${capitalise(spec.detail)}.`;
  const minutesAgo = hashString(`${slug}:created`) % (HISTORY_DAYS * 24 * 60);
  const published = spec.published !== false;
  let socialImage: string | null = null;
  if (h % 5 === 0) {
    const file = `social/${slug}.svg`;
    files.push({ path: file, svg: socialSvg({ ...picture, colours }) });
    socialImage = JSON.stringify(imageRef(file, 1200, 630, spec.name));
  }

  return {
    product: {
      id,
      name: spec.name,
      slug,
      sku: defaultVariant.sku,
      description: `<p>${detail}</p><p>${category.care}</p>`,
      brand_id: `br_${spec.brand}`,
      category_id: `cat_${category.slug}`,
      selling_price: card.selling_price,
      mrp: card.mrp,
      stock: variants.reduce((sum, v) => sum + v.stock, 0),
      base_image: JSON.stringify(imageRef(`products/${slug}.svg`, 800, 800, spec.name)),
      is_published: published ? 1 : 0,
      created_at: new Date(ctx.now.getTime() - minutesAgo * 60_000 - DAY_MS / 24).toISOString(),
      updated_at: ctx.now.toISOString(),
      // Most products carry their own meta; the rest show the fallback (name and description).
      meta_title: h % 6 === 0 ? null : `${spec.name} by ${ctx.brandName} | ${SHOP}`,
      meta_description: h % 6 === 0 ? null : detail.length > 155 ? `${detail.slice(0, detail.lastIndexOf(' ', 152))}…` : detail,
      social_sharing_image: socialImage,
      size_chart_id: chart ? sizeChartId(chart) : null,
      specs: JSON.stringify(specs),
      sales_count: published ? (hashString(`${slug}:sales`) % 480) + (spec.handmade ? 25 : 0) : 0,
      featured_rank: published && h % 4 === 0 ? 1 + ((h >>> 8) % 50) : 0,
    },
    variants,
    attributeValues: allPairs.map(([code, value]) => ({ product_id: id, attribute_value_id: attributeValueId(code, value) })),
    tags: spec.tags.map((tag) => ({ product_id: id, tag_id: tagId(tag) })),
    images,
    files,
    handmade: spec.handmade === true,
    search: {
      name: spec.name,
      brand: ctx.brandName,
      categories: [category.name, ctx.parent.name],
      tags: spec.tags.map((t) => ctx.tagNames.get(t) ?? t),
      attributes: allPairs.map(([code, value]) => attributeValue(code, value).label),
      skus: variants.map((v) => v.sku),
      description: detail,
    },
  };
}
