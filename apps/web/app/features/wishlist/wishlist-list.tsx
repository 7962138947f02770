import type { Cart } from '@vitrine/contracts/cart';
import type { Wishlist } from '@vitrine/contracts/wishlist';
import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { ProductCard } from '../../components/catalog/product-card';
import { Button, buttonClass } from '../../components/ui/button';
import { useToast } from '../../components/ui/toast';
import type { ApiResult } from '../../lib/api-result';
import { useRefocusAt } from '../../lib/use-refocus-at';
import { moveWishlistItemToCart, publishWishlist, removeFromWishlist } from './wishlist-api';

type Busy = { productId: string; action: 'remove' | 'move' } | null;

/**
 * spec §2 wishlist pane: the saved products as cards with Move to cart and Remove; an empty
 * wishlist points to the shop. Each answer replaces the list (spec §7); a failure changes nothing
 * (spec §4). The route hands the moved-to cart to the cart (onCartChanged): features do not
 * import each other.
 */
export function WishlistList({ wishlist: loaded, onCartChanged }: { wishlist: Wishlist; onCartChanged?: (cart: Cart) => void }) {
  const toast = useToast();
  const [wishlist, setWishlist] = useState(loaded);
  const [busy, setBusy] = useState<Busy>(null);
  const container = useRef<HTMLDivElement>(null);
  // The card's buttons are gone: keyboard focus moves to the next card's first button (or the shop link).
  const refocusAt = useRefocusAt(container, '.wishlist-grid__move, .account-empty a');
  useEffect(() => setWishlist(loaded), [loaded]);

  /** Runs one action on a saved product; its answer's wishlist replaces the list (a failure changes nothing). */
  const act = async <T,>(productId: string, action: 'remove' | 'move', call: () => Promise<ApiResult<T>>, next: (data: T) => Wishlist, done: string) => {
    if (busy) return;
    setBusy({ productId, action });
    const result = await call();
    setBusy(null);
    if (!result.ok) return toast.error(result.failure.message);
    refocusAt(wishlist.items.findIndex((item) => item.product_id === productId));
    const updated = next(result.data);
    setWishlist(updated);
    publishWishlist(updated);
    toast.success(result.message || done);
  };

  const remove = (productId: string) =>
    act(
      productId,
      'remove',
      () => removeFromWishlist(productId),
      (data) => data,
      'Removed from your wishlist',
    );
  const move = (productId: string) =>
    act(
      productId,
      'move',
      () => moveWishlistItemToCart(productId),
      (data) => {
        onCartChanged?.(data.cart);
        return data.wishlist;
      },
      'Moved to your cart',
    );

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
            <ProductCard product={item.product} titleAs="h2" imageWidth={320} hideActions />
            <Button
              type="button"
              className="wishlist-grid__move"
              aria-disabled={busy !== null || undefined}
              data-loading={(busy?.productId === item.product_id && busy.action === 'move') || undefined}
              onClick={() => move(item.product_id)}
            >
              Move to cart<span className="visually-hidden">{`: ${item.product.name}`}</span>
            </Button>
            <Button
              type="button"
              variant="outline"
              className="wishlist-grid__remove"
              aria-label={`Remove ${item.product.name} from wishlist`}
              aria-disabled={busy !== null || undefined}
              data-loading={(busy?.productId === item.product_id && busy.action === 'remove') || undefined}
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
