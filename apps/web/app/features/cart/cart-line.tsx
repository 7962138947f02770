import type { CartItem } from '@vitrine/contracts/cart';
import { formatMoney } from '@vitrine/contracts/money';
import { Link } from 'react-router';
import { OptimisedImage } from '../../components/media/optimised-image';
import { QuantityStepper } from '../../components/ui/quantity-stepper';
import { lineBlocked } from './cart-state';

interface CartLineProps {
  item: CartItem;
  busy: boolean;
  onQuantity: (item: CartItem, quantity: number) => void;
  onRemove: (item: CartItem) => void;
  /** Smaller picture (the drawer). */
  compact?: boolean;
}

/** One cart line: picture, name, options, personalisation, notices, stepper, total and Remove. */
export function CartLine({ item, busy, onQuantity, onRemove, compact = false }: CartLineProps) {
  const { product } = item;
  const blocked = lineBlocked(item);
  const custom = item.additonal_data;
  return (
    <li className={`cart-line${blocked ? ' cart-line--blocked' : ''}`}>
      <OptimisedImage
        className="cart-line__image"
        src={product.base_image.url}
        // The name is right beside it: the picture adds nothing for a screen reader.
        alt=""
        width={product.base_image.width}
        height={product.base_image.height}
        displayWidth={compact ? 72 : 112}
      />
      <div className="cart-line__details">
        <h3 className="cart-line__name">
          <Link to={product.url}>{product.name}</Link>
        </h3>
        {product.options.length > 0 ? (
          <p className="cart-line__options">{product.options.map((option) => `${option.name}: ${option.value}`).join(', ')}</p>
        ) : null}
        {custom?.custom_text ? <p className="cart-line__custom">Personalised: “{custom.custom_text}”</p> : null}
        {custom?.image_path ? <p className="cart-line__custom">With your picture</p> : null}
        <p className="cart-line__unit">{formatMoney(product.selling_price, product.currency)} each</p>
        {item.previous_price !== null ? (
          <p className="cart-line__notice">
            Price changed from {formatMoney(item.previous_price, product.currency)} to {formatMoney(product.selling_price, product.currency)}
          </p>
        ) : null}
        {blocked ? (
          <p className="cart-line__notice cart-line__notice--error">
            {item.available ? `Out of stock${product.stock > 0 ? `: only ${product.stock} left` : ''}` : 'Out of stock: no longer available'}
          </p>
        ) : null}
        <div className="cart-line__controls">
          <QuantityStepper
            value={item.quantity_in_display_unit}
            max={Math.max(1, product.max_quantity)}
            itemName={product.name}
            busy={busy}
            disabled={!item.available}
            hint={item.available ? `Up to ${Math.max(1, product.max_quantity)}` : 'Not available right now'}
            onChange={(quantity) => onQuantity(item, quantity)}
          />
          <button type="button" className="cart-line__remove" aria-disabled={busy || undefined} onClick={() => !busy && onRemove(item)}>
            Remove<span className="visually-hidden">{` ${product.name}`}</span>
          </button>
        </div>
      </div>
      <p className="cart-line__total">
        <span className="visually-hidden">Line total </span>
        {formatMoney(item.line_total, product.currency)}
        {item.line_mrp > item.line_total ? <s className="cart-line__mrp">{formatMoney(item.line_mrp, product.currency)}</s> : null}
      </p>
    </li>
  );
}
