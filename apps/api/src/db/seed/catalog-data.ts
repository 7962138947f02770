import attributesJson from './data/attributes.json' with { type: 'json' };
import catalogJson from './data/catalog.json' with { type: 'json' };
import type { Motif } from './svg-images.ts';

// The shapes of the demo catalogue's data files (data/catalog.json and data/attributes.json).

export type VariantAttributeCode = 'colour' | 'size' | 'finish' | 'pack';
/** Variant options in the order the product page shows them. */
export const VARIANT_CODES: VariantAttributeCode[] = ['colour', 'size', 'finish', 'pack'];

export interface ProductSpecData {
  name: string;
  /** The object its pictures show. */
  motif: Motif;
  brand: string;
  /** Whole rupees for the first combination (each option's first value); other values scale it by price_factor. */
  price: number;
  detail: string;
  options?: Partial<Record<VariantAttributeCode, string[]>>;
  material: string[];
  room: string[];
  tags: string[];
  handmade?: boolean;
  /** Every variant out of stock. */
  sold_out?: boolean;
  /** false: a draft only the owner sees. */
  published?: boolean;
}
export interface LeafCategory {
  slug: string;
  name: string;
  code: string;
  motif: Motif;
  description: string;
  meta_title: string;
  meta_description: string;
  care: string;
  products: ProductSpecData[];
}
export interface ParentCategory {
  slug: string;
  name: string;
  motif: Motif;
  description: string;
  meta_title: string;
  meta_description: string;
  children: LeafCategory[];
}
export interface CatalogData {
  brands: { slug: string; name: string }[];
  collections: { slug: string; name: string; motif: Motif; description: string }[];
  festive_categories: string[];
  categories: ParentCategory[];
}

export interface AttributeValueData {
  value: string;
  label: string;
  /** colour: hex swatch */
  swatch?: string;
  /** Short code in variant skus, e.g. IND for indigo. */
  sku?: string;
  price_factor?: number;
  /** Size chart that lists this size. */
  chart?: string;
  /** finish: light and dark tone of the metal, drawn as the image swatch. */
  metal?: [string, string];
}
export interface AttributeData {
  code: string;
  name: string;
  display: 'colour' | 'image' | 'label' | 'select';
  is_variant: boolean;
  values: AttributeValueData[];
}
export interface AttributesData {
  attributes: AttributeData[];
  labels: { slug: string; name: string; colour: string }[];
  tags: { slug: string; name: string }[];
  size_charts: { id: string; name: string; unit: string; columns: string[]; rows: string[][] }[];
}

export const catalogData = catalogJson as CatalogData;
export const attributesData = attributesJson as AttributesData;

export const attributeId = (code: string) => `attr_${code}`;
export const attributeValueId = (code: string, value: string) => `av_${code}_${value}`;
export const labelId = (slug: string) => `lbl_${slug}`;
export const tagId = (slug: string) => `tag_${slug}`;
export const sizeChartId = (id: string) => `sc_${id}`;

/** attribute code -> value code -> value, for lookups while building products. */
export function attributeIndex(): Map<string, Map<string, AttributeValueData>> {
  return new Map(attributesData.attributes.map((a) => [a.code, new Map(a.values.map((v) => [v.value, v]))]));
}
