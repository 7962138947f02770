import type { InitialValues } from '@vitrine/contracts/storefront';
import type { ComponentProps, ReactNode } from 'react';
import type { ProductCardView } from '../components/catalog/card-view';
import { ProductCardActionsProvider } from '../components/catalog/product-card-actions';
import { HydrateApart } from '../components/ui/hydrate-apart';
import { ToastProvider } from '../components/ui/toast';
import { useAnalytics } from '../features/analytics/use-analytics';
import { AddToCartButton } from '../features/cart/add-to-cart-button';
import { CartDrawerHost } from '../features/cart/cart-drawer-host';
import { CartProvider, useCart } from '../features/cart/cart-store';
import { ChatLink } from '../features/chat/chat-link';
import { CookieConsent } from '../features/consent/cookie-consent';
import { WishlistButton } from '../features/wishlist/wishlist-button';
import type { LoadedTemplate } from '../lib/root-data';
import { AdminPanelLink } from './admin-panel-link';
import { DeployWatch } from './deploy-watch';
import { Footer } from './footer';
import { Header } from './header';
import { LoadingBar } from './loading-bar';
import { MobileBottomBar } from './mobile-bottom-bar';
import { NoticeBar } from './notice-bar';
import { ScrollToTop } from './scroll-to-top';
import { SkipLink } from './skip-link';
import { Topbar } from './topbar';
import { useEditorBridge } from './use-editor-bridge';
import { useHeartbeat } from './use-heartbeat';
import '../styles/shell.css';
import './shell-extras.css';

export interface ShellProps {
  initialValues: InitialValues;
  template: LoadedTemplate;
  /** Cookie value: hash of the notice message the shopper dismissed (the bar stays hidden for it). */
  noticeDismissed: string | null;
  children: ReactNode;
}

// Every product card (home sections, listings, related products) gets Add to cart; the server
// adds the product's default variant.
// A card adds the variant whose price it shows (decisions/037); a sold-out card's button is disabled.
// Its heart saves the product (a guest gets the login prompt, as on the product page).
const cardActions = (product: ProductCardView) => (
  <>
    <AddToCartButton productId={product.variant_id ?? product.id} productName={product.name} disabled={!product.in_stock} compact />
    <WishlistButton productId={product.id} productName={product.name} iconOnly className="product-card__wishlist" />
  </>
);

/**
 * Everything around a storefront page (spec §1): skip link, cookie banner, loading bar, notice bar,
 * topbar, header, footer, scroll-to-top, mobile bottom bar, toasts, the cart (its badge, drawer and
 * card buttons), analytics and the daily heartbeat. DOM order is focus order; the fixed-position
 * parts come last, except the cookie banner, which asks for a decision first.
 */
export function Shell({ initialValues, children, ...frame }: ShellProps) {
  return (
    <ToastProvider>
      <CartProvider currency={initialValues.storefront.channel.currency.code}>
        <ProductCardActionsProvider render={cardActions}>
          <ShellFrame initialValues={initialValues} {...frame}>
            {children}
          </ShellFrame>
        </ProductCardActionsProvider>
      </CartProvider>
    </ToastProvider>
  );
}

function ShellFrame({ initialValues, template, noticeDismissed, children }: ShellProps) {
  const { storefront, settings } = initialValues;
  useHeartbeat();
  // spec §7: analytics plugins load after hydration, once consent allows (decisions/029).
  useAnalytics(initialValues);
  useEditorBridge(storefront);
  return (
    <div className={`site site--${storefront.page_layout}`}>
      <SkipLink />
      {/* Fixed at the bottom, but first in focus order: a keyboard user decides before the page. */}
      <CookieConsent initialValues={initialValues} />
      <LoadingBar />
      <NoticeBar notice={storefront.notice} dismissedHash={noticeDismissed} />
      <Topbar topbar={template.topbar} />
      <HydrateApart>
        <HeaderWithCart storefront={storefront} header={template.header} />
      </HydrateApart>
      <main id="main" tabIndex={-1} className="site-main">
        <HydrateApart>{children}</HydrateApart>
      </main>
      <HydrateApart>
        <Footer storefront={storefront} footer={template.footer} settings={settings} plugins={initialValues.plugins} />
      </HydrateApart>
      <AdminPanelLink />
      {storefront.enable_scroll_to_top ? <ScrollToTop /> : null}
      <ChatLink initialValues={initialValues} />
      <MobileBottomBarWithCart signedIn={Boolean(initialValues.account?.id)} />
      <CartDrawerHost />
      <DeployWatch />
    </div>
  );
}

// The cart's quantity is read here, not in ShellFrame: when the cart changes (after hydration it
// always does, from "not read yet" to read), only these re-render, not the whole frame, a
// ~50 ms task on a phone otherwise. 0 on the server and until the cart loads after hydration: the
// HTML is the same for everybody.
function HeaderWithCart(props: Pick<ComponentProps<typeof Header>, 'storefront' | 'header'>) {
  const cart = useCart();
  return <Header {...props} cartQuantity={cart.cart.total_quantity} onCartOpen={cart.openDrawer} />;
}

function MobileBottomBarWithCart({ signedIn }: { signedIn: boolean }) {
  return <MobileBottomBar cartQuantity={useCart().cart.total_quantity} signedIn={signedIn} />;
}
