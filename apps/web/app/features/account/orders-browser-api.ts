import type { Order, OrderPage } from '@vitrine/contracts/orders';
import { type ApiResult, runCall } from '../../lib/api-result';
import { browserApi } from '../../lib/browser-api';

/** The order screens' calls from the browser (Load more, Cancel), as results. */
export const orderActions = {
  getOrders: (page: number): Promise<ApiResult<OrderPage>> => runCall(() => browserApi().getOrders(page)),
  cancelOrder: (orderId: string, reason: string): Promise<ApiResult<Order>> => runCall(() => browserApi().cancelOrder({ order_id: orderId, reason })),
};
