export interface BrandsTable {
  id: string;
  name: string;
  slug: string;
}
export interface CategoriesTable {
  id: string;
  parent_id: string | null;
  name: string;
  slug: string;
  image: string | null; // JSON { url, width, height, alt }
  position: number;
}
export interface CollectionsTable {
  id: string;
  name: string;
  slug: string;
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
}
export interface ProductCollectionsTable {
  collection_id: string;
  product_id: string;
  position: number;
}
