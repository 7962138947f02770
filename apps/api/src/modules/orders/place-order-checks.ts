import type { Cart } from '@vitrine/contracts/cart';
import { CheckoutMessages } from '@vitrine/contracts/checkout-rules';
import { ErrorCode } from '@vitrine/contracts/envelope';
import { AppError } from '../../lib/app-error.ts';

// What place-order checks beyond the checkout steps' rules (contracts/checkout-rules.ts, which
// also refuse an address the shop does not deliver to and a payment method not offered there):
// the total is the one the shopper confirmed (issue 29; docs/decisions/036-checkout-totals-and-delivery.md).

/** 409: the total is not the one the shopper confirmed. The answer carries the cart as it is now, to show again. */
export function priceChanged(cart: Cart): AppError {
  return new AppError(ErrorCode.priceChanged, 409, CheckoutMessages.priceChanged, undefined, undefined, { cart });
}

/** Thrown inside the order's transaction when a line's stock or price, or the coupon, is no longer what was priced. */
export class PricedCartGone extends Error {
  constructor(readonly outOfStock: string | null) {
    super('the priced cart changed while the order was written');
  }
}
