import { formatMoney } from '@vitrine/contracts/money';
import { type Order, OrderMessages, PAYMENT_STATUS_LABELS, refundNotice } from '@vitrine/contracts/orders';
import type { CountryOption } from '@vitrine/contracts/settings';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { buttonClass } from '../../components/ui/button';
import { toMajorUnits, track } from '../../lib/analytics';
import { STORAGE_PREFIX } from '../../lib/auth-events';
import { AddressText } from './address-text';
import { orderLines } from './cart-lines';
import { checkoutApi } from './checkout-api';
import { CheckoutLoading } from './checkout-loading';
import { ExperienceRating } from './experience-rating';
import { OrderSummary } from './order-summary';
import './checkout.css';

type Loaded = { status: 'loading' } | { status: 'missing' } | { status: 'ready'; order: Order; countries: CountryOption[] };

/** An order paid online whose gateway has not said 'paid' yet. */
export function awaitsPayment(order: Order): boolean {
  return order.payment_status === 'awaiting_payment' || order.payment_status === 'failed';
}

/** The purchase event goes once per order, however often the page is shown in this tab. */
export function purchaseKey(orderId: string): string {
  return `${STORAGE_PREFIX}purchase:${orderId}`;
}

function trackPurchaseOnce(order: Order, token: string | undefined): void {
  try {
    if (window.sessionStorage.getItem(purchaseKey(order.order_id))) return;
    window.sessionStorage.setItem(purchaseKey(order.order_id), '1');
  } catch {
    // Without storage the event may repeat on a reload; it still goes once per visit.
  }
  track(
    'purchase',
    {
      transaction_id: order.order_no,
      currency: order.currency,
      value: toMajorUnits(order.grand_total.amount),
      shipping: toMajorUnits(order.totals.shipping),
      ...(order.coupon ? { coupon: order.coupon.code } : {}),
      items: order.productchannel.map((item) => ({
        item_id: item.product.sku || item.product_id,
        item_name: item.product.name,
        price: toMajorUnits(item.unit_price),
        quantity: item.quantity,
      })),
    },
    { order: { order_id: order.order_id, ...(token ? { token } : {}) } },
  );
}

/**
 * spec §2 /checkout-complete?order_id&token&type: the order just placed (a guest's is reached
 * with its token), with the way on. Loaded in the browser: the page's HTML is the same for
 * everyone, and the token never goes into a cached document.
 */
/** What the route adds beside Continue shopping (e.g. Cancel order); `onChange` shows the order's new state. */
export type CompleteActions = (order: Order, token: string | undefined, onChange: (order: Order, message: string) => void) => ReactNode;

export function CompletePage({ actions }: { actions?: CompleteActions }) {
  const [params] = useSearchParams();
  const orderId = params.get('order_id') ?? '';
  const token = params.get('token') ?? undefined;
  const type = params.get('type') ?? undefined;
  const [loaded, setLoaded] = useState<Loaded>({ status: 'loading' });
  const heading = useRef<HTMLHeadingElement>(null);
  const navigate = useNavigate();
  const [notice, setNotice] = useState<string | null>(null);

  useEffect(() => {
    if (!orderId) {
      setLoaded({ status: 'missing' });
      return;
    }
    let current = true;
    setLoaded({ status: 'loading' });
    void Promise.all([checkoutApi.getCompletedOrder({ order_id: orderId, token, type }), checkoutApi.getCountries()]).then(async ([found, countries]) => {
      if (!current) return;
      if (!found.ok) return setLoaded({ status: 'missing' });
      let order = found.data;
      // Back from a payment gateway: the shop asks the gateway itself (this address proves
      // nothing). Not paid: the failed page, where the shopper can try again.
      if (awaitsPayment(order)) {
        const outcome = await checkoutApi.completePayment({ order_id: orderId, token });
        if (!current) return;
        // Not paid and still payable: the failed page (a cancelled order stays here, its refund shown).
        if (outcome.ok && outcome.data.next.type === 'failed') return navigate(outcome.data.next.url, { replace: true });
        if (outcome.ok) order = { ...outcome.data.order, experience_rating: order.experience_rating };
      }
      setLoaded({ status: 'ready', order, countries: countries.ok ? countries.data : [] });
      if (!awaitsPayment(order)) trackPurchaseOnce(order, token);
    });
    return () => {
      current = false;
    };
  }, [orderId, token, type, navigate]);

  // The result replaces the loading text: screen readers start at its heading.
  useEffect(() => {
    if (loaded.status !== 'loading') heading.current?.focus();
  }, [loaded.status]);

  if (loaded.status === 'loading') {
    return <CheckoutLoading title="Your order" text="Loading your order…" />;
  }
  if (loaded.status === 'missing') {
    return (
      <div className="checkout container checkout-result">
        <h1 ref={heading} tabIndex={-1} className="checkout__title">
          {OrderMessages.notFound}
        </h1>
        <p>We could not find this order. If you placed it, the confirmation we sent has its details.</p>
        <Link to="/" className={buttonClass('primary')}>
          Go Home
        </Link>
      </div>
    );
  }

  const { order, countries } = loaded;
  const refund = refundNotice(order, formatMoney(order.grand_total.amount, order.grand_total.currency));
  return (
    <div className="checkout container checkout-result">
      <div className="checkout-result__header">
        <h1 ref={heading} tabIndex={-1} className="checkout__title">
          Thank you for your order
        </h1>
        <p className="checkout-result__number">
          Order number <strong>{order.order_no}</strong>
        </p>
        <p className="checkout-muted">
          {order.status === 'cancelled' ? OrderMessages.cancelled : OrderMessages.placed}. Status: {order.status_label}.
          {order.email ? ` A confirmation is on its way to ${order.email}.` : ''}
        </p>
      </div>
      <div className="checkout__layout">
        <div className="checkout__main">
          <section className="checkout-card" aria-labelledby="complete-delivery-title">
            <h2 id="complete-delivery-title" className="checkout__subtitle">
              Delivery details
            </h2>
            <div className="checkout-review">
              <div>
                <h3 className="checkout__subheading">Shipping address</h3>
                <AddressText address={order.shipping_address} countries={countries} />
              </div>
              <div>
                <h3 className="checkout__subheading">Billing address</h3>
                <AddressText address={order.billing_address} countries={countries} />
              </div>
              <div>
                <h3 className="checkout__subheading">Payment method</h3>
                <p className="checkout-review__contact">
                  {order.payment_method_name}
                  {order.payment_status === 'pending' ? '' : ` · ${PAYMENT_STATUS_LABELS[order.payment_status]}`}
                </p>
                {refund ? (
                  <p className="checkout-refund-notice" role="status">
                    {refund}
                  </p>
                ) : null}
              </div>
              {order.shipping_method ? (
                <div>
                  <h3 className="checkout__subheading">Shipping method</h3>
                  <p className="checkout-review__contact">{order.shipping_method.name}</p>
                </div>
              ) : null}
            </div>
          </section>
          <ExperienceRating orderId={order.order_id} token={token} saved={order.experience_rating} />
          <div className="checkout-actions">
            <Link to="/shop-online" className={buttonClass('primary')}>
              Continue shopping
            </Link>
            {/* A guest's browser has no session: the order's token opens its invoice. */}
            <a
              className={buttonClass('outline')}
              href={`/api/orders/invoice?${new URLSearchParams({ order_id: order.order_id, ...(token ? { token } : {}) })}`}
              download
            >
              Download invoice
            </a>
            {order.customer_id ? (
              <Link to="/account/orders" className={buttonClass('outline')}>
                My orders
              </Link>
            ) : null}
            {actions?.(order, token, (changed, message) => {
              setLoaded({ status: 'ready', order: { ...changed, experience_rating: order.experience_rating }, countries });
              setNotice(message);
            })}
          </div>
          <p className="checkout-muted" role="status">
            {notice}
          </p>
        </div>
        <aside className="checkout__aside" aria-label="Your order">
          <OrderSummary
            lines={orderLines(order)}
            totals={order.totals}
            currency={order.currency}
            couponCode={order.coupon?.code}
            shippingChosen={Boolean(order.shipping_method)}
          />
        </aside>
      </div>
    </div>
  );
}
