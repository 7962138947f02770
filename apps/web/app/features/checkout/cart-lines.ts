import type { Cart } from '@vitrine/contracts/cart';
import type { Order } from '@vitrine/contracts/orders';
import type { SummaryLine } from './order-summary';

/** The cart's lines as the order summary lists them. */
export function cartLines(cart: Pick<Cart, 'items'>): SummaryLine[] {
  return cart.items.map((item) => ({
    id: item.id,
    name: item.product.name,
    options: item.product.options,
    quantity: item.quantity_in_display_unit,
    total: item.line_total,
  }));
}

/** A placed order's lines. */
export function orderLines(order: Pick<Order, 'productchannel'>): SummaryLine[] {
  return order.productchannel.map((item) => ({
    id: item.id,
    name: item.product.name,
    options: item.product.options,
    quantity: item.quantity,
    total: item.line_total,
  }));
}
