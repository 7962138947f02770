import { Suspense, useState } from 'react';
import { onDemand } from '../../components/ui/on-demand';
import { useCart } from './cart-store';

export const loadCartDrawer = () => import('./cart-drawer');
const CartDrawer = onDemand(() => loadCartDrawer().then((m) => m.default));

/** Starts downloading the drawer early (the Cart link's hover or focus). */
export function preloadCartDrawer(): void {
  CartDrawer.preload();
}

/** The drawer ships only once it is first opened: pages where nobody opens it download nothing. */
export function CartDrawerHost() {
  const { drawerOpen } = useCart();
  const [wanted, setWanted] = useState(false);
  if (drawerOpen && !wanted) setWanted(true);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <CartDrawer.Component />
    </Suspense>
  );
}
