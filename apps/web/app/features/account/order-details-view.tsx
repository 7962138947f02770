import type { CartAddress } from '@vitrine/contracts/cart';
import { formatMoney } from '@vitrine/contracts/money';
import { type ItemRating, type Order, type OrderItem, RATEABLE_ORDER_STATUSES, refundNotice } from '@vitrine/contracts/orders';
import { useEffect, useId, useRef, useState } from 'react';
import { Link } from 'react-router';
import { OptimisedImage } from '../../components/media/optimised-image';
import { Button, buttonClass } from '../../components/ui/button';
import { useToast } from '../../components/ui/toast';
import { AccountLayout } from './account-layout';
import { OrderCancelDialog } from './order-cancel-dialog';
import { awaitsOnlinePayment, OrderPayButton } from './order-pay-button';
import { OrderRatingDialog } from './order-rating-dialog';
import { OrderRefundDialog } from './order-refund-dialog';
import { formatOrderDate, type OrderRegions, orderAddressLines, orderTimeline, paymentStatusLabel, statusBadgeClass } from './order-rules';
import './orders-view.css';
import './order-details.css';

/**
 * An order's details (/account/orders/{order_id}): status, items, totals, addresses, payment,
 * the status history, Cancel order and Request refund while the API offers them (can_cancel,
 * can_request_refund), and Rate this item once the order was delivered.
 */
export function OrderDetailsView({ order: loaded, regions }: { order: Order; regions: OrderRegions }) {
  const [order, setOrder] = useState(loaded);
  const [cancelling, setCancelling] = useState(false);
  const [refunding, setRefunding] = useState(false);
  const [rating, setRating] = useState<OrderItem | null>(null);
  const historyHeading = useRef<HTMLHeadingElement>(null);
  const [focusHistory, setFocusHistory] = useState(false);
  const toast = useToast();

  // A fresh loader answer (navigation, revalidation) replaces the local copy.
  useEffect(() => setOrder(loaded), [loaded]);
  // After a cancel the button is gone: focus goes to the history, where the new step is.
  useEffect(() => {
    if (!focusHistory) return;
    historyHeading.current?.focus();
    setFocusHistory(false);
  }, [focusHistory]);

  const onCancelled = (updated: Order, message: string) => {
    setFocusHistory(true);
    setCancelling(false);
    setOrder(updated);
    toast.success(message);
  };

  const onRefundRequested = (updated: Order, message: string) => {
    setFocusHistory(true);
    setRefunding(false);
    setOrder(updated);
    toast.success(message);
  };
  // The saved rating shows on every line of that product; focus returns to the line's button.
  const onRated = (saved: ItemRating, message: string) => {
    setRating(null);
    setOrder((o) => ({ ...o, productchannel: o.productchannel.map((i) => (i.product.id === saved.product_id ? { ...i, my_rating: saved } : i)) }));
    toast.success(message);
  };
  const rateable = (RATEABLE_ORDER_STATUSES as readonly string[]).includes(order.status);

  const money = (minor: number) => formatMoney(minor, order.currency);
  const refund = refundNotice(order, formatMoney(order.grand_total.amount, order.grand_total.currency));
  return (
    <AccountLayout
      title={`Order #${order.order_no}`}
      intro={`Placed on ${formatOrderDate(order.created_at)}`}
      actions={
        <>
          <Link className={buttonClass('outline')} to="/account/orders">
            All orders
          </Link>
          {/* A plain download: the session cookie goes along (GET /api/orders/invoice). */}
          <a className={buttonClass('outline')} href={`/api/orders/invoice?${new URLSearchParams({ order_id: order.order_id })}`} download>
            Download invoice
          </a>
          {awaitsOnlinePayment(order) ? <OrderPayButton order={order} /> : null}
          {order.can_request_refund ? (
            <Button type="button" variant="primary" onClick={() => setRefunding(true)}>
              Request refund
            </Button>
          ) : null}
          {/* Secondary and last: its dialog states what cancelling does to the money first. */}
          {order.can_cancel ? (
            <Button type="button" variant="ghost" onClick={() => setCancelling(true)}>
              Cancel order
            </Button>
          ) : null}
        </>
      }
    >
      <dl className="account-details">
        <div className="account-details__row">
          <dt>Status</dt>
          <dd>
            <span className={statusBadgeClass(order.status)}>{order.status_label}</span>
          </dd>
        </div>
        <div className="account-details__row">
          <dt>Payment</dt>
          <dd>
            {order.payment_method_name} · {paymentStatusLabel(order.payment_status)}
          </dd>
        </div>
        {order.shipping_method ? (
          <div className="account-details__row">
            <dt>Shipping method</dt>
            <dd>{order.shipping_method.name}</dd>
          </div>
        ) : null}
      </dl>
      {refund ? (
        <p className="order-refund-notice" role="status">
          {refund}
        </p>
      ) : null}

      <section className="account-section" aria-labelledby="order-items-title">
        <h2 id="order-items-title" className="account-section__title">
          Items ({order.total_quantity})
        </h2>
        <ul className="order-items">
          {order.productchannel.map((item) => (
            <OrderLine key={item.id} item={item} money={money} onRate={rateable ? () => setRating(item) : undefined} />
          ))}
        </ul>
        <dl className="order-totals">
          <div className="order-totals__row">
            <dt>Sub-total</dt>
            <dd>{money(order.totals.sub_total)}</dd>
          </div>
          {order.totals.discount > 0 || order.coupon ? (
            <div className="order-totals__row order-totals__row--discount">
              <dt>Discount{order.coupon ? ` (${order.coupon.code})` : ''}</dt>
              <dd>−{money(order.totals.discount)}</dd>
            </div>
          ) : null}
          <div className="order-totals__row">
            <dt>Shipping</dt>
            <dd>{order.totals.shipping === 0 ? 'Free' : money(order.totals.shipping)}</dd>
          </div>
          <div className="order-totals__row order-totals__row--grand">
            <dt>Grand total</dt>
            <dd>{formatMoney(order.grand_total.amount, order.grand_total.currency)}</dd>
          </div>
        </dl>
      </section>

      <section className="account-section" aria-labelledby="order-addresses-title">
        <h2 id="order-addresses-title" className="account-section__title">
          Addresses
        </h2>
        <div className="order-addresses">
          <OrderAddress title="Shipping address" address={order.shipping_address} region={regions.shipping} />
          <OrderAddress title="Billing address" address={order.billing_address} region={regions.billing} />
        </div>
        {order.email || order.phone ? <p className="account-muted">Contact: {[order.email, order.phone].filter(Boolean).join(' · ')}</p> : null}
      </section>

      <section className="account-section" aria-labelledby="order-history-title">
        <h2 id="order-history-title" ref={historyHeading} tabIndex={-1} className="account-section__title">
          Status history
        </h2>
        <OrderTimeline order={order} />
      </section>

      <OrderCancelDialog order={order} open={cancelling} onClose={() => setCancelling(false)} onCancelled={onCancelled} />
      <OrderRefundDialog order={order} open={refunding} onClose={() => setRefunding(false)} onRequested={onRefundRequested} />
      <OrderRatingDialog orderId={order.order_id} item={rating} onClose={() => setRating(null)} onRated={onRated} />
    </AccountLayout>
  );
}

function OrderLine({ item, money, onRate }: { item: OrderItem; money: (minor: number) => string; onRate?: () => void }) {
  const { product } = item;
  return (
    <li className="order-line">
      <OptimisedImage
        className="order-line__image"
        src={product.base_image.url}
        // The name is right beside it: the picture adds nothing for a screen reader.
        alt=""
        width={product.base_image.width}
        height={product.base_image.height}
        displayWidth={72}
      />
      <div className="order-line__details">
        <h3 className="order-line__name">{product.name}</h3>
        {product.options.length > 0 ? <p className="order-line__muted">{product.options.map((o) => `${o.name}: ${o.value}`).join(', ')}</p> : null}
        {item.custom_text ? <p className="order-line__muted">Personalised: “{item.custom_text}”</p> : null}
        {item.image_path ? <p className="order-line__muted">With your picture</p> : null}
        <p className="order-line__muted">
          Qty {item.quantity} × {money(item.unit_price)}
        </p>
        {onRate ? (
          <div className="order-line__rating">
            {item.my_rating ? <p className="order-line__muted">Your rating: {item.my_rating.rating}/5</p> : null}
            {/* The visible words start the name (label in name); the product tells the lines' buttons apart. */}
            <Button type="button" variant="outline" onClick={onRate} aria-label={`Rate this item: ${product.name}`}>
              Rate this item
            </Button>
          </div>
        ) : null}
      </div>
      <p className="order-line__total">
        <span className="visually-hidden">Line total </span>
        {money(item.line_total)}
      </p>
    </li>
  );
}

function OrderAddress({ title, address, region }: { title: string; address: CartAddress | null; region: string | null }) {
  const titleId = useId();
  const { name, lines: own, phone } = orderAddressLines(address);
  const lines = region && !own.includes(region) ? [...own, region] : own;
  return (
    <article className="order-address" aria-labelledby={titleId}>
      <h3 id={titleId} className="order-address__title">
        {title}
      </h3>
      {name || lines.length || phone ? (
        <address className="order-address__lines">
          {name ? <span className="order-address__name">{name}</span> : null}
          {lines.map((line) => (
            <span key={line}>{line}</span>
          ))}
          {phone ? <span>Phone: {phone}</span> : null}
        </address>
      ) : (
        <p className="account-muted">Not given</p>
      )}
    </article>
  );
}

/** The status history as a vertical timeline, oldest first, the current step last. */
function OrderTimeline({ order }: { order: Order }) {
  const steps = orderTimeline(order.history);
  if (steps.length === 0) return <p className="account-muted">No updates yet.</p>;
  return (
    <ol className="order-timeline">
      {steps.map((step) => (
        <li
          key={step.key}
          className={`order-timeline__step${step.current ? ' order-timeline__step--current' : ''}`}
          aria-current={step.current ? 'step' : undefined}
        >
          <p className="order-timeline__label">{step.label}</p>
          <p className="order-timeline__date">
            <time dateTime={step.at}>{step.date}</time>
          </p>
          {step.note ? <p className="order-timeline__note">{step.note}</p> : null}
        </li>
      ))}
    </ol>
  );
}
