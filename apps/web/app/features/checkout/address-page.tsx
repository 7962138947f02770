import type { SavedAddress } from '@vitrine/contracts/address';
import type { Cart, CartAddress } from '@vitrine/contracts/cart';
import { addressStepError, type ContactErrors, type ContactValues, contactErrors } from '@vitrine/contracts/checkout-rules';
import type { CountryAddressFields, CountryOption } from '@vitrine/contracts/settings';
import { type ReactNode, type RefObject, useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import type { AddressFormHandle } from '../../components/address/address-form';
import { phoneField } from '../../components/address/address-rules';
import { Button } from '../../components/ui/button';
import { FormMessage } from '../../components/ui/text-field';
import { track } from '../../lib/analytics';
import { useRootData } from '../../lib/root-data';
import { AddressSection } from './address-section';
import { CartSummaryAside } from './cart-summary-aside';
import { checkoutApi } from './checkout-api';
import { type ContactPrefill, contactChanges, contactPrefill, initialContact } from './checkout-contact';
import { CheckoutFrame } from './checkout-frame';
import type { CheckoutCart } from './checkout-types';
import { ContactSection } from './contact-section';
import { useCheckoutPage } from './use-checkout-page';

interface Reference {
  countries: CountryOption[];
  storeFields: CountryAddressFields;
  book: SavedAddress[];
  /** Signed in: the verified phone and the email, to start the contact fields with. */
  prefill: ContactPrefill | null;
}

type FormRef = RefObject<AddressFormHandle<Cart> | null>;

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
 * (or "same as shipping") with their sub-views, then Continue: the contact fields and every
 * address form on screen are checked together (every error at once, the focus on the first), the
 * forms are saved, then the spec §5 address-step rules, the server's address check, and on to
 * /checkout/payment.
 */
export function AddressPage({ checkout }: { checkout: CheckoutCart }) {
  const page = useCheckoutPage('address', checkout);
  const { cart } = checkout;
  const navigate = useNavigate();
  const root = useRootData();
  const storeCountry = root?.initialValues.storefront.channel.country;
  const mobileNumberLength = storeCountry?.mobile_number_length || 10;
  const [reference, setReference] = useState<Reference | { failed: string } | null>(null);
  const [billingSame, setBillingSame] = useState<boolean | null>(null);
  const [typed, setTyped] = useState<Partial<ContactValues>>({});
  const [contactError, setContactError] = useState<ContactErrors>({});
  // After the first Continue, each change re-checks its own field (a fixed error goes at once).
  const [checked, setChecked] = useState(false);
  const [focusRequest, setFocusRequest] = useState(0);
  const [message, setMessage] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const phoneRef = useRef<HTMLInputElement>(null);
  const emailRef = useRef<HTMLInputElement>(null);
  const mainRef = useRef<HTMLDivElement>(null);
  const shippingForm: FormRef = useRef(null);
  const billingForm: FormRef = useRef(null);
  const ready = page.phase === 'ready';
  const { signedIn, settings } = page;
  // Signed in: what the account proved; should the account not answer, the email the page knows.
  const accountEmail = root?.initialValues.account?.email ?? null;
  const prefill = (reference && 'prefill' in reference ? reference.prefill : null) ?? { phone: null, email: accountEmail };
  const contact: ContactValues = { ...initialContact(cart, prefill), ...typed };

  /** The forms on screen, read when asked (a saved form leaves the screen). */
  const openForms = () => [shippingForm.current, billingSame === false ? billingForm.current : null].filter((f) => f !== null);
  const contactRules = () => ({ mobileNumberLength, phoneRequired: openForms().some((f) => f.needsSharedPhone()) });
  const onContactChange = (field: keyof ContactValues, value: string) => {
    setTyped((t) => ({ ...t, [field]: value }));
    if (!checked) return;
    const fresh = contactErrors({ ...contact, [field]: value }, settings, contactRules());
    setContactError((shown) => ({ ...shown, [field]: fresh[field] }));
  };
  /** Checks the contact fields; false: their errors show (with the forms' own, all at once). */
  const checkContact = (): boolean => {
    const errors = contactErrors(contact, settings, contactRules());
    setContactError(errors);
    setChecked(true);
    if (Object.keys(errors).length === 0) return true;
    setFocusRequest((n) => n + 1);
    return false;
  };

  // Focus the first field in error, in the page's order, once the errors are on screen.
  useEffect(() => {
    if (focusRequest > 0) mainRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [focusRequest]);

  // The countries, the store's address fields and (signed in) the address book, once the cart is usable.
  useEffect(() => {
    if (!ready || reference) return;
    let current = true;
    void Promise.all([
      checkoutApi.getCountries(),
      checkoutApi.getAddressFields(),
      signedIn ? checkoutApi.getAddresses() : null,
      signedIn ? checkoutApi.getAccount() : null,
    ]).then(([countries, fields, book, account]) => {
      if (!current) return;
      if (!countries.ok) return setReference({ failed: countries.failure.message });
      if (!fields.ok) return setReference({ failed: fields.failure.message });
      if (book && !book.ok) return setReference({ failed: book.failure.message });
      // Without the account the fields simply start empty.
      const prefill = account?.ok ? contactPrefill(account.data) : null;
      setReference({ countries: countries.data, storeFields: fields.data, book: book?.data ?? [], prefill });
    });
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
    // Every form shows its errors, whatever the others hold.
    const formsValid = openForms()
      .map((form) => form.validate())
      .every(Boolean);
    if (!checkContact() || !formsValid) return setFocusRequest((n) => n + 1);
    setBusy(true);
    const forms = [shippingForm, billingSame === false ? billingForm : null].filter((f) => f !== null);
    const outcome = await continueToPayment(cart, contact, settings, checkout.replace, forms);
    setBusy(false);
    if (outcome.ok) {
      track('add_shipping_info', checkout.analytics(outcome.cart));
      navigate('/checkout/payment');
      return;
    }
    if (outcome.field) {
      setContactError({ [outcome.field]: outcome.message ?? undefined });
      setFocusRequest((n) => n + 1);
    } else setMessage(outcome.message);
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
          <div className="checkout__main" ref={mainRef}>
            <ContactSection
              values={contact}
              errors={contactError}
              onChange={onContactChange}
              phoneRequired={settings.order_sms_mandatory || Boolean(phoneField(reference.storeFields.fields.Shipping ?? [])?.is_required)}
              emailRequired={settings.order_email_mandatory}
              mobileCode={storeCountry?.mobile_code}
              mobileNumberLength={mobileNumberLength}
              phoneRef={phoneRef}
              emailRef={emailRef}
              loginOffer={!signedIn && settings.enable_login_at_checkout ? { register: settings.enable_register_at_checkout } : null}
            />
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
              formRef={shippingForm}
              sharedPhone={contact.phone}
              checkPage={checkContact}
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
                formRef={billingForm}
                sharedPhone={contact.phone}
                checkPage={checkContact}
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

/** message null: the errors are on a form's fields, which took the focus. */
type ContinueOutcome = { ok: true; cart: Cart } | { ok: false; message: string | null; field?: 'phone' | 'email' };

/**
 * Continue: the contact details that changed go to the cart, then each address form on screen is
 * saved (already checked), then the spec §5 address-step rules (with the shipping country's
 * required fields), then the server's own address check.
 */
async function continueToPayment(
  start: Cart,
  values: ContactValues,
  settings: Parameters<typeof addressStepError>[1],
  replace: (cart: Cart) => void,
  forms: readonly FormRef[],
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
  for (const form of forms) {
    // Read when its turn comes: the page has re-rendered since Continue was pressed.
    const handle = form.current;
    if (!handle) continue;
    const saved = await handle.submit();
    if (!saved) return { ok: false, message: null };
    cart = saved;
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
