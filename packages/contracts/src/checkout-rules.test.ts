import { describe, expect, it } from 'vitest';
import { AddressFieldMessages, addressValueError } from './address-rules.ts';
import { emptyCart } from './cart.ts';
import {
  addressStepError,
  CheckoutMessages,
  type CheckoutSettings,
  cartStepError,
  contactErrors,
  paymentChoiceErrors,
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

describe('the contact fields (issue 29)', () => {
  const mandatory = { order_sms_mandatory: true, order_email_mandatory: true };
  const optional = { order_sms_mandatory: false, order_email_mandatory: false };
  const india = { mobileNumberLength: 10 };

  it('shows every error at once, with the spec message for an empty value', () => {
    expect(contactErrors({ phone: '', email: ' ' }, mandatory, india)).toEqual({
      phone: CheckoutMessages.phoneEmpty,
      email: CheckoutMessages.emailEmpty,
    });
    expect(contactErrors({ phone: '', email: '' }, optional, india)).toEqual({});
  });

  it('says what to type for a value that is there but wrong', () => {
    expect(contactErrors({ phone: '98765', email: 'asha@' }, optional, india)).toEqual({
      phone: 'Enter a 10-digit mobile number',
      email: 'Enter an email address like name@example.com',
    });
    expect(contactErrors({ phone: '98765432101', email: '' }, optional, india).phone).toBe(AddressFieldMessages.mobileNumber(10));
    // The length is the country's (a factory argument, from the settings).
    expect(contactErrors({ phone: '98765432101', email: '' }, optional, { mobileNumberLength: 11 })).toEqual({});
    expect(contactErrors({ phone: ' 9876543210 ', email: 'asha@example.com' }, mandatory, india)).toEqual({});
  });

  it('asks for the phone when the address form on screen takes it from the contact', () => {
    expect(contactErrors({ phone: '', email: '' }, optional, { ...india, phoneRequired: true })).toEqual({ phone: CheckoutMessages.phoneEmpty });
  });

  it("gives an address's phone field the same message the contact phone gets", () => {
    const field = { column_name: 'phone', label: 'Mobile number', is_required: true, field_type: 'tel' };
    expect(addressValueError(field, '98765', { mobile_number_length: 10 })).toBe('Enter a 10-digit mobile number');
    expect(addressValueError(field, '98765abcde', { mobile_number_length: 10 })).toBe('Enter a 10-digit mobile number');
    expect(addressValueError(field, '98a', {})).toBe(AddressFieldMessages.mobileDigits);
    expect(addressValueError(field, '9876543210', { mobile_number_length: 10 })).toBeNull();
  });
});

describe('the payment choices (issue 29)', () => {
  it('names every missing choice at once, and nothing once all are made', () => {
    expect(paymentChoiceErrors({ shipping_method: null, payment_method: undefined, accept_tnc: false }, { allow_tnc_checkout: true })).toEqual({
      shipping_method: CheckoutMessages.shippingMethodEmpty,
      payment_method: CheckoutMessages.paymentMethodEmpty,
      accept_tnc: CheckoutMessages.tncRequired,
    });
    expect(paymentChoiceErrors({ shipping_method: 's', payment_method: null, accept_tnc: false }, { allow_tnc_checkout: false })).toEqual({
      payment_method: CheckoutMessages.paymentMethodEmpty,
    });
    expect(paymentChoiceErrors({ shipping_method: 's', payment_method: 'cod', accept_tnc: true }, { allow_tnc_checkout: true })).toEqual({});
  });
});
