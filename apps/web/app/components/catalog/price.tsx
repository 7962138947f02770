import { formatMoney } from '@vitrine/contracts/money';
import { discountPercent } from './discount';

interface PriceProps {
  /** Minor units (paise, cents). */
  sellingPrice: number;
  /** Minor units; struck through with the discount when above the selling price. */
  mrp: number;
  currency: string;
  className?: string;
}

/** A selling price, and when discounted the MRP struck through plus "N% off". */
export function Price({ sellingPrice, mrp, currency, className }: PriceProps) {
  const percent = discountPercent(mrp, sellingPrice);
  return (
    <p className={className ? `price ${className}` : 'price'}>
      <span className="price__selling">
        {percent > 0 ? <span className="visually-hidden">Price </span> : null}
        {formatMoney(sellingPrice, currency)}
      </span>
      {percent > 0 ? (
        <>
          {/* Screen readers do not announce strike-through, so the MRP is named in words. */}
          <s className="price__mrp">
            <span className="visually-hidden">MRP </span>
            {formatMoney(mrp, currency)}
          </s>
          <span className="price__discount">{`${percent}% off`}</span>
        </>
      ) : null}
    </p>
  );
}
