import type { ItemRating, Order, OrderPage } from '@vitrine/contracts/orders';
import type { PaymentRedirect } from '@vitrine/contracts/payments';
import { type ApiResult, runCall } from '../../lib/api-result';
import { browserApi } from '../../lib/browser-api';

/** The order screens' calls from the browser (Load more, Cancel, Refund, Rate), as results. */
export const orderActions = {
  getOrders: (page: number): Promise<ApiResult<OrderPage>> => runCall(() => browserApi().getOrders(page)),
  cancelOrder: (orderId: string, reason: string, token?: string): Promise<ApiResult<Order>> =>
    runCall(() => browserApi().cancelOrder({ order_id: orderId, reason, token })),
  /** An order paid online and not paid yet: the gateway's page to pay it (docs/api.md "Payments"). */
  payOrder: (orderId: string): Promise<ApiResult<PaymentRedirect>> => runCall(() => browserApi().processPayment({ order_id: orderId })),
  requestRefund: (orderId: string, reason: string): Promise<ApiResult<Order>> => runCall(() => browserApi().requestRefund({ order_id: orderId, reason })),
  rateProduct: (body: { product_id: string; order_id: string; rating: number; title: string; body: string }): Promise<ApiResult<ItemRating>> =>
    runCall(() => browserApi().rateProduct(body)),
};
