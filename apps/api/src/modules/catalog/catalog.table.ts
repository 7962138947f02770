import type { ColumnType, Generated } from 'kysely';

export interface BrandsTable {
  id: string;
  name: string;
  slug: string;
}
export interface CategoriesTable {
  id: string;
  parent_id: string | null; // a category with children is a super-category
  name: string;
  slug: string;
  image: string | null; // JSON { url, width, height, alt }
  position: number;
  description: string | null;
  meta_title: string | null;
  meta_description: string | null;
}
export interface CollectionsTable {
  id: string;
  name: string;
  slug: string;
  description: string | null;
  image: string | null; // JSON ImageRef
}
export interface ProductsTable {
  id: string;
  name: string;
  slug: string;
  sku: string;
  description: string;
  brand_id: string | null;
  category_id: string | null;
  selling_price: number;
  mrp: number;
  stock: number;
  base_image: string; // JSON { url, width, height, alt }
  is_published: number;
  created_at: string;
  meta_title: string | null;
  meta_description: string | null;
  social_sharing_image: string | null; // JSON ImageRef
  size_chart_id: string | null;
  specs: string | null; // JSON ProductSpec[]
  updated_at: string | null;
  sales_count: Generated<number>; // best-selling sort
  featured_rank: Generated<number>; // featured sort (higher first)
  /** Most units one order may hold (migration 011); null: only stock and the cart's cap. */
  max_per_order: ColumnType<number | null, number | null | undefined, number | null>;
  /** The variant the card's Add to cart adds (migration 024, kept by triggers): leave it out when inserting. */
  card_variant_id: ColumnType<string | null, string | null | undefined, string | null>;
}
export interface ProductCollectionsTable {
  collection_id: string;
  product_id: string;
  position: number;
}

export interface ProductVariantsTable {
  id: string;
  product_id: string;
  sku: string;
  selling_price: number;
  mrp: number;
  stock: number;
  options: string; // JSON { attribute code: value code }
  image: string | null; // JSON ImageRef
  position: number;
  is_default: number;
}
export interface AttributesTable {
  id: string;
  code: string;
  name: string;
  display: string; // colour | image | label | select
  is_variant: number;
  is_filterable: number;
  position: number;
}
export interface AttributeValuesTable {
  id: string;
  attribute_id: string;
  value: string;
  label: string;
  swatch: string | null;
  position: number;
}
export interface ProductAttributeValuesTable {
  product_id: string;
  attribute_value_id: string;
  /** Copies of the product's filter columns (migration 007, kept by triggers): leave them out when inserting. */
  is_published: ColumnType<number | null, number | null | undefined, number | null>;
  brand_id: ColumnType<string | null, string | null | undefined, string | null>;
  category_id: ColumnType<string | null, string | null | undefined, string | null>;
  selling_price: ColumnType<number | null, number | null | undefined, number | null>;
}
export interface LabelsTable {
  id: string;
  name: string;
  slug: string;
  colour: string;
}
export interface ProductLabelsTable {
  product_id: string;
  label_id: string;
}
export interface TagsTable {
  id: string;
  name: string;
  slug: string;
}
export interface ProductTagsTable {
  product_id: string;
  tag_id: string;
}
export interface ProductImagesTable {
  id: string;
  product_id: string;
  url: string;
  width: number;
  height: number;
  alt: string;
  position: number;
}
export interface SizeChartsTable {
  id: string;
  name: string;
  unit: string;
  columns: string; // JSON string[]
  rows: string; // JSON string[][]
}
/** SQLite: an FTS5 table; PostgreSQL: a table with a generated tsvector (migration 002). */
export interface ProductSearchTable {
  product_id: string;
  document: string;
}
