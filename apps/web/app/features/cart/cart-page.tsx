import { formatMoney } from '@vitrine/contracts/money';
import type { PendingOrder } from '@vitrine/contracts/pending-order';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { Button } from '../../components/ui/button';
import { track } from '../../lib/analytics';
import { cartParams } from './cart-analytics';
import { CartEmpty } from './cart-empty';
import { CartLines } from './cart-lines';
import { CartNotices } from './cart-notices';
import { canCheckout } from './cart-state';
import { useCart } from './cart-store';
import { CartTotals } from './cart-totals';
import { CheckoutButton } from './checkout-button';
import { CouponDialog } from './coupon-dialog';
import { CouponSummary } from './coupon-summary';
import { PendingOrderBanner } from './pending-order-banner';
import { useRestoreLink } from './use-restore-link';
import './cart-page.css';

function CartSkeleton() {
  return (
    <div className="cart-skeleton" aria-busy="true">
      <p className="visually-hidden">Loading your cart…</p>
      {[0, 1].map((i) => (
        <div key={i} className="cart-skeleton__line" aria-hidden="true">
          <span className="cart-skeleton__image" />
          <span className="cart-skeleton__text" />
        </div>
      ))}
    </div>
  );
}

export interface CartPageProps {
  /** The order waiting for payment in this browser (cart-page.server.ts), drawn above the cart. */
  pending?: PendingOrder | null;
  restoreFailure?: { message: string; loginNeeded: boolean } | null;
}

/**
 * spec §2 /cart: lines with steppers and Remove, notices, the coupon popup, totals and Checkout,
 * with a fixed footer (total and Checkout) on small screens. Everything here loads after
 * hydration, so the page's HTML is the same for every visitor. On arrival the prices are re-read
 * and the stock checked.
 */
export function CartPage({ pending = null, restoreFailure = null }: CartPageProps) {
  useRestoreLink(restoreFailure);
  const cart = useCart();
  const items = cart.cart.items;
  const [pricesChanged, setPricesChanged] = useState(false);
  const arrived = useRef(false);
  const hadItems = useRef(false);
  if (items.length > 0) hadItems.current = true;

  const ready = cart.status === 'ready';
  const { revalidate } = cart;
  useEffect(() => {
    if (!ready || arrived.current) return;
    arrived.current = true;
    track('view_cart', cartParams(cart.cart));
    if (cart.cart.items.length > 0) void revalidate().then((result) => setPricesChanged(result.pricesUpdated));
  }, [ready, revalidate, cart.cart]);

  let body: ReactNode;
  if (cart.status === 'idle' || cart.status === 'loading') body = <CartSkeleton />;
  else if (cart.status === 'failed')
    body = (
      <div className="cart-empty">
        <p className="cart-empty__message">Your cart could not be loaded.</p>
        <Button variant="outline" onClick={() => void cart.reload()}>
          Try again
        </Button>
      </div>
    );
  else if (items.length === 0) body = <CartEmpty focus={hadItems.current} />;
  else {
    const count = cart.cart.total_quantity;
    body = (
      <>
        <CartNotices cart={cart} pricesChanged={pricesChanged} />
        <div className="cart-page__layout">
          <section className="cart-page__items" aria-labelledby="cart-items-title">
            <h2 id="cart-items-title" className="cart-page__subtitle">
              {count === 1 ? '1 item' : `${count} items`}
            </h2>
            <CartLines />
          </section>
          <section className="cart-page__summary" aria-labelledby="cart-summary-title">
            <h2 id="cart-summary-title" className="cart-page__subtitle">
              Order summary
            </h2>
            <CouponSummary />
            <CartTotals cart={cart.cart} />
            <CheckoutButton className="cart-page__checkout" />
            {canCheckout(cart) ? null : <p className="cart-page__blocked">Remove the out-of-stock items or lower their quantity to check out.</p>}
          </section>
        </div>
        {/* spec §2 fixed footer: below md the total and Checkout stay in view. */}
        <div className="cart-footer">
          <p className="cart-footer__total">
            <span>Total</span> <strong>{formatMoney(cart.cart.totals.grand_total, cart.cart.currency)}</strong>
          </p>
          <CheckoutButton className="cart-footer__checkout" />
        </div>
        <CouponDialog />
      </>
    );
  }

  return (
    <div className="cart-page container">
      <h1 className="cart-page__title">Cart</h1>
      {pending ? <PendingOrderBanner key={pending.order_id} pending={pending} /> : null}
      {body}
    </div>
  );
}
