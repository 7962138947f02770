import type { ContactErrors, ContactValues } from '@vitrine/contracts/checkout-rules';
import type { RefObject } from 'react';
import { Button } from '../../components/ui/button';
import { PhoneInput } from '../../components/ui/phone-input';
import { TextField } from '../../components/ui/text-field';
import { openLoginDialog } from '../../lib/auth-events';

interface ContactSectionProps {
  values: ContactValues;
  errors: ContactErrors;
  onChange: (field: keyof ContactValues, value: string) => void;
  /** The phone is required (the shop's setting, or the address takes it from here). */
  phoneRequired: boolean;
  emailRequired: boolean;
  mobileCode?: string;
  mobileNumberLength: number;
  phoneRef: RefObject<HTMLInputElement | null>;
  emailRef: RefObject<HTMLInputElement | null>;
  /** A guest may log in from here when the shop allows it. */
  loginOffer: null | { register: boolean };
}

/**
 * The address step's contact fields: the phone (asked once: a new address takes it too) and the
 * email, each with its error tied to it; a guest may log in instead.
 */
export function ContactSection({
  values,
  errors,
  onChange,
  phoneRequired,
  emailRequired,
  mobileCode,
  mobileNumberLength,
  phoneRef,
  emailRef,
  loginOffer,
}: ContactSectionProps) {
  return (
    <section className="checkout-card" aria-labelledby="checkout-contact-title">
      <h2 id="checkout-contact-title" className="checkout__subtitle">
        Contact
      </h2>
      {loginOffer ? (
        <p className="checkout-login">
          Have an account?{' '}
          <Button variant="ghost" className="checkout-inline-button" onClick={() => openLoginDialog('/checkout/address')}>
            Log in
          </Button>
          {loginOffer.register ? <span> or register from the login window.</span> : null}
        </p>
      ) : null}
      <div className="checkout-contact">
        <PhoneInput
          name="phone"
          label={phoneRequired ? 'Phone number' : 'Phone number (optional)'}
          maxLength={mobileNumberLength}
          mobileCode={mobileCode}
          defaultValue={values.phone}
          inputRef={phoneRef}
          error={errors.phone}
          onValueChange={(value) => onChange('phone', value)}
        />
        <TextField
          label={emailRequired ? 'Email' : 'Email (optional)'}
          name="email"
          type="email"
          autoComplete="email"
          maxLength={254}
          value={values.email}
          onChange={(event) => onChange('email', event.target.value)}
          inputRef={emailRef}
          error={errors.email}
        />
      </div>
    </section>
  );
}
