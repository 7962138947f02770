import { CartMessages } from '@vitrine/contracts/cart';
import { useEffect, useRef } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { useToast } from '../../components/ui/toast';
import { openLoginDialog } from '../../lib/auth-events';
import { useCart } from './cart-store';

/**
 * /cart?restore=<token>, the link the AbandonedCart plugin mails, is handled by the page's loader
 * (cart-page.server.ts): the server adopts the cart and redirects to /cart?restored=1 with its
 * cookie, so the cart read after hydration finds the lines. Here the page says so, reads the cart
 * again when it came by client-side navigation (the store had read it before), and drops the
 * flag from the address bar. A link that failed shows why (a customer's cart: sign in).
 */
export function useRestoreLink(restoreFailure: { message: string; loginNeeded: boolean } | null): void {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const toast = useToast();
  const { reload, status } = useCart();
  const restored = params.get('restored') === '1';
  const done = useRef(false);
  useEffect(() => {
    if (done.current || (!restored && !restoreFailure)) return;
    done.current = true;
    if (restored) {
      // Read before this page (client-side navigation): read again, the cookie names another cart now.
      if (status === 'ready') void reload();
      toast.success(CartMessages.restored);
    } else if (restoreFailure) {
      toast.error(restoreFailure.message);
      if (restoreFailure.loginNeeded) openLoginDialog('/cart');
    }
    navigate('/cart', { replace: true });
  }, [restored, restoreFailure, status, reload, toast, navigate]);
}
