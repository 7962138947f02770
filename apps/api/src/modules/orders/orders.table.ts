import type { OrderStatus, PaymentStatus } from '@vitrine/contracts/orders';
import type { Generated } from 'kysely';

/** An order (migration 012): the cart it came from, frozen. Money is minor units. */
export interface OrdersTable {
  id: string;
  order_no: string;
  cart_id: string;
  customer_id: string | null;
  status: OrderStatus;
  payment_method: string;
  payment_status: PaymentStatus;
  email: string | null;
  phone: string | null;
  shipping_address: string; // JSON CartAddress
  billing_address: string;
  shipping_method_id: string | null;
  shipping_method_name: string | null;
  coupon_id: string | null;
  coupon_code: string | null;
  sub_total: number;
  mrp_total: number;
  discount: number;
  shipping: number;
  grand_total: number;
  currency: string;
  tax_rate_bps: Generated<number>; // migration 015: the rate the invoice shows, 1800 = 18 %
  google_gtag_event_tracked: Generated<number>;
  google_gtm_event_tracked: Generated<number>;
  facebook_pixel_event_tracked: Generated<number>;
  created_at: string;
  updated_at: string;
}

export interface OrderItemsTable {
  id: string;
  order_id: string;
  position: number;
  product_id: string;
  variant_id: string;
  name: string;
  slug: string;
  sku: string;
  image: string; // JSON ImageRef
  options: string; // JSON [{ name, value }]
  quantity: number;
  unit_price: number;
  mrp: number;
  custom_text: string | null;
  image_path: string | null;
}

export interface OrderStatusHistoryTable {
  id: string;
  order_id: string;
  status: OrderStatus;
  actor: 'customer' | 'owner' | 'system';
  note: string | null;
  created_at: string;
  /** Its place in the order's history (1, 2, 3…; migration 017); 0 for rows written before it. */
  seq: Generated<number>;
}

export interface OrderTables {
  orders: OrdersTable;
  order_items: OrderItemsTable;
  order_status_history: OrderStatusHistoryTable;
}
