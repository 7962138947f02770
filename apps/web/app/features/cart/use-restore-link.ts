import { useEffect, useRef } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { useToast } from '../../components/ui/toast';
import { openLoginDialog } from '../../lib/auth-events';
import { restoreAbandonedCart } from './cart-api';
import { useCart } from './cart-store';

/**
 * /cart?restore=<token>: the link the AbandonedCart plugin mails. The server checks the signed
 * token and adopts the cart in this browser (or asks the owner to log in); the page then loads
 * the cart again and drops the token from the address bar, so a reload or a shared screenshot
 * does not carry it.
 */
export function useRestoreLink(): void {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const toast = useToast();
  const { reload } = useCart();
  const token = params.get('restore');
  const done = useRef(false);
  useEffect(() => {
    if (!token || done.current) return;
    done.current = true;
    void restoreAbandonedCart(token).then(async (result) => {
      if (result.ok) {
        await reload();
        toast.success(result.message);
      } else if (result.failure.statusCode === 401) {
        // A customer's cart: signing in brings it back on any device.
        toast.error(result.failure.message);
        openLoginDialog('/cart');
      } else toast.error(result.failure.message);
      navigate('/cart', { replace: true });
    });
  }, [token, reload, toast, navigate]);
}
