// Saved addresses and wishlist items (migration 006).
export interface AddressesTable {
  id: string;
  customer_id: string;
  address_type: string; // Shipping | Billing
  is_default: number;
  country_id: string;
  state_id: string | null;
  fields: string; // JSON { column_name: value } of the country's dynamic address fields
  created_at: string;
  updated_at: string;
}

export interface WishlistItemsTable {
  customer_id: string;
  product_id: string;
  created_at: string;
}

export interface AddressTables {
  addresses: AddressesTable;
  wishlist_items: WishlistItemsTable;
}
