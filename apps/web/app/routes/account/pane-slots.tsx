import type { AccountPaneSlots } from '../../features/account/account-pane-view';
import { PhoneVerification } from '../../features/auth/phone-verification';
import { WishlistList } from '../../features/wishlist/wishlist-list';

// What the account panes show of other features: features do not import each other, so the
// route composes them (docs/architecture.md, layering).
export const accountPaneSlots: AccountPaneSlots = {
  verifyPhone: (phone) => <PhoneVerification phone={phone} />,
  wishlist: (wishlist) => <WishlistList wishlist={wishlist} />,
};
