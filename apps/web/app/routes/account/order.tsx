import { OrderMessages } from '@vitrine/contracts/orders';
import { isRouteErrorResponse, useRouteError } from 'react-router';
import { ServerErrorPage } from '../../components/error-pages';
import { requireCustomer } from '../../features/account/account-guard.server';
import { accountMeta } from '../../features/account/account-meta';
import { loadOrderDetails } from '../../features/account/order-details.server';
import { OrderDetailsView } from '../../features/account/order-details-view';
import { OrderNotFound } from '../../features/account/order-not-found';
import { apiContext } from '../../lib/api-context';
import type { Route } from './+types/order';

// /account/orders/{order_id}: one of the signed-in customer's orders (server guard, like every
// account page). The API answers 404 for an unknown order and for another customer's alike.
export const middleware: Route.MiddlewareFunction[] = [requireCustomer];

export async function loader({ request, params, context }: Route.LoaderArgs) {
  return loadOrderDetails(context.get(apiContext), params.orderId, request);
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) =>
  accountMeta(loaderData ? `Order #${loaderData.order.order_no}` : OrderMessages.notFound, matches);

export default function AccountOrder({ loaderData }: Route.ComponentProps) {
  return <OrderDetailsView order={loaderData.order} regions={loaderData.regions} />;
}

/** 'Order not found' in the account frame for a 404; the server-error page for anything else. */
export function ErrorBoundary() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) {
    return <OrderNotFound />;
  }
  return <ServerErrorPage />;
}
