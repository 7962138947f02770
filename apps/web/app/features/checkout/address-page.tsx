import type { SavedAddress } from '@vitrine/contracts/address';
import type { Cart, CartAddress } from '@vitrine/contracts/cart';
import { addressStepError } from '@vitrine/contracts/checkout-rules';
import type { CountryAddressFields, CountryOption } from '@vitrine/contracts/settings';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { Button } from '../../components/ui/button';
import { PhoneInput } from '../../components/ui/phone-input';
import { FormMessage, TextField } from '../../components/ui/text-field';
import { track } from '../../lib/analytics';
import { openLoginDialog } from '../../lib/auth-events';
import { useRootData } from '../../lib/root-data';
import { AddressSection } from './address-section';
import { CartSummaryAside } from './cart-summary-aside';
import { checkoutApi } from './checkout-api';
import { type ContactErrors, contactChanges, contactErrors } from './checkout-contact';
import { CheckoutFrame } from './checkout-frame';
import type { CheckoutCart } from './checkout-types';
import { useCheckoutPage } from './use-checkout-page';

interface Reference {
  countries: CountryOption[];
  storeFields: CountryAddressFields;
  book: SavedAddress[];
}

/** Whether the billing address is the shipping address copied (every field but the type alike). */
export function isSameAddress(shipping: CartAddress | null, billing: CartAddress | null): boolean {
  if (!shipping || !billing) return !billing;
  const keys = new Set([...Object.keys(shipping), ...Object.keys(billing)]);
  keys.delete('address_type');
  for (const key of keys) if ((shipping[key] ?? null) !== (billing[key] ?? null)) return false;
  return true;
}

/**
 * spec §2 /checkout/address: contact (phone, email), the shipping address and the billing address
 * (or "same as shipping") with their sub-views, then Continue: the spec §5 address-step rules,
 * the server's address check, and on to /checkout/payment.
 */
export function AddressPage({ checkout }: { checkout: CheckoutCart }) {
  const page = useCheckoutPage('address', checkout);
  const { cart } = checkout;
  const navigate = useNavigate();
  const root = useRootData();
  const mobileCode = root?.initialValues.storefront.channel.country.mobile_code;
  const [reference, setReference] = useState<Reference | { failed: string } | null>(null);
  const [billingSame, setBillingSame] = useState<boolean | null>(null);
  const [contactError, setContactError] = useState<ContactErrors>({});
  const [message, setMessage] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const phoneRef = useRef<HTMLInputElement>(null);
  const emailRef = useRef<HTMLInputElement>(null);
  const ready = page.phase === 'ready';
  const { signedIn } = page;

  // The countries, the store's address fields and (signed in) the address book, once the cart is usable.
  useEffect(() => {
    if (!ready || reference) return;
    let current = true;
    void Promise.all([checkoutApi.getCountries(), checkoutApi.getAddressFields(), signedIn ? checkoutApi.getAddresses() : null]).then(
      ([countries, fields, book]) => {
        if (!current) return;
        if (!countries.ok) return setReference({ failed: countries.failure.message });
        if (!fields.ok) return setReference({ failed: fields.failure.message });
        if (book && !book.ok) return setReference({ failed: book.failure.message });
        setReference({ countries: countries.data, storeFields: fields.data, book: book?.data ?? [] });
      },
    );
    return () => {
      current = false;
    };
  }, [ready, reference, signedIn]);

  // "Billing address same as shipping" starts on, unless the cart holds a different billing address.
  useEffect(() => {
    if (ready && billingSame === null) setBillingSame(isSameAddress(cart.shipping_address, cart.billing_address));
  }, [ready, billingSame, cart.shipping_address, cart.billing_address]);

  const onBook = (book: SavedAddress[]) => setReference((r) => (r && 'book' in r ? { ...r, book } : r));

  const toggleSame = async (same: boolean) => {
    setBillingSame(same);
    const shipping = cart.shipping_address;
    if (!same || !shipping) return;
    // The shipping address goes again, copied to billing.
    const body = shipping.address_id
      ? { address_id: shipping.address_id, address_type: 'Shipping', country_id: shipping.country_id, billing_same_as_shipping: true }
      : { ...shipping, billing_same_as_shipping: true };
    const result = await checkoutApi.setCartAddress(body);
    if (result.ok) checkout.replace(result.data);
    else setMessage(result.failure.message);
  };

  const onContinue = async () => {
    if (busy) return;
    setMessage(null);
    const values = { phone: phoneRef.current?.value ?? '', email: emailRef.current?.value ?? '' };
    const errors = contactErrors(values, page.settings);
    setContactError(errors);
    if (errors.phone) return phoneRef.current?.focus();
    if (errors.email) return emailRef.current?.focus();
    setBusy(true);
    const outcome = await continueToPayment(cart, values, page.settings, checkout.replace);
    setBusy(false);
    if (outcome.ok) {
      track('add_shipping_info', checkout.analytics(outcome.cart));
      navigate('/checkout/payment');
      return;
    }
    if (outcome.field) setContactError({ [outcome.field]: outcome.message });
    else setMessage(outcome.message);
  };

  let content: ReactNode = null;
  if (ready) {
    content =
      reference === null ? (
        <p className="checkout-muted" role="status">
          Loading your addresses…
        </p>
      ) : 'failed' in reference ? (
        <div className="checkout-notice">
          <FormMessage message={reference.failed} />
          <Button variant="outline" onClick={() => setReference(null)}>
            Try again
          </Button>
        </div>
      ) : (
        <div className="checkout__layout">
          <div className="checkout__main">
            <section className="checkout-card" aria-labelledby="checkout-contact-title">
              <h2 id="checkout-contact-title" className="checkout__subtitle">
                Contact
              </h2>
              {!signedIn && page.settings.enable_login_at_checkout ? (
                <p className="checkout-login">
                  Have an account?{' '}
                  <Button variant="ghost" className="checkout-inline-button" onClick={() => openLoginDialog('/checkout/address')}>
                    Log in
                  </Button>
                  {page.settings.enable_register_at_checkout ? <span> or register from the login window.</span> : null}
                </p>
              ) : null}
              <div className="checkout-contact">
                <PhoneInput
                  name="phone"
                  label={page.settings.order_sms_mandatory ? 'Phone number' : 'Phone number (optional)'}
                  maxLength={10}
                  mobileCode={mobileCode}
                  defaultValue={cart.phone ?? ''}
                  inputRef={phoneRef}
                  error={contactError.phone}
                />
                <TextField
                  label={page.settings.order_email_mandatory ? 'Email' : 'Email (optional)'}
                  name="email"
                  type="email"
                  autoComplete="email"
                  maxLength={254}
                  defaultValue={cart.email ?? root?.initialValues.account?.email ?? ''}
                  inputRef={emailRef}
                  error={contactError.email}
                />
              </div>
            </section>
            <AddressSection
              type="Shipping"
              heading="Shipping address"
              signedIn={signedIn}
              book={reference.book}
              cartAddress={cart.shipping_address}
              countries={reference.countries}
              storeFields={reference.storeFields}
              billingSame={billingSame !== false}
              onCart={checkout.replace}
              onBook={onBook}
            />
            <label className="checkout-choice">
              <input type="checkbox" checked={billingSame !== false} onChange={(event) => void toggleSame(event.target.checked)} />
              Billing address same as shipping
            </label>
            {billingSame === false ? (
              <AddressSection
                type="Billing"
                heading="Billing address"
                signedIn={signedIn}
                book={reference.book}
                cartAddress={cart.billing_address}
                countries={reference.countries}
                storeFields={reference.storeFields}
                billingSame={false}
                onCart={checkout.replace}
                onBook={onBook}
              />
            ) : null}
            <FormMessage message={message} />
            <Button
              variant="primary"
              className="checkout__continue"
              aria-disabled={busy || undefined}
              data-loading={busy || undefined}
              onClick={() => void onContinue()}
            >
              {busy ? 'Please wait…' : 'Continue to payment'}
            </Button>
          </div>
          <CartSummaryAside cart={cart} />
        </div>
      );
  }

  return (
    <CheckoutFrame title="Address" page={page} onRetry={() => void checkout.reload()}>
      {content}
    </CheckoutFrame>
  );
}

type ContinueOutcome = { ok: true; cart: Cart } | { ok: false; message: string; field?: 'phone' | 'email' };

/**
 * Continue: the contact details that changed go to the cart, then the spec §5 address-step rules
 * (with the shipping country's required fields), then the server's own address check.
 */
async function continueToPayment(
  start: Cart,
  values: { phone: string; email: string },
  settings: Parameters<typeof addressStepError>[1],
  replace: (cart: Cart) => void,
): Promise<ContinueOutcome> {
  let cart = start;
  const changes = contactChanges(values, cart);
  if (changes) {
    const saved = await checkoutApi.updateContact(changes);
    if (!saved.ok) {
      const field = saved.failure.fieldErrors.phone ? 'phone' : saved.failure.fieldErrors.email ? 'email' : undefined;
      return { ok: false, message: field ? (saved.failure.fieldErrors[field] ?? saved.failure.message) : saved.failure.message, field };
    }
    cart = saved.data;
    replace(cart);
  }
  const countryId = cart.shipping_address?.country_id;
  const book = countryId ? await checkoutApi.getAddressFields(countryId) : null;
  const shippingFields = book?.ok ? (book.data.fields.Shipping ?? []) : [];
  const error = addressStepError(cart, settings, shippingFields);
  if (error) return { ok: false, message: error };
  const valid = await checkoutApi.validateAddress();
  if (!valid.ok) return { ok: false, message: valid.failure.message };
  replace(valid.data);
  return { ok: true, cart: valid.data };
}
