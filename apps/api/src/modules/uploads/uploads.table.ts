/** A stored customisation picture (migration 010). */
export interface CustomisationUploadsTable {
  image_path: string;
  product_slug: string;
  client_ip: string;
  bytes: number;
  created_at: string; // ISO-8601 UTC
  /** When the sweeper may delete it; null: kept for good (an order holds it). */
  keep_until: string | null;
}
