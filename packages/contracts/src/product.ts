import type { ProductCard } from './catalog.ts';
import type { ImageRef } from './sections.ts';

// spec §3 Product (id, name, brand, category, channel sku/selling_price, slug, base_image,
// social_sharing_image, meta) extended with what the product page of spec §2 shows.

/** How a variant option is shown (spec §2: colour, image, label, select). */
export type AttributeDisplay = 'colour' | 'image' | 'label' | 'select';

export interface AttributeValue {
  id: string;
  value: string; // stable code, e.g. 'indigo'
  label: string; // shown text, e.g. 'Indigo'
  swatch: string | null; // hex colour for 'colour', image URL for 'image'
}

export interface ProductOption {
  attribute: { id: string; code: string; name: string; display: AttributeDisplay };
  values: AttributeValue[];
}

export interface Variant {
  id: string;
  sku: string;
  selling_price: number; // minor units
  mrp: number; // minor units
  stock: number;
  in_stock: boolean;
  /** attribute code -> attribute value code, e.g. { colour: 'indigo', size: 'm' } */
  options: Record<string, string>;
  image: ImageRef | null;
}

export interface ProductSpec {
  name: string;
  value: string;
}

export interface SizeChart {
  name: string;
  unit: string;
  columns: string[];
  rows: string[][];
}

export interface Label {
  name: string;
  slug: string;
  colour: string;
}

export interface ProductDetail {
  id: string;
  name: string;
  slug: string;
  description: string; // sanitised HTML
  brand: { name: string; slug: string } | null;
  category: { name: string; slug: string; path: { name: string; slug: string }[] } | null;
  /** spec §3 channel: the selected variant's sku and selling price. */
  channel: { sku: string; selling_price: number; mrp: number; currency: string };
  base_image: ImageRef;
  images: ImageRef[];
  social_sharing_image: ImageRef | null;
  meta: { meta_title: string | null; meta_description: string | null };
  labels: Label[];
  tags: { name: string; slug: string }[];
  specs: ProductSpec[];
  options: ProductOption[];
  variants: Variant[];
  /** The variant chosen by ?sku= (or the default one). */
  selected_sku: string;
  size_chart: SizeChart | null;
  rating: { average: number; count: number } | null;
  /** The product's per-order limit (null: none); with a variant's stock, lineMaxQuantity (cart.ts) gives the most one line takes. */
  max_per_order: number | null;
  is_published: boolean;
  /** Plugins the product page offers for this product. */
  customisable: boolean;
}

export interface RelatedProducts {
  items: ProductCard[];
}

/** spec §2 chat link on /product/ pages: asks about this product and includes the page URL. */
export function productChatText(productName: string, pageUrl: string): string {
  return `Hi, I would like to talk about this product: ${productName} ${pageUrl}`;
}

/** The variant whose options match the chosen ones, if any. */
export function findVariant(variants: Variant[], chosen: Record<string, string>): Variant | undefined {
  return variants.find((v) => Object.entries(chosen).every(([code, value]) => v.options[code] === value));
}

/**
 * Whether picking `value` for `code`, keeping the other chosen options, leads to a variant in
 * stock (unavailable combinations are shown as such on the product page).
 */
export function isOptionAvailable(variants: Variant[], chosen: Record<string, string>, code: string, value: string): boolean {
  const wanted = { ...chosen, [code]: value };
  return variants.some((v) => v.in_stock && Object.entries(wanted).every(([c, val]) => v.options[c] === val));
}

export function discountPercent(sellingPrice: number, mrp: number): number {
  if (mrp <= 0 || sellingPrice >= mrp) return 0;
  return Math.floor(((mrp - sellingPrice) / mrp) * 100);
}
