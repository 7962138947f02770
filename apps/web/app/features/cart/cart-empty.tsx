import { CartMessages } from '@vitrine/contracts/cart';
import { useEffect, useRef } from 'react';
import { Link } from 'react-router';
import { buttonClass } from '../../components/ui/button';
import './cart-empty.css';

/**
 * spec §5 'Your cart is empty', with the way back to the shop. focus: the last line was just
 * removed here, so its Remove button is gone and focus moves to the shop link.
 */
export function CartEmpty({ focus = false, onNavigate }: { focus?: boolean; onNavigate?: () => void }) {
  const link = useRef<HTMLAnchorElement>(null);
  useEffect(() => {
    if (focus) link.current?.focus();
  }, [focus]);
  return (
    <div className="cart-empty">
      <p className="cart-empty__message">{CartMessages.empty}</p>
      <Link ref={link} className={buttonClass('primary')} to="/shop-online" onClick={onNavigate}>
        Continue shopping
      </Link>
    </div>
  );
}
