import type { AddToCartProps } from './add-to-cart-button';
import { AddToCartButton } from './add-to-cart-button';
import { BuyNowButton } from './buy-now-button';

/** The product page's Add to cart and Buy now, side by side (the route passes them to the product view). */
export function ProductCartButtons(props: Omit<AddToCartProps, 'compact'>) {
  return (
    <div className="product-cart-buttons">
      <AddToCartButton {...props} />
      <BuyNowButton {...props} />
    </div>
  );
}
