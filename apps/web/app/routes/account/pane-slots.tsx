import type { Wishlist } from '@vitrine/contracts/wishlist';
import type { AccountPaneSlots } from '../../features/account/account-pane-view';
import { NewPasswordField } from '../../features/auth/new-password-field';
import { PhoneVerification } from '../../features/auth/phone-verification';
import { useCart } from '../../features/cart/cart-store';
import { WishlistList } from '../../features/wishlist/wishlist-list';

// What the account panes show of other features: features do not import each other, so the
// route composes them (docs/architecture.md, layering).

/** The wishlist, whose Move to cart answer updates the cart (its badge, drawer and page). */
function WishlistWithCart({ wishlist }: { wishlist: Wishlist }) {
  const { replace } = useCart();
  return <WishlistList wishlist={wishlist} onCartChanged={replace} />;
}

export const accountPaneSlots: AccountPaneSlots = {
  verifyPhone: (phone) => <PhoneVerification phone={phone} />,
  wishlist: (wishlist) => <WishlistWithCart wishlist={wishlist} />,
  newPassword: ({ label, error }) => <NewPasswordField label={label} error={error} />,
};
