import type { PaymentMethodOption } from '@vitrine/contracts/cart';

// spec §3 cart_payment_methods (a list with name). Cash on delivery is what the shop offers until
// the checkout issue puts the payment gateways behind one interface and lists them from there.
export const PAYMENT_METHODS: readonly PaymentMethodOption[] = [{ code: 'cod', name: 'Cash on delivery' }];

export function findPaymentMethod(code: string): PaymentMethodOption | undefined {
  return PAYMENT_METHODS.find((m) => m.code === code);
}
