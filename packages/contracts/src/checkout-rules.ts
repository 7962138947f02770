// spec §4 checkout steps and §5 "Checkout steps" rules: one pure module the browser (step bar,
// forms) and the API (place-order) both call, so they refuse the same cart with the same
// message. Zod-free on purpose: the browser bundle imports it.
import { mobileNumberError } from './address-rules.ts';
import { isSettingOn } from './auth-constants.ts';
import { emailError } from './auth-form-checks.ts';
import { type Cart, CartMessages } from './cart.ts';

export const CheckoutMessages = {
  cartEmpty: 'Your cart is empty',
  customerEmpty: 'Customer account is empty',
  phoneEmpty: 'Phone No is empty',
  emailEmpty: 'Email address is empty',
  shippingAddressEmpty: 'Shipping address is empty',
  billingAddressEmpty: 'Billing address is empty',
  fieldEmpty: (label: string) => `${label} is empty`,
  shippingMethodEmpty: 'Shipping Method is empty',
  paymentMethodEmpty: 'Payment Method is empty',
  // Vitrine's own, where the spec shows none: a value that is there but wrong says what to type.
  tncRequired: 'Please accept the terms and conditions to place your order',
  /** Place-order's total is not the one the shopper confirmed: the answer carries the new cart. */
  priceChanged: 'Prices have changed, please review your order',
  notShippedTo: (country: string) => `Sorry, we do not ship to ${country} yet`,
  codUnavailable: (pincode: string) => `Cash on delivery is not available for ${pincode}`,
  /** Delivered there, but no payment method is offered (no COD there, no gateway on). */
  noWayToPay: (pincode: string) => `Cash on delivery is not available for ${pincode}, and the shop offers no other way to pay yet`,
  emailInvalid: 'Enter an email address like name@example.com',
} as const;

/** The settings the checkout rules read (spec §3 settings keys). */
export interface CheckoutSettings {
  enable_guest_checkout: boolean;
  order_sms_mandatory: boolean;
  order_email_mandatory: boolean;
  allow_tnc_checkout: boolean;
}

/** The rules' settings from the shop's settings (booleans, 0/1 or strings, as saved), read the same way on both sides. */
export function readCheckoutSettings(settings: Record<string, unknown> | undefined): CheckoutSettings {
  const s = settings ?? {};
  return {
    enable_guest_checkout: isSettingOn(s.enable_guest_checkout),
    order_sms_mandatory: isSettingOn(s.order_sms_mandatory),
    order_email_mandatory: isSettingOn(s.order_email_mandatory),
    allow_tnc_checkout: isSettingOn(s.allow_tnc_checkout),
  };
}

/** A required shipping field, as GET /api/settings/address-fields lists it. */
export interface RequiredField {
  column_name: string;
  label: string;
  is_required: boolean;
}

type CartForRules = Pick<
  Cart,
  'items' | 'customer_id' | 'phone' | 'email' | 'shipping_address' | 'billing_address' | 'shipping_method' | 'cart_payment_method'
> &
  Partial<Pick<Cart, 'delivery_error' | 'cart_payment_methods'>>;

/** The payment method code of cash on delivery. */
export const CASH_ON_DELIVERY_CODE = 'cod';

const blank = (value: unknown) => value === undefined || value === null || String(value).trim() === '';

/** spec §5: the cart step fails on an empty cart. */
export function cartStepError(cart: Pick<Cart, 'items'>): string | null {
  return cart.items.length === 0 ? CheckoutMessages.cartEmpty : null;
}

/**
 * spec §5 address step, in the spec's order: a non-empty cart, a customer unless guest checkout is
 * on, the phone and email when the settings make them mandatory, both addresses, then every
 * required shipping field ('{label} is empty').
 */
export function addressStepError(cart: CartForRules, settings: CheckoutSettings, shippingFields: readonly RequiredField[] = []): string | null {
  const empty = cartStepError(cart);
  if (empty) return empty;
  if (!settings.enable_guest_checkout && !cart.customer_id) return CheckoutMessages.customerEmpty;
  if (settings.order_sms_mandatory && blank(cart.phone)) return CheckoutMessages.phoneEmpty;
  if (settings.order_email_mandatory && blank(cart.email)) return CheckoutMessages.emailEmpty;
  if (!cart.shipping_address) return CheckoutMessages.shippingAddressEmpty;
  if (!cart.billing_address) return CheckoutMessages.billingAddressEmpty;
  for (const field of shippingFields) {
    if (field.is_required && blank(cart.shipping_address[field.column_name])) return CheckoutMessages.fieldEmpty(field.label);
  }
  // The shop does not deliver there (the pincode check's own words, or the country's).
  if (cart.delivery_error) return cart.delivery_error;
  return null;
}

/**
 * The cart's payment method is one the shop offers for its address: cash on delivery only where the
 * pincode has it (issue 29). Null when it is, or when no method is chosen yet.
 */
export function paymentMethodError(cart: Pick<Cart, 'cart_payment_method' | 'cart_payment_methods' | 'shipping_address'>): string | null {
  const method = cart.cart_payment_method;
  if (!method || cart.cart_payment_methods.some((m) => m.code === method)) return null;
  return method === CASH_ON_DELIVERY_CODE ? CheckoutMessages.codUnavailable(String(cart.shipping_address?.pincode ?? '')) : CartMessages.paymentMethodUnknown;
}

/** spec §5 payment step: a valid address step, then a shipping method and a payment method. */
export function paymentStepError(cart: CartForRules, settings: CheckoutSettings, shippingFields: readonly RequiredField[] = []): string | null {
  const address = addressStepError(cart, settings, shippingFields);
  if (address) return address;
  if (!cart.shipping_method) return CheckoutMessages.shippingMethodEmpty;
  if (!cart.cart_payment_method) return CheckoutMessages.paymentMethodEmpty;
  return cart.cart_payment_methods ? paymentMethodError({ ...cart, cart_payment_methods: cart.cart_payment_methods }) : null;
}

/** Placing the order: every step valid, and the terms accepted when the shop asks for it. */
export function placeOrderError(
  cart: CartForRules,
  settings: CheckoutSettings,
  input: { accept_tnc?: boolean },
  shippingFields: readonly RequiredField[] = [],
): string | null {
  const payment = paymentStepError(cart, settings, shippingFields);
  if (payment) return payment;
  if (settings.allow_tnc_checkout && !input.accept_tnc) return CheckoutMessages.tncRequired;
  return null;
}

// ---------------------------------------------------------------- the forms of the steps

export interface ContactValues {
  phone: string;
  email: string;
}
export type ContactErrors = Partial<Record<keyof ContactValues, string>>;

export interface ContactRules {
  /** The store country's mobile number length (10 in India). */
  mobileNumberLength?: number;
  /** The address form on screen takes its phone from the contact phone and requires one. */
  phoneRequired?: boolean;
}

/**
 * The address step's contact fields, every error at once: an empty phone or email the shop makes
 * mandatory gets the spec's message ('Phone No is empty', 'Email address is empty'); a value that
 * is there but wrong gets one that says what to type ('Enter a 10-digit mobile number').
 */
export function contactErrors(
  values: ContactValues,
  settings: Pick<CheckoutSettings, 'order_sms_mandatory' | 'order_email_mandatory'>,
  rules: ContactRules = {},
): ContactErrors {
  const errors: ContactErrors = {};
  const phone = values.phone.trim();
  const email = values.email.trim();
  if (!phone) {
    if (settings.order_sms_mandatory || rules.phoneRequired) errors.phone = CheckoutMessages.phoneEmpty;
  } else {
    const error = mobileNumberError(phone, rules.mobileNumberLength);
    if (error) errors.phone = error;
  }
  if (!email) {
    if (settings.order_email_mandatory) errors.email = CheckoutMessages.emailEmpty;
  } else if (emailError(email)) {
    errors.email = CheckoutMessages.emailInvalid;
  }
  return errors;
}

/** The payment step's choices as the screen holds them (a choice shows before the cart confirms it). */
export interface PaymentChoices {
  shipping_method: string | null | undefined;
  payment_method: string | null | undefined;
  accept_tnc: boolean;
}
export type PaymentErrors = Partial<Record<keyof PaymentChoices, string>>;

/** spec §5 payment step, every missing choice at once (each with the spec's message), then the terms. */
export function paymentChoiceErrors(choices: PaymentChoices, settings: Pick<CheckoutSettings, 'allow_tnc_checkout'>): PaymentErrors {
  const errors: PaymentErrors = {};
  if (!choices.shipping_method) errors.shipping_method = CheckoutMessages.shippingMethodEmpty;
  if (!choices.payment_method) errors.payment_method = CheckoutMessages.paymentMethodEmpty;
  if (settings.allow_tnc_checkout && !choices.accept_tnc) errors.accept_tnc = CheckoutMessages.tncRequired;
  return errors;
}
