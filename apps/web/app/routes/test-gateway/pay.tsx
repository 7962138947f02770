import { RouteErrorBoundary } from '../../components/error-pages';
import { loadTestGatewayPayment } from '../../features/test-gateway/test-gateway.server';
import { TestGatewayPage } from '../../features/test-gateway/test-gateway-page';
import { apiContext } from '../../lib/api-context';
import type { Route } from './+types/pay';

// The built-in test gateway's hosted page, /test-gateway/pay/{payment id} (docs/decisions/
// 014-payments.md). A payment's state: never kept by a cache, never indexed.
export async function loader({ params, context }: Route.LoaderArgs) {
  return loadTestGatewayPayment(context.get(apiContext), params.paymentId);
}

export const headers: Route.HeadersFunction = () => ({ 'Cache-Control': 'private, no-store' });

export const meta: Route.MetaFunction = () => [{ title: 'Test gateway: pay' }, { name: 'robots', content: 'noindex' }];

export const ErrorBoundary = RouteErrorBoundary;

export default function TestGatewayPay({ loaderData }: Route.ComponentProps) {
  return <TestGatewayPage payment={loaderData} />;
}
