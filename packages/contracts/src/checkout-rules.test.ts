import { describe, expect, it } from 'vitest';
import { emptyCart } from './cart.ts';
import {
  addressStepError,
  CheckoutMessages,
  type CheckoutSettings,
  cartStepError,
  paymentMethodError,
  paymentStepError,
  placeOrderError,
} from './checkout-rules.ts';

const settings: CheckoutSettings = { enable_guest_checkout: true, order_sms_mandatory: true, order_email_mandatory: true, allow_tnc_checkout: true };
const address = { address_type: 'Shipping' as const, country_id: 'country_in', state_id: null, address_id: null, city: 'Pune', pincode: '411001' };
const item = { id: 'l1' } as never;
const ready = {
  ...emptyCart(),
  items: [item],
  customer_id: 'c1',
  phone: '9876543210',
  email: 'a@b.co',
  shipping_address: address,
  billing_address: { ...address, address_type: 'Billing' as const },
  shipping_method: { id: 's', name: 'Standard', description: '', charge: 0, free_over: null },
  cart_payment_method: 'cod',
  cart_payment_methods: [{ code: 'cod', name: 'Cash on delivery' }],
};
const fields = [
  { column_name: 'city', label: 'City', is_required: true },
  { column_name: 'landmark', label: 'Landmark', is_required: false },
];

describe('checkout rules (spec §5)', () => {
  it('passes a ready cart at every step', () => {
    expect(cartStepError(ready)).toBeNull();
    expect(addressStepError(ready, settings, fields)).toBeNull();
    expect(paymentStepError(ready, settings, fields)).toBeNull();
    expect(placeOrderError(ready, settings, { accept_tnc: true }, fields)).toBeNull();
  });

  it('names the first missing piece, in the spec order', () => {
    expect(addressStepError({ ...ready, items: [] }, settings)).toBe(CheckoutMessages.cartEmpty);
    expect(addressStepError({ ...ready, customer_id: null }, { ...settings, enable_guest_checkout: false })).toBe(CheckoutMessages.customerEmpty);
    expect(addressStepError({ ...ready, customer_id: null }, settings)).toBeNull();
    expect(addressStepError({ ...ready, phone: ' ', email: null }, settings)).toBe(CheckoutMessages.phoneEmpty);
    expect(addressStepError({ ...ready, phone: null }, { ...settings, order_sms_mandatory: false })).toBeNull();
    expect(addressStepError({ ...ready, email: '' }, settings)).toBe(CheckoutMessages.emailEmpty);
    expect(addressStepError({ ...ready, shipping_address: null, billing_address: null }, settings)).toBe(CheckoutMessages.shippingAddressEmpty);
    expect(addressStepError({ ...ready, billing_address: null }, settings)).toBe(CheckoutMessages.billingAddressEmpty);
    expect(addressStepError({ ...ready, shipping_address: { ...address, city: '' } }, settings, fields)).toBe('City is empty');
  });

  it('needs a valid address step, then shipping and payment methods, then the terms', () => {
    expect(paymentStepError({ ...ready, billing_address: null }, settings)).toBe(CheckoutMessages.billingAddressEmpty);
    expect(paymentStepError({ ...ready, shipping_method: null }, settings)).toBe(CheckoutMessages.shippingMethodEmpty);
    expect(paymentStepError({ ...ready, cart_payment_method: null }, settings)).toBe(CheckoutMessages.paymentMethodEmpty);
    expect(placeOrderError(ready, settings, {})).toBe(CheckoutMessages.tncRequired);
    expect(placeOrderError(ready, { ...settings, allow_tnc_checkout: false }, {})).toBeNull();
  });

  it('refuses an address the shop does not deliver to, after its fields (issue 29)', () => {
    const undeliverable = { ...ready, delivery_error: 'Sorry, we do not deliver to 744101 yet' };
    expect(addressStepError(undeliverable, settings, fields)).toBe('Sorry, we do not deliver to 744101 yet');
    expect(addressStepError({ ...undeliverable, shipping_address: { ...address, city: '' } }, settings, fields)).toBe(CheckoutMessages.fieldEmpty('City'));
    expect(placeOrderError(undeliverable, settings, { accept_tnc: true }, fields)).toBe('Sorry, we do not deliver to 744101 yet');
  });

  it('refuses a payment method not offered for the address: cash on delivery by its pincode', () => {
    const noCod = { ...ready, shipping_address: { ...address, pincode: '110001' }, cart_payment_methods: [{ code: 'test_gateway', name: 'Card' }] };
    expect(paymentMethodError(noCod)).toBe(CheckoutMessages.codUnavailable('110001'));
    expect(paymentStepError(noCod, settings, fields)).toBe(CheckoutMessages.codUnavailable('110001'));
    expect(paymentMethodError({ ...noCod, cart_payment_method: 'test_gateway' })).toBeNull();
    expect(paymentMethodError({ ...noCod, cart_payment_method: 'upi' })).toBe('This payment method is not available');
    expect(paymentMethodError({ ...noCod, cart_payment_method: null })).toBeNull();
  });
});
