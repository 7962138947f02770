import type { Cart } from '@vitrine/contracts/cart';
import { addressStepError, type CheckoutSettings, cartStepError, paymentStepError, type RequiredField } from '@vitrine/contracts/checkout-rules';

// spec §4 "Checkout steps": Cart (1), Address (2), Payment (3), each pending or completed, plus
// active and valid flags. Pure, so the transitions are tested without a browser; validity comes
// from contracts/checkout-rules, the same rules the API's place-order runs.

export type StepName = 'cart' | 'address' | 'payment';

export interface StepState {
  status: 'pending' | 'completed';
  active: boolean;
  valid: boolean;
}

export type CheckoutSteps = Record<StepName, StepState>;

/** spec §2 step labels, in order. */
export const CHECKOUT_STEPS: readonly { name: StepName; label: string; number: number; path: string }[] = [
  { name: 'cart', label: 'Cart', number: 1, path: '/cart' },
  { name: 'address', label: 'Address', number: 2, path: '/checkout/address' },
  { name: 'payment', label: 'Payment', number: 3, path: '/checkout/payment' },
];

const pending: StepState = { status: 'pending', active: false, valid: false };

/** Every step inactive and pending (a fresh checkout, or the last item removed). */
export function initialSteps(): CheckoutSteps {
  return { cart: { ...pending }, address: { ...pending }, payment: { ...pending } };
}

/**
 * Makes one step the active one. spec §4: activating Cart resets Address and Payment to pending;
 * activating Address resets Payment to pending.
 */
export function activateStep(steps: CheckoutSteps, name: StepName): CheckoutSteps {
  const next: CheckoutSteps = {
    cart: { ...steps.cart, active: name === 'cart' },
    address: { ...steps.address, active: name === 'address' },
    payment: { ...steps.payment, active: name === 'payment' },
  };
  if (name === 'cart') {
    next.address.status = 'pending';
    next.payment.status = 'pending';
  }
  if (name === 'address') next.payment.status = 'pending';
  return next;
}

export function completeStep(steps: CheckoutSteps, name: StepName): CheckoutSteps {
  return { ...steps, [name]: { ...steps[name], status: 'completed' } };
}

/** spec §4: removing the last cart item resets all steps to inactive and pending. */
export function lastItemRemoved(): CheckoutSteps {
  return initialSteps();
}

export interface StepContext {
  cart: Parameters<typeof addressStepError>[0];
  settings: CheckoutSettings;
  shippingFields?: readonly RequiredField[];
}

/** The valid flags, from the spec §5 rules. */
export function withValidity(steps: CheckoutSteps, { cart, settings, shippingFields = [] }: StepContext): CheckoutSteps {
  return {
    cart: { ...steps.cart, valid: cartStepError(cart) === null },
    address: { ...steps.address, valid: addressStepError(cart, settings, shippingFields) === null },
    payment: { ...steps.payment, valid: paymentStepError(cart, settings, shippingFields) === null },
  };
}

/**
 * The steps as a checkout page shows them: reaching a step completes the ones before it and
 * activates it (with its resets); an empty cart is the reset state.
 */
export function stepsForPage(page: StepName, context: StepContext & { cart: Pick<Cart, 'items'> }): CheckoutSteps {
  if (context.cart.items.length === 0) return withValidity(lastItemRemoved(), context);
  let steps = initialSteps();
  if (page === 'cart') return withValidity(activateStep(steps, 'cart'), context);
  steps = completeStep(steps, 'cart');
  if (page === 'payment') steps = completeStep(steps, 'address');
  return withValidity(activateStep(steps, page), context);
}
