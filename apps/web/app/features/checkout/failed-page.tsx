import { formatMoney } from '@vitrine/contracts/money';
import { type Order, OrderMessages } from '@vitrine/contracts/orders';
import { useEffect, useRef, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { Button, buttonClass } from '../../components/ui/button';
import { checkoutApi } from './checkout-api';
import { CheckoutLoading } from './checkout-loading';
import './checkout.css';

type Loaded = { status: 'loading' } | { status: 'none' } | { status: 'unpaid'; order: Order };

/**
 * spec §2 /checkout-failed?order_id&token: the payment did not go through. The order is kept with
 * its stock for the shopper, who can pay again from here. The shop first asks the gateway itself:
 * a payment that did go through goes on to the complete page.
 */
export function FailedPage() {
  const [params] = useSearchParams();
  const orderId = params.get('order_id') ?? '';
  const token = params.get('token') ?? undefined;
  const navigate = useNavigate();
  const [loaded, setLoaded] = useState<Loaded>(orderId ? { status: 'loading' } : { status: 'none' });
  const [retrying, setRetrying] = useState(false);
  const [message, setMessage] = useState<string | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    if (!orderId) return setLoaded({ status: 'none' });
    let current = true;
    void checkoutApi.completePayment({ order_id: orderId, token }).then((outcome) => {
      if (!current) return;
      if (!outcome.ok) return setLoaded({ status: 'none' });
      // Paid, or no longer payable (cancelled, its money due back or not): the complete page says how it stands.
      if (outcome.data.paid || outcome.data.next.type === 'complete') return navigate(outcome.data.next.url, { replace: true });
      setLoaded({ status: 'unpaid', order: outcome.data.order });
    });
    return () => {
      current = false;
    };
  }, [orderId, token, navigate]);

  useEffect(() => {
    if (loaded.status !== 'loading') heading.current?.focus();
  }, [loaded.status]);

  const retry = async (order: Order) => {
    if (retrying) return;
    setRetrying(true);
    setMessage(null);
    const payment = await checkoutApi.processPayment({ order_id: order.order_id, token });
    if (payment.ok) return window.location.assign(payment.data.redirect_url);
    setRetrying(false);
    setMessage(payment.failure.message);
  };

  if (loaded.status === 'loading') {
    return <CheckoutLoading title="Your payment" text="Checking your payment…" />;
  }
  // Opened without an order (or one this visitor may not see): there is no payment to speak of.
  if (loaded.status === 'none') {
    return (
      <div className="checkout container checkout-result">
        <h1 ref={heading} tabIndex={-1} className="checkout__title">
          {OrderMessages.notFound}
        </h1>
        <p>We could not find an order to pay for. Your orders are listed in your account; you can also keep shopping.</p>
        <div className="checkout-actions">
          <Link to="/shop-online" className={buttonClass('primary')}>
            Continue shopping
          </Link>
          <Link to="/account/orders" className={buttonClass('outline')}>
            My orders
          </Link>
        </div>
      </div>
    );
  }

  return (
    <div className="checkout container checkout-result">
      <h1 ref={heading} tabIndex={-1} className="checkout__title">
        Your payment did not go through
      </h1>
      <p className="checkout-result__number">
        Order number <strong>{loaded.order.order_no}</strong> · {formatMoney(loaded.order.grand_total.amount, loaded.order.currency)}
      </p>
      <p>No money was taken. We are keeping your order and its items for you: pay for it again whenever you are ready.</p>
      {message ? (
        <p className="field-error" role="alert">
          {message}
        </p>
      ) : null}
      <div className="checkout-actions">
        <Button onClick={() => retry(loaded.order)} disabled={retrying} aria-busy={retrying || undefined}>
          {retrying ? 'Opening the payment page…' : 'Try the payment again'}
        </Button>
        <Link to="/shop-online" className={buttonClass('outline')}>
          Continue shopping
        </Link>
      </div>
    </div>
  );
}
