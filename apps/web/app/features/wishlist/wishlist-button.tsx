import { loginRedirectUrl } from '@vitrine/contracts/redirect-target';
import type { InitialValues } from '@vitrine/contracts/storefront';
import { useEffect, useRef, useState } from 'react';
import { useRouteLoaderData } from 'react-router';
import { Icon } from '../../components/ui/icon';
import { useToast } from '../../components/ui/toast';
import './wishlist-button.css';
import { LOGIN_EVENT, LOGOUT_EVENT, openLoginDialog } from '../../lib/auth-events';
import { trackAddToWishlist } from './wishlist-analytics';
import { addToWishlist, forgetSavedIds, loadSavedIds, publishWishlist, removeFromWishlist, subscribeSavedIds } from './wishlist-api';
import { clearPending, readPending, rememberPending, returnPath, sessionStore, shouldAddPending, wishlistClick } from './wishlist-pending';

export const WISHLIST_LABELS = { add: 'Add to wishlist', remove: 'Remove from wishlist' } as const;
// Shown when the API's success answer carries no message. Not imported from contracts/wishlist:
// that module builds zod schemas, which must not ship with the product page.
const DONE = { add: 'Added to your wishlist', remove: 'Removed from your wishlist' } as const;

/**
 * Signed in per the root loader (spec §4: a user with an id), or since a login event on this page;
 * onServer: the page was rendered for the signed-in shopper (not just signed in here).
 */
function useSignedIn(): { signedIn: boolean; onServer: boolean } {
  const root = useRouteLoaderData('root') as { initialValues?: InitialValues } | undefined;
  const fromServer = Boolean(root?.initialValues?.account?.id);
  const [live, setLive] = useState<boolean | null>(null);
  useEffect(() => {
    const onLogin = () => setLive(true);
    const onLogout = () => {
      forgetSavedIds();
      setLive(false);
    };
    window.addEventListener(LOGIN_EVENT, onLogin);
    window.addEventListener(LOGOUT_EVENT, onLogout);
    return () => {
      window.removeEventListener(LOGIN_EVENT, onLogin);
      window.removeEventListener(LOGOUT_EVENT, onLogout);
    };
  }, []);
  return { signedIn: live ?? fromServer, onServer: fromServer && live !== false };
}

/**
 * A card's heart names its product. "Save … to wishlist" rather than "Add to wishlist: …", so the
 * product page's own "Add to wishlist" stays the only button of that name on its page.
 */
export function cardLabel(saved: boolean, productName: string): string {
  return saved ? `Remove ${productName} from wishlist` : `Save ${productName} to wishlist`;
}

// One pending add at a time per tab, even with two hearts for the same product on the page.
let pendingAddInFlight: string | null = null;

/**
 * The wishlist heart (spec §4, §6). A guest's click keeps the product in sessionStorage and opens
 * the login dialog, which brings the shopper back to this page; signed in, the product is then
 * added. Its state is fetched after hydration, so the anonymous page's HTML stays cacheable.
 */
export function WishlistButton({
  productId,
  iconOnly = false,
  productName,
  className,
}: {
  productId: string /** A bare heart (on cards); the label is then for screen readers only. */;
  iconOnly?: boolean;
  /** On a card among others: the hidden label names the product, so each heart is told apart. */
  productName?: string;
  className?: string;
}) {
  const { signedIn, onServer } = useSignedIn();
  const toast = useToast();
  const [saved, setSaved] = useState(false);
  const [busy, setBusy] = useState(false);
  const mounted = useRef(true);

  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  useEffect(() => {
    if (!signedIn) {
      setSaved(false);
      return;
    }
    const unsubscribe = subscribeSavedIds((ids) => setSaved(ids.has(productId)));
    const store = sessionStore();
    // A login on this page is followed by a full navigation to the redirect target (this page
    // again): the pending add waits for it, so its answer and toast are not lost with the old page.
    if (onServer && shouldAddPending(signedIn, readPending(store), productId) && pendingAddInFlight !== productId) {
      pendingAddInFlight = productId;
      setBusy(true);
      // Cleared only after the API said yes: if this page is left mid-call, the next one retries.
      addToWishlist(productId)
        .then((result) => {
          if (result.ok) {
            clearPending(store, productId);
            publishWishlist(result.data);
            trackAddToWishlist(result.data, productId);
            toast.success(result.message || DONE.add);
          } else {
            // A refusal (unknown product, full list) will not change on retry; a lost connection may.
            const status = result.failure.statusCode;
            if (status >= 400 && status < 500 && status !== 401) clearPending(store, productId);
            toast.error(result.failure.message);
          }
        })
        .finally(() => {
          pendingAddInFlight = null;
          if (mounted.current) setBusy(false);
        });
    } else {
      loadSavedIds().then((ids) => {
        if (ids && mounted.current) setSaved(ids.has(productId));
      });
    }
    return unsubscribe;
  }, [signedIn, onServer, productId, toast]);

  const onClick = async () => {
    if (busy) return;
    // Read at click time, not through useLocation: a grid of hearts would re-render on every navigation.
    const location = window.location;
    const action = wishlistClick(signedIn, saved, location);
    if (action.kind === 'login') {
      rememberPending(sessionStore(), productId);
      openLoginDialog(action.redirectTo);
      return;
    }
    setBusy(true);
    const result = action.kind === 'add' ? await addToWishlist(productId) : await removeFromWishlist(productId);
    if (mounted.current) setBusy(false);
    if (result.ok) {
      publishWishlist(result.data);
      if (action.kind === 'add') trackAddToWishlist(result.data, productId);
      toast.success(result.message || DONE[action.kind]);
      return;
    }
    // spec §4: a non-success answer changes nothing. A session that ended meanwhile makes this a
    // guest's click: the page reloads as a guest with the login dialog, and comes back here.
    if (result.failure.statusCode === 401) {
      rememberPending(sessionStore(), productId);
      window.location.assign(loginRedirectUrl(returnPath(location)));
      return;
    }
    toast.error(result.failure.message);
  };

  const label = productName ? cardLabel(saved, productName) : saved ? WISHLIST_LABELS.remove : WISHLIST_LABELS.add;
  return (
    <button
      type="button"
      className={`wishlist-button${iconOnly ? ' wishlist-button--icon' : ''}${className ? ` ${className}` : ''}`}
      aria-pressed={saved}
      // aria-disabled, not disabled: the button keeps keyboard focus while the call runs.
      aria-disabled={busy || undefined}
      onClick={onClick}
    >
      {/* From the sprite: a grid of cards repeats ~100 bytes per heart, not its drawing. */}
      <Icon name="heart" size={22} className="wishlist-button__heart" />
      <span className={iconOnly ? 'visually-hidden' : 'wishlist-button__label'}>{label}</span>
    </button>
  );
}
