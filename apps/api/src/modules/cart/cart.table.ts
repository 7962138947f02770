/** A cart (migration 011): its id is the cart_session the cart cookie carries (spec §3). */
export interface CartsTable {
  id: string;
  /** Set for a signed-in customer's cart: one per customer, the same on every device. */
  customer_id: string | null;
  coupon_id: string | null;
  phone: string | null;
  email: string | null;
  shipping_address: string | null; // JSON CartAddress
  billing_address: string | null; // JSON CartAddress
  shipping_method_id: string | null;
  payment_method: string | null;
  created_at: string;
  updated_at: string;
  expires_at: string; // settings.cart_expire_days after the last change
}

/** One line: a variant, personalised or not (migration 011). */
export interface CartItemsTable {
  id: string;
  cart_id: string;
  product_id: string;
  variant_id: string;
  /** variant id + a hash of the personalisation; unique per cart. */
  line_key: string;
  quantity: number;
  /** The unit price the shopper last saw; a different current price is a price change to show. */
  added_price: number;
  custom_text: string | null;
  image_path: string | null;
  created_at: string;
  updated_at: string;
}

/** A cart left with contact details (the AbandonedCart plugin, migration 011). */
export interface AbandonedCartsTable {
  cart_id: string;
  recorded_at: string;
  notified_at: string | null;
  restored_at: string | null;
}

export interface CartTables {
  carts: CartsTable;
  cart_items: CartItemsTable;
  abandoned_carts: AbandonedCartsTable;
}
