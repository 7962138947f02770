import type { Wishlist } from '@vitrine/contracts/wishlist';
import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { ProductCard } from '../../components/catalog/product-card';
import { Button, buttonClass } from '../../components/ui/button';
import { useToast } from '../../components/ui/toast';
import { publishWishlist, removeFromWishlist } from './wishlist-api';

/**
 * spec §2 wishlist pane: the saved products as cards with Remove; an empty wishlist points to the
 * shop. Each answer replaces the list (spec §7); a failure changes nothing (spec §4).
 */
export function WishlistList({ wishlist: loaded }: { wishlist: Wishlist }) {
  const toast = useToast();
  const [wishlist, setWishlist] = useState(loaded);
  const [removing, setRemoving] = useState<string | null>(null);
  const [focusAt, setFocusAt] = useState<number | null>(null);
  const container = useRef<HTMLDivElement>(null);
  useEffect(() => setWishlist(loaded), [loaded]);

  // The removed card's button is gone: keyboard focus moves to the next Remove (or the shop link).
  useEffect(() => {
    if (focusAt === null) return;
    setFocusAt(null);
    const targets = container.current?.querySelectorAll<HTMLElement>('.wishlist-grid__remove, .account-empty a');
    if (targets?.length) targets[Math.min(focusAt, targets.length - 1)].focus();
  }, [focusAt]);

  const remove = async (productId: string) => {
    if (removing) return;
    setRemoving(productId);
    const result = await removeFromWishlist(productId);
    setRemoving(null);
    if (!result.ok) return toast.error(result.failure.message);
    setFocusAt(wishlist.items.findIndex((item) => item.product_id === productId));
    setWishlist(result.data);
    publishWishlist(result.data);
    toast.success(result.message || 'Removed from your wishlist');
  };

  if (wishlist.items.length === 0) {
    return (
      <div ref={container} className="account-empty">
        <p>Your wishlist is empty. Tap the heart on a product to save it here.</p>
        <Link className={buttonClass('primary')} to="/shop-online">
          Continue shopping
        </Link>
      </div>
    );
  }

  return (
    <div ref={container}>
      <p className="account-muted" role="status">
        {wishlist.count === 1 ? '1 saved product' : `${wishlist.count} saved products`}
      </p>
      <ul className="wishlist-grid">
        {wishlist.items.map((item) => (
          <li key={item.product_id} className="wishlist-grid__item">
            <ProductCard product={item.product} titleAs="h2" imageWidth={320} />
            <Button
              type="button"
              variant="outline"
              className="wishlist-grid__remove"
              aria-label={`Remove ${item.product.name} from wishlist`}
              aria-disabled={removing === item.product_id || undefined}
              onClick={() => remove(item.product_id)}
            >
              Remove
            </Button>
          </li>
        ))}
      </ul>
    </div>
  );
}
