import { addressStepError, CheckoutMessages, type RequiredField } from '@vitrine/contracts/checkout-rules';
import { useEffect, useMemo, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { openLoginDialog } from '../../lib/auth-events';
import { useRootData } from '../../lib/root-data';
import { type CheckoutScreenSettings, readCheckoutSettings } from './checkout-settings';
import { type CheckoutSteps, type StepName, stepsForPage } from './checkout-steps';
import type { CheckoutCart } from './checkout-types';

export interface CheckoutPage {
  settings: CheckoutScreenSettings;
  signedIn: boolean;
  steps: CheckoutSteps;
  /** What the page shows: the cart is still loading, could not load, is being left, or is usable. */
  phase: 'loading' | 'failed' | 'leaving' | 'login' | 'ready';
  /** Called before navigating away on purpose (an order placed): the guards stand down. */
  leave: () => void;
  /** A message another step sent the shopper here with (spec §5: the payment step needs a valid address step). */
  arrivalMessage: string | null;
}

export interface CheckoutNavigationState {
  message?: string;
}

/**
 * The checkout guard, in the browser (the cart loads after hydration, so the HTML is the same for
 * everyone; place-order checks it all again on the server): an empty cart goes back to /cart;
 * with guest checkout off a guest gets the login dialog ('Customer account is empty'); the
 * payment step needs a valid address step, else it sends the shopper back with the message.
 */
export function useCheckoutPage(page: Exclude<StepName, 'cart'>, checkout: CheckoutCart, shippingFields: readonly RequiredField[] = []): CheckoutPage {
  const root = useRootData();
  const navigate = useNavigate();
  const location = useLocation();
  const leaving = useRef(false);
  const loginAsked = useRef(false);
  const settings = useMemo(() => readCheckoutSettings(root?.initialValues.settings), [root?.initialValues.settings]);
  const signedIn = Boolean(root?.initialValues.account?.id);
  const { cart, status } = checkout;
  const needsLogin = !settings.enable_guest_checkout && !signedIn;
  const empty = cart.items.length === 0;
  const addressError = page === 'payment' && status === 'ready' && !empty ? addressStepError(cart, settings, shippingFields) : null;

  useEffect(() => {
    if (status !== 'ready' || leaving.current) return;
    if (empty) {
      navigate('/cart', { replace: true });
      return;
    }
    if (needsLogin) {
      if (!loginAsked.current) openLoginDialog(location.pathname);
      loginAsked.current = true;
      return;
    }
    if (addressError) navigate('/checkout/address', { replace: true, state: { message: addressError } satisfies CheckoutNavigationState });
  }, [status, empty, needsLogin, addressError, navigate, location.pathname]);

  const steps = useMemo(() => stepsForPage(page, { cart, settings, shippingFields }), [page, cart, settings, shippingFields]);
  let phase: CheckoutPage['phase'] = 'ready';
  if (status === 'idle' || status === 'loading') phase = 'loading';
  else if (status === 'failed') phase = 'failed';
  else if (leaving.current || empty || addressError) phase = 'leaving';
  else if (needsLogin) phase = 'login';
  const state = location.state as CheckoutNavigationState | null;
  return {
    settings,
    signedIn,
    steps,
    phase,
    leave: () => {
      leaving.current = true;
    },
    arrivalMessage: typeof state?.message === 'string' ? state.message : null,
  };
}

/** spec §5: a guest with guest checkout off. */
export const LOGIN_REQUIRED_MESSAGE = CheckoutMessages.customerEmpty;
