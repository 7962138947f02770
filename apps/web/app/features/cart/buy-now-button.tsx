import { useState } from 'react';
import { useNavigate } from 'react-router';
import { Button } from '../../components/ui/button';
import { track } from '../../lib/analytics';
import type { AddToCartProps } from './add-to-cart-button';
import { cartParams } from './cart-analytics';
import { useCart } from './cart-store';

/** spec §4: the next step after a buy-now is /checkout/address (the item is added first). */
export const CHECKOUT_PATH = '/checkout/address';

/** Buy now: adds the item, then goes to the address step. A failure is a toast and nothing changes. */
export function BuyNowButton({ productId, quantity = 1, additionalData, disabled = false }: Omit<AddToCartProps, 'compact' | 'productName'>) {
  const cart = useCart();
  const navigate = useNavigate();
  const [pending, setPending] = useState(false);
  const inert = cart.adding || cart.buyingNow;

  const onClick = async () => {
    if (disabled || inert) return;
    setPending(true);
    const result = await cart.add({ product_id: productId, quantity, ...(additionalData ? { additonal_data: additionalData } : {}) }, { buyNow: true });
    setPending(false);
    if (!result.ok) return;
    track('begin_checkout', cartParams(result.data));
    navigate(CHECKOUT_PATH);
  };

  return (
    <Button
      variant="outline"
      className="buy-now"
      disabled={disabled}
      aria-disabled={(!disabled && inert) || undefined}
      data-loading={pending || undefined}
      onClick={onClick}
    >
      {pending ? 'Please wait…' : 'Buy now'}
    </Button>
  );
}
