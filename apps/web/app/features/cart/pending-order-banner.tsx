import { formatMoney } from '@vitrine/contracts/money';
import { type PendingOrder, PendingOrderMessages } from '@vitrine/contracts/pending-order';
import { useState } from 'react';
import { useRevalidator } from 'react-router';
import { Button } from '../../components/ui/button';
import { useToast } from '../../components/ui/toast';
import { changePendingOrder, payPendingOrder } from './cart-api';
import { useCart } from './cart-store';
import './pending-order-banner.css';

/**
 * Issue 29: the order placed here for an online payment and not paid yet. Pay now goes to its
 * gateway again; Change it cancels the order (its items go back to stock) and puts its lines in
 * this cart to edit. The cookie names the order: neither call carries its id or token.
 */
export function PendingOrderBanner({ pending }: { pending: PendingOrder }) {
  const cart = useCart();
  const toast = useToast();
  const revalidator = useRevalidator();
  const [busy, setBusy] = useState<'pay' | 'change' | null>(null);
  const [message, setMessage] = useState<string | null>(null);
  const count = pending.item_count === 1 ? '1 item' : `${pending.item_count} items`;

  const pay = async () => {
    if (busy) return;
    setBusy('pay');
    setMessage(null);
    const result = await payPendingOrder();
    if (result.ok) return window.location.assign(result.data.redirect_url);
    setBusy(null);
    setMessage(result.failure.message);
  };

  const change = async () => {
    if (busy) return;
    setBusy('change');
    setMessage(null);
    const result = await changePendingOrder();
    setBusy(null);
    if (!result.ok) {
      setMessage(result.failure.message);
      return void revalidator.revalidate(); // paid or cancelled meanwhile: the banner goes
    }
    cart.replace(result.data.cart);
    toast.success(result.message || PendingOrderMessages.changed);
    void revalidator.revalidate();
  };

  return (
    <section className="pending-order" aria-labelledby="pending-order-title">
      <h2 id="pending-order-title" className="pending-order__title">
        {PendingOrderMessages.banner}
      </h2>
      <p className="pending-order__summary">
        Order <strong>{pending.order_no}</strong> · {count} · {formatMoney(pending.grand_total, pending.currency)}
      </p>
      <p className="pending-order__text">
        {pending.payment_status === 'failed' ? 'The last payment did not go through. ' : ''}
        We are keeping its items for you. Pay for it now, or change it: the order is cancelled and its items come back to your cart.
      </p>
      {message ? (
        <p className="field-error" role="alert">
          {message}
        </p>
      ) : null}
      <div className="pending-order__actions">
        <Button onClick={() => void pay()} aria-disabled={busy !== null || undefined} data-loading={busy === 'pay' || undefined}>
          Pay now
        </Button>
        <Button variant="outline" onClick={() => void change()} aria-disabled={busy !== null || undefined} data-loading={busy === 'change' || undefined}>
          Change it
        </Button>
      </div>
    </section>
  );
}
