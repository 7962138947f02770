import type { CartTotals } from '@vitrine/contracts/cart';
import { formatMoney } from '@vitrine/contracts/money';
import { useId } from 'react';
import { OrderTotals } from '../../components/cart/order-totals';

export interface SummaryLine {
  id: string;
  name: string;
  options: { name: string; value: string }[];
  quantity: number;
  /** Minor units. */
  total: number;
}

interface OrderSummaryProps {
  lines: SummaryLine[];
  totals: CartTotals;
  currency: string;
  couponCode?: string | null;
  shippingChosen: boolean;
  title?: string;
}

/** The lines and totals beside a checkout step, and on the complete page. */
export function OrderSummary({ lines, totals, currency, couponCode, shippingChosen, title = 'Order summary' }: OrderSummaryProps) {
  const titleId = useId();
  const count = lines.reduce((sum, line) => sum + line.quantity, 0);
  return (
    <section className="checkout-summary" aria-labelledby={titleId}>
      <h2 id={titleId} className="checkout__subtitle">
        {title}
      </h2>
      <p className="checkout-summary__count">{count === 1 ? '1 item' : `${count} items`}</p>
      <ul className="checkout-summary__lines">
        {lines.map((line) => (
          <li key={line.id} className="checkout-summary__line">
            <span className="checkout-summary__name">
              {line.name}
              {line.options.length ? <span className="checkout-summary__options">{line.options.map((o) => `${o.name}: ${o.value}`).join(', ')}</span> : null}
              <span className="checkout-summary__quantity">Qty {line.quantity}</span>
            </span>
            <span className="checkout-summary__total">{formatMoney(line.total, currency)}</span>
          </li>
        ))}
      </ul>
      <OrderTotals totals={totals} currency={currency} couponCode={couponCode} shippingChosen={shippingChosen} />
    </section>
  );
}
