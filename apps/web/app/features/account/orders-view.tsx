import { formatMoney } from '@vitrine/contracts/money';
import type { OrderPage, OrderSummary } from '@vitrine/contracts/orders';
import { useEffect, useId, useRef, useState } from 'react';
import { Link } from 'react-router';
import { OptimisedImage } from '../../components/media/optimised-image';
import { Button, buttonClass } from '../../components/ui/button';
import { FormMessage } from '../../components/ui/text-field';
import { AccountLayout } from './account-layout';
import { formatOrderDate, itemCount, statusBadgeClass } from './order-rules';
import { orderActions } from './orders-browser-api';
import './orders-view.css';

/** The details page of an order. */
export const orderPath = (orderId: string) => `/account/orders/${encodeURIComponent(orderId)}`;

/**
 * spec §2 Orders & Refunds: the customer's orders, newest first, each leading to its details;
 * "Load more" appends the next page while the API says there is one.
 */
export function OrdersView({ orders: first }: { orders: OrderPage }) {
  const [orders, setOrders] = useState(first.orders);
  const [page, setPage] = useState(first.page);
  const [hasMore, setHasMore] = useState(first.has_more);
  const [loading, setLoading] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const list = useRef<HTMLUListElement>(null);
  // The index of the first order Load more added, to focus once it is on screen.
  const [focusFrom, setFocusFrom] = useState<number | null>(null);

  // A fresh loader answer (navigation back here) replaces the local copy.
  useEffect(() => {
    setOrders(first.orders);
    setPage(first.page);
    setHasMore(first.has_more);
    setError(null);
  }, [first]);

  // After Load more, focus goes to the first order it added (the button may be gone).
  useEffect(() => {
    if (focusFrom === null) return;
    list.current?.querySelectorAll<HTMLAnchorElement>('.order-row__link')[focusFrom]?.focus();
    setFocusFrom(null);
  }, [focusFrom]);

  const loadMore = async () => {
    if (loading) return;
    setLoading(true);
    setError(null);
    const result = await orderActions.getOrders(page + 1);
    setLoading(false);
    if (!result.ok) return setError(result.failure.message);
    const known = new Set(orders.map((o) => o.order_id));
    const added = result.data.orders.filter((o) => !known.has(o.order_id));
    if (added.length) setFocusFrom(orders.length);
    setOrders([...orders, ...added]);
    setPage(result.data.page);
    setHasMore(result.data.has_more && added.length > 0);
  };

  return (
    <AccountLayout title="Orders & Refunds" intro="Track/Manage your orders">
      {orders.length === 0 ? (
        <div className="account-empty">
          <p>You have not placed any orders yet. Orders you place will be listed here, to track, cancel or return.</p>
          <Link className={buttonClass('primary')} to="/shop-online">
            Start shopping
          </Link>
        </div>
      ) : (
        <>
          <ul ref={list} className="order-list">
            {orders.map((order) => (
              <li key={order.order_id}>
                <OrderRow order={order} />
              </li>
            ))}
          </ul>
          {hasMore || error ? (
            <div className="order-list__more">
              {hasMore ? (
                <Button variant="outline" aria-disabled={loading || undefined} data-loading={loading || undefined} onClick={() => void loadMore()}>
                  {loading ? 'Loading…' : 'Load more'}
                </Button>
              ) : null}
              <FormMessage message={error} />
            </div>
          ) : null}
        </>
      )}
    </AccountLayout>
  );
}

/** One order: picture and name of its first item, number, date, status, count and total. */
function OrderRow({ order }: { order: OrderSummary }) {
  const titleId = useId();
  const item = order.first_item;
  return (
    <article className="order-row" aria-labelledby={titleId}>
      {item ? (
        <OptimisedImage className="order-row__image" src={item.image.url} alt="" width={item.image.width} height={item.image.height} displayWidth={72} />
      ) : (
        <span className="order-row__image order-row__image--none" aria-hidden="true" />
      )}
      <div className="order-row__main">
        <h2 id={titleId} className="order-row__title">
          <Link className="order-row__link" to={orderPath(order.order_id)}>
            Order #{order.order_no}
          </Link>
        </h2>
        {item ? <p className="order-row__item">{item.name}</p> : null}
        <p className="order-row__meta">
          <span>
            Placed on <time dateTime={order.created_at}>{formatOrderDate(order.created_at)}</time>
          </span>
          <span aria-hidden="true"> · </span>
          <span>{itemCount(order.total_quantity)}</span>
        </p>
      </div>
      <div className="order-row__side">
        <span className={statusBadgeClass(order.status)}>{order.status_label}</span>
        <p className="order-row__total">
          <span className="visually-hidden">Total </span>
          {formatMoney(order.grand_total.amount, order.grand_total.currency)}
        </p>
      </div>
    </article>
  );
}
