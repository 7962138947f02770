import { type Order, OrderMessages } from '@vitrine/contracts/orders';
import type { CountryOption } from '@vitrine/contracts/settings';
import { useEffect, useRef, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { buttonClass } from '../../components/ui/button';
import { toMajorUnits, track } from '../../lib/analytics';
import { STORAGE_PREFIX } from '../../lib/auth-events';
import { AddressText } from './address-text';
import { orderLines } from './cart-lines';
import { checkoutApi } from './checkout-api';
import { OrderSummary } from './order-summary';
import './checkout.css';

type Loaded = { status: 'loading' } | { status: 'missing' } | { status: 'ready'; order: Order; countries: CountryOption[] };

/** The purchase event goes once per order, however often the page is shown in this tab. */
export function purchaseKey(orderId: string): string {
  return `${STORAGE_PREFIX}purchase:${orderId}`;
}

function trackPurchaseOnce(order: Order): void {
  try {
    if (window.sessionStorage.getItem(purchaseKey(order.order_id))) return;
    window.sessionStorage.setItem(purchaseKey(order.order_id), '1');
  } catch {
    // Without storage the event may repeat on a reload; it still goes once per visit.
  }
  track('purchase', {
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
  });
}

/**
 * spec §2 /checkout-complete?order_id&token&type: the order just placed (a guest's is reached
 * with its token), with the way on. Loaded in the browser: the page's HTML is the same for
 * everyone, and the token never goes into a cached document.
 */
export function CompletePage() {
  const [params] = useSearchParams();
  const orderId = params.get('order_id') ?? '';
  const token = params.get('token') ?? undefined;
  const type = params.get('type') ?? undefined;
  const [loaded, setLoaded] = useState<Loaded>({ status: 'loading' });
  const heading = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    if (!orderId) {
      setLoaded({ status: 'missing' });
      return;
    }
    let current = true;
    setLoaded({ status: 'loading' });
    void Promise.all([checkoutApi.getCompletedOrder({ order_id: orderId, token, type }), checkoutApi.getCountries()]).then(([order, countries]) => {
      if (!current) return;
      if (!order.ok) return setLoaded({ status: 'missing' });
      setLoaded({ status: 'ready', order: order.data, countries: countries.ok ? countries.data : [] });
      trackPurchaseOnce(order.data);
    });
    return () => {
      current = false;
    };
  }, [orderId, token, type]);

  // The result replaces the loading text: screen readers start at its heading.
  useEffect(() => {
    if (loaded.status !== 'loading') heading.current?.focus();
  }, [loaded.status]);

  if (loaded.status === 'loading') {
    return (
      <div className="checkout container" aria-busy="true">
        <h1 className="checkout__title">Your order</h1>
        <p className="checkout-muted" role="status">
          Loading your order…
        </p>
      </div>
    );
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
          {OrderMessages.placed}. Status: {order.status_label}.{order.email ? ` A confirmation is on its way to ${order.email}.` : ''}
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
                <p className="checkout-review__contact">{order.payment_method_name}</p>
              </div>
              {order.shipping_method ? (
                <div>
                  <h3 className="checkout__subheading">Shipping method</h3>
                  <p className="checkout-review__contact">{order.shipping_method.name}</p>
                </div>
              ) : null}
            </div>
          </section>
          <div className="checkout-actions">
            <Link to="/shop-online" className={buttonClass('primary')}>
              Continue shopping
            </Link>
            {order.customer_id ? (
              <Link to="/account/orders" className={buttonClass('outline')}>
                My orders
              </Link>
            ) : null}
          </div>
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
