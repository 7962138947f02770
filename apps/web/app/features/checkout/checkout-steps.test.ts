import { type Cart, emptyCart } from '@vitrine/contracts/cart';
import { CheckoutMessages, type CheckoutSettings } from '@vitrine/contracts/checkout-rules';
import { describe, expect, it } from 'vitest';
import { activateStep, CHECKOUT_STEPS, completeStep, initialSteps, lastItemRemoved, stepsForPage, withValidity } from './checkout-steps';

const settings: CheckoutSettings = { enable_guest_checkout: true, order_sms_mandatory: true, order_email_mandatory: false, allow_tnc_checkout: true };

function cartWith(overrides: Partial<Cart> = {}): Cart {
  const item = { id: 'l1', product_id: 'v1', quantity_in_display_unit: 1 } as Cart['items'][number];
  return { ...emptyCart(), items: [item], ...overrides };
}

const address = { address_type: 'Shipping' as const, country_id: 'country_in', state_id: 'st', address_id: null, city: 'Bengaluru' };

describe('checkout steps (spec §4)', () => {
  it('labels Cart (1), Address (2), Payment (3)', () => {
    expect(CHECKOUT_STEPS.map((s) => `${s.label} (${s.number})`)).toEqual(['Cart (1)', 'Address (2)', 'Payment (3)']);
  });

  it('starts inactive and pending', () => {
    expect(initialSteps()).toEqual({
      cart: { status: 'pending', active: false, valid: false },
      address: { status: 'pending', active: false, valid: false },
      payment: { status: 'pending', active: false, valid: false },
    });
  });

  it('activating Cart resets Address and Payment to pending', () => {
    let steps = completeStep(completeStep(completeStep(initialSteps(), 'cart'), 'address'), 'payment');
    steps = activateStep(steps, 'cart');
    expect(steps.cart).toMatchObject({ status: 'completed', active: true });
    expect(steps.address).toMatchObject({ status: 'pending', active: false });
    expect(steps.payment).toMatchObject({ status: 'pending', active: false });
  });

  it('activating Address resets Payment only', () => {
    let steps = completeStep(completeStep(completeStep(initialSteps(), 'cart'), 'address'), 'payment');
    steps = activateStep(steps, 'address');
    expect(steps.cart).toMatchObject({ status: 'completed', active: false });
    expect(steps.address).toMatchObject({ status: 'completed', active: true });
    expect(steps.payment).toMatchObject({ status: 'pending', active: false });
  });

  it('activating Payment keeps the others', () => {
    const steps = activateStep(completeStep(completeStep(initialSteps(), 'cart'), 'address'), 'payment');
    expect(steps.cart.status).toBe('completed');
    expect(steps.address.status).toBe('completed');
    expect(steps.payment).toMatchObject({ status: 'pending', active: true });
  });

  it('removing the last item resets every step', () => {
    expect(lastItemRemoved()).toEqual(initialSteps());
    expect(stepsForPage('payment', { cart: emptyCart(), settings })).toEqual(initialSteps());
  });

  it('takes validity from the checkout rules', () => {
    const noAddress = withValidity(initialSteps(), { cart: cartWith({ phone: '9876543210' }), settings });
    expect([noAddress.cart.valid, noAddress.address.valid, noAddress.payment.valid]).toEqual([true, false, false]);
    const ready = cartWith({
      phone: '9876543210',
      shipping_address: address,
      billing_address: { ...address, address_type: 'Billing' },
      shipping_method: { id: 's', name: 'Standard', description: '', charge: 0, free_over: null },
      cart_payment_method: 'cod',
      cart_payment_methods: [{ code: 'cod', name: 'Cash on delivery' }],
    });
    const valid = withValidity(initialSteps(), { cart: ready, settings });
    expect([valid.cart.valid, valid.address.valid, valid.payment.valid]).toEqual([true, true, true]);
    const missing = withValidity(initialSteps(), {
      cart: ready,
      settings,
      shippingFields: [{ column_name: 'pincode', label: 'Pincode', is_required: true }],
    });
    expect(missing.address.valid).toBe(false);
  });

  it('shows a page: the steps before it completed, it active', () => {
    const steps = stepsForPage('address', { cart: cartWith(), settings });
    expect(steps.cart).toMatchObject({ status: 'completed', active: false, valid: true });
    expect(steps.address).toMatchObject({ status: 'pending', active: true });
    const payment = stepsForPage('payment', { cart: cartWith(), settings });
    expect(payment.address).toMatchObject({ status: 'completed', active: false });
    expect(payment.payment).toMatchObject({ status: 'pending', active: true });
  });

  it('uses the spec messages through the rules', () => {
    expect(CheckoutMessages.fieldEmpty('City')).toBe('City is empty');
  });
});
