import type { AddItemInput } from '@vitrine/contracts/api-client-cart';
import { useState } from 'react';
import { Button } from '../../components/ui/button';
import { useCart } from './cart-store';
import './add-to-cart-button.css';

export interface AddToCartProps {
  /** The variant's id (product page), or the product's on a card: the server then adds its default variant. */
  productId: string;
  productName: string;
  quantity?: number;
  additionalData?: AddItemInput['additonal_data'];
  disabled?: boolean;
  /** What the disabled button says when the reason is not stock; 'Sold out' otherwise. */
  disabledLabel?: string;
  /** The smaller card button; its accessible name carries the product name. */
  compact?: boolean;
}

const CheckIcon = () => (
  <svg
    width="18"
    height="18"
    viewBox="0 0 24 24"
    fill="none"
    stroke="currentColor"
    strokeWidth="2.2"
    strokeLinecap="round"
    aria-hidden="true"
    focusable="false"
  >
    <path d="M5 12.5l4.5 4.5L19 7.5" />
  </svg>
);

/**
 * Adds to the cart and says so for 2 seconds (spec §9 item-added flag); the toast announces it
 * too. A failure is a toast and changes nothing (spec §4). While any add runs the buttons stay
 * focusable but inert (aria-disabled), so two answers cannot overtake each other.
 */
export function AddToCartButton({
  productId,
  productName,
  quantity = 1,
  additionalData,
  disabled = false,
  disabledLabel = 'Sold out',
  compact = false,
}: AddToCartProps) {
  const cart = useCart();
  const [pending, setPending] = useState(false);
  const added = cart.itemAdded?.productId === productId && !pending;
  const inert = cart.adding || cart.buyingNow;

  const onClick = async () => {
    if (disabled || inert) return;
    setPending(true);
    await cart.add({ product_id: productId, quantity, ...(additionalData ? { additonal_data: additionalData } : {}) });
    setPending(false);
  };

  // On a card the short 'Added' keeps the button on one line (no layout shift in narrow grids).
  const label = disabled ? disabledLabel : pending ? 'Adding…' : added ? (compact ? 'Added' : 'Added to cart') : 'Add to cart';
  return (
    <Button
      variant={compact ? 'outline' : 'primary'}
      className={`add-to-cart${compact ? ' add-to-cart--compact' : ''}${added ? ' add-to-cart--added' : ''}`}
      disabled={disabled}
      aria-disabled={(!disabled && inert) || undefined}
      data-loading={pending || undefined}
      // On a card the name says which product (the visible label stays first: WCAG 2.5.3).
      aria-label={compact ? `${label}: ${productName}` : undefined}
      onClick={onClick}
    >
      {added ? <CheckIcon /> : null}
      {label}
    </Button>
  );
}
