import { CartPage } from '../../features/cart/cart-page';
import { loadCartPage } from '../../features/cart/cart-page.server';
import { apiContext } from '../../lib/api-context';
import type { Route } from './+types/cart';

// spec §2 /cart. The cart loads after hydration; the loader only reads what arrives by link or by
// cookie (the restore link, the order waiting for payment: cart-page.server.ts). Without them the
// page's HTML is the same for every visitor; it is nobody's to index.
export async function loader({ request, context }: Route.LoaderArgs) {
  return loadCartPage(context.get(apiContext), request);
}

export const headers: Route.HeadersFunction = ({ loaderHeaders }) => loaderHeaders;

export const meta: Route.MetaFunction = () => [{ title: 'Cart' }, { name: 'robots', content: 'noindex' }];

export default function CartRoute({ loaderData }: Route.ComponentProps) {
  return <CartPage pending={loaderData.pending} restoreFailure={loaderData.restoreFailure} />;
}
