import { emailError, otpPhoneError } from '@vitrine/contracts/auth-form-checks';
import { CheckoutMessages, type CheckoutSettings } from '@vitrine/contracts/checkout-rules';

export interface ContactValues {
  phone: string;
  email: string;
}

export type ContactErrors = Partial<Record<keyof ContactValues, string>>;

/**
 * The contact details before they are sent: the phone is 10 digits ('Invalid phone number', spec
 * §5, as the cart's update-contact checks it), the email a valid address; each is required when
 * its setting makes it mandatory ('Phone No is empty', 'Email address is empty').
 */
export function contactErrors(values: ContactValues, settings: Pick<CheckoutSettings, 'order_sms_mandatory' | 'order_email_mandatory'>): ContactErrors {
  const errors: ContactErrors = {};
  const phone = values.phone.trim();
  const email = values.email.trim();
  if (!phone) {
    if (settings.order_sms_mandatory) errors.phone = CheckoutMessages.phoneEmpty;
  } else {
    const error = otpPhoneError(phone);
    if (error) errors.phone = error;
  }
  if (!email) {
    if (settings.order_email_mandatory) errors.email = CheckoutMessages.emailEmpty;
  } else {
    const error = emailError(email);
    if (error) errors.email = error;
  }
  return errors;
}

/** Only what changed goes to update-contact ('' clears a field). */
export function contactChanges(values: ContactValues, cart: { phone: string | null; email: string | null }): Partial<ContactValues> | null {
  const changes: Partial<ContactValues> = {};
  const phone = values.phone.trim();
  const email = values.email.trim();
  if (phone !== (cart.phone ?? '')) changes.phone = phone;
  if (email.toLowerCase() !== (cart.email ?? '').toLowerCase()) changes.email = email;
  return Object.keys(changes).length ? changes : null;
}
