import type { CartItem } from '@vitrine/contracts/cart';
import { useRef, useState } from 'react';
import { useRefocusAt } from '../../lib/use-refocus-at';
import { CartLine } from './cart-line';
import { useCart } from './cart-store';
import './cart-lines.css';

/**
 * The cart's lines with steppers and Remove. Quantity changes are announced in a polite live
 * region (no toast per step); inDialog: errors are shown here too, since toasts sit behind a
 * modal drawer. After a removal, focus moves to the next line's Remove (or onEmptied's target).
 */
export function CartLines({ compact = false, inDialog = false }: { compact?: boolean; inDialog?: boolean }) {
  const cart = useCart();
  const [announcement, setAnnouncement] = useState('');
  const [error, setError] = useState<string | null>(null);
  const list = useRef<HTMLUListElement>(null);
  const refocusAt = useRefocusAt(list, '.cart-line__remove');
  const items = cart.cart.items;

  const onQuantity = async (item: CartItem, quantity: number) => {
    setError(null);
    const result = await cart.setQuantity(item.id, quantity);
    if (!result.ok) return setError(result.failure.message);
    setAnnouncement(`Quantity of ${item.product.name} is now ${quantity}`);
  };

  const onRemove = async (item: CartItem) => {
    setError(null);
    const index = items.findIndex((line) => line.id === item.id);
    const result = await cart.remove(item.id);
    if (!result.ok) return setError(result.failure.message);
    setAnnouncement(`${item.product.name} removed from your cart`);
    refocusAt(index);
  };

  return (
    <>
      <ul ref={list} className={`cart-lines${compact ? ' cart-lines--compact' : ''}`} aria-busy={cart.updating || undefined}>
        {items.map((item) => (
          <CartLine key={item.id} item={item} busy={cart.updating} compact={compact} onQuantity={onQuantity} onRemove={onRemove} />
        ))}
      </ul>
      <p className="visually-hidden" role="status">
        {announcement}
      </p>
      {inDialog ? (
        <p className="field-error" role="alert">
          {error ?? ''}
        </p>
      ) : null}
    </>
  );
}
