import type { CartAddress } from '@vitrine/contracts/cart';
import { ORDER_STATUS_LABELS, type Order, type OrderStatus, type OrderSummary } from '@vitrine/contracts/orders';
import { parseJson } from '../../lib/json.ts';
import { paymentMethodName } from '../payments/gateways.ts';
import { canMove } from './order-status.ts';
import type * as repo from './orders.repository.ts';

// The order as its owner sees it, from its rows.

type ItemRow = Awaited<ReturnType<typeof repo.findOrderItems>>[number];
type HistoryRow = Awaited<ReturnType<typeof repo.findOrderHistory>>[number];
type ListLine = Awaited<ReturnType<typeof repo.findOrderListLines>>[number];

const IMAGE_FALLBACK = { url: '/media/placeholder.svg', width: 800, height: 800, alt: '' };

export interface OrderPolicy {
  cancelEnabled: boolean;
  refundEnabled: boolean;
}

export function toOrder(row: repo.OrderRow, items: ItemRow[], history: HistoryRow[], policy: OrderPolicy): Order {
  const totals = { sub_total: row.sub_total, mrp_total: row.mrp_total, discount: row.discount, shipping: row.shipping, grand_total: row.grand_total };
  const num = (n: number | string) => Number(n);
  return {
    order_id: row.id,
    order_no: row.order_no,
    status: row.status,
    status_label: ORDER_STATUS_LABELS[row.status],
    payment_method: row.payment_method,
    payment_method_name: paymentMethodName(row.payment_method),
    payment_status: row.payment_status,
    productchannel: items.map((i) => ({
      id: i.id,
      product_id: i.variant_id,
      product: {
        id: i.product_id,
        name: i.name,
        slug: i.slug,
        sku: i.sku,
        base_image: parseJson(i.image, { ...IMAGE_FALLBACK, alt: i.name }),
        options: parseJson<{ name: string; value: string }[]>(i.options, []),
      },
      quantity: num(i.quantity),
      unit_price: num(i.unit_price),
      mrp: num(i.mrp),
      line_total: num(i.unit_price) * num(i.quantity),
      custom_text: i.custom_text,
      image_path: i.image_path,
    })),
    total_quantity: items.reduce((n, i) => n + num(i.quantity), 0),
    totals: {
      sub_total: num(totals.sub_total),
      mrp_total: num(totals.mrp_total),
      discount: num(totals.discount),
      shipping: num(totals.shipping),
      grand_total: num(totals.grand_total),
    },
    grand_total: { amount: num(row.grand_total), currency: row.currency },
    currency: row.currency,
    coupon: row.coupon_code ? { code: row.coupon_code, discount: num(row.discount) } : null,
    shipping_method: row.shipping_method_id ? { id: row.shipping_method_id, name: row.shipping_method_name ?? '', charge: num(row.shipping) } : null,
    shipping_address: parseJson<CartAddress>(row.shipping_address, {} as CartAddress),
    billing_address: parseJson<CartAddress>(row.billing_address, {} as CartAddress),
    email: row.email,
    phone: row.phone,
    customer_id: row.customer_id,
    history: history.map((h) => ({ status: h.status, label: ORDER_STATUS_LABELS[h.status as OrderStatus], note: h.note, at: h.created_at })),
    can_cancel: policy.cancelEnabled && canMove('customer', row.status, 'cancelled'),
    can_request_refund: policy.refundEnabled && canMove('customer', row.status, 'refund_requested'),
    google_gtag_event_tracked: num(row.google_gtag_event_tracked) === 1,
    google_gtm_event_tracked: num(row.google_gtm_event_tracked) === 1,
    facebook_pixel_event_tracked: num(row.facebook_pixel_event_tracked) === 1,
    created_at: row.created_at,
  };
}

export function toOrderSummary(row: repo.OrderRow, lines: ListLine[]): OrderSummary {
  const first = lines[0];
  return {
    order_id: row.id,
    order_no: row.order_no,
    status: row.status,
    status_label: ORDER_STATUS_LABELS[row.status],
    grand_total: { amount: Number(row.grand_total), currency: row.currency },
    total_quantity: lines.reduce((n, l) => n + Number(l.quantity), 0),
    first_item: first ? { name: first.name, image: parseJson(first.image, { ...IMAGE_FALLBACK, alt: first.name }) } : null,
    created_at: row.created_at,
  };
}
