import type { Cart } from '@vitrine/contracts/cart';
import { type PaymentErrors, paymentChoiceErrors, placeOrderError, type RequiredField } from '@vitrine/contracts/checkout-rules';
import { ErrorCode } from '@vitrine/contracts/envelope';
import { formatMoney } from '@vitrine/contracts/money';
import type { CountryOption } from '@vitrine/contracts/settings';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { Button } from '../../components/ui/button';
import { FieldError } from '../../components/ui/field-error';
import { FormMessage } from '../../components/ui/text-field';
import { track } from '../../lib/analytics';
import type { ApiResult } from '../../lib/api-result';
import { useRootData } from '../../lib/root-data';
import { AddressText } from './address-text';
import { CartSummaryAside } from './cart-summary-aside';
import { checkoutApi } from './checkout-api';
import { CheckoutFrame } from './checkout-frame';
import type { CheckoutCart } from './checkout-types';
import { ProcessingDialog } from './processing-dialog';
import { useCheckoutPage } from './use-checkout-page';

/** The shipping country's required fields, for the same rules place-order runs. */
function useShippingFields(countryId: string | undefined): { fields: RequiredField[]; countries: CountryOption[] } {
  const [fields, setFields] = useState<RequiredField[]>([]);
  const [countries, setCountries] = useState<CountryOption[]>([]);
  useEffect(() => {
    if (!countryId) return;
    let current = true;
    void checkoutApi.getAddressFields(countryId).then((result) => {
      if (current && result.ok) setFields(result.data.fields.Shipping ?? []);
    });
    void checkoutApi.getCountries().then((result) => {
      if (current && result.ok) setCountries(result.data);
    });
    return () => {
      current = false;
    };
  }, [countryId]);
  return { fields, countries };
}

/**
 * spec §2 /checkout/payment: the address summary (Change goes back), shipping methods with their
 * charge, payment methods, the shop's checkout instruction, the terms when the shop asks for
 * them, the order summary, and Place order: the spec §5 rules first, then the payment-processing
 * popup while the order is placed; on success the (now empty) cart reloads and the browser goes
 * where place-order says.
 */
export function PaymentPage({ checkout }: { checkout: CheckoutCart }) {
  const { cart } = checkout;
  const { fields, countries } = useShippingFields(cart.shipping_address?.country_id);
  const page = useCheckoutPage('payment', checkout, fields);
  const root = useRootData();
  const navigate = useNavigate();
  const termsSlug = root?.initialValues.storefront.termsandconditions_page?.slug;
  const [acceptTnc, setAcceptTnc] = useState(false);
  const [message, setMessage] = useState<string | null>(null);
  const [choiceMessage, setChoiceMessage] = useState<string | null>(null);
  // Choices in flight: Place order waits until every one has its answer.
  const [inFlight, setInFlight] = useState(0);
  const updating = inFlight > 0;
  const [placing, setPlacing] = useState(false);
  const { settings } = page;

  // The choice shows at once; the cart's answer confirms it (a failure puts the old one back).
  const [picked, setPicked] = useState<{ shipping?: string; payment?: string }>({});
  const choose = async (pick: { shipping?: string; payment?: string }, call: () => Promise<ApiResult<Cart>>) => {
    setPicked((p) => ({ ...p, ...pick }));
    setInFlight((n) => n + 1);
    setChoiceMessage(null);
    const result = await call();
    setInFlight((n) => n - 1);
    if (result.ok) checkout.replace(result.data);
    else setChoiceMessage(result.failure.message);
    // Only this choice is settled: another one made meanwhile (a quick shipping-then-payment
    // pick) keeps showing until its own answer comes.
    setPicked((p) => (pick.shipping !== undefined ? { payment: p.payment } : { shipping: p.shipping }));
  };
  const shippingId = picked.shipping ?? cart.shipping_method?.id;
  const paymentCode = picked.payment ?? cart.cart_payment_method;

  // After the first Place order, every missing choice shows under its group, and goes once made.
  const [attempted, setAttempted] = useState(false);
  const [focusRequest, setFocusRequest] = useState(0);
  const choices = { shipping_method: shippingId, payment_method: paymentCode, accept_tnc: acceptTnc };
  const errors: PaymentErrors = attempted ? paymentChoiceErrors(choices, settings) : {};
  const mainRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    // The first choice in error, in the page's order: a group's first option, or the terms box.
    if (focusRequest > 0) mainRef.current?.querySelector<HTMLElement>('[data-invalid] input, input[aria-invalid="true"]')?.focus();
  }, [focusRequest]);

  const onPlace = async () => {
    if (placing) return;
    setMessage(null);
    if (updating) return;
    setAttempted(true);
    if (Object.keys(paymentChoiceErrors(choices, settings)).length > 0) return setFocusRequest((n) => n + 1);
    const error = placeOrderError(cart, settings, { accept_tnc: acceptTnc }, fields);
    if (error) return setMessage(error);
    track('add_payment_info', { ...checkout.analytics(cart), payment_type: cart.cart_payment_method });
    setPlacing(true);
    const result = await checkoutApi.placeOrder(acceptTnc, cart.totals.grand_total);
    if (!result.ok) {
      setPlacing(false);
      setMessage(result.failure.message);
      // Stock or prices may have changed under the shopper ('Prices have changed, please review your
      // order'): show the cart as it is now, so the next press confirms the new total. A
      // PRICE_CHANGED answer carries that cart; any other failure reads it again.
      const changedCart = result.failure.code === ErrorCode.priceChanged ? (result.failure.details?.cart as Cart | undefined) : undefined;
      if (changedCart) checkout.replace(changedCart);
      else void checkout.reload();
      return;
    }
    page.leave();
    const { next, order, token } = result.data;
    void checkout.reload();
    if (next.type === 'payment') {
      // Paid online: off to the gateway's page; should that fail, the failed page offers a retry.
      const payment = await checkoutApi.processPayment({ order_id: order.order_id, token });
      if (payment.ok) return window.location.assign(payment.data.redirect_url);
    }
    setPlacing(false);
    navigate(next.url);
  };

  let content: ReactNode = null;
  if (page.phase === 'ready') {
    const money = (minor: number) => formatMoney(minor, cart.currency);
    content = (
      <div className="checkout__layout">
        <div className="checkout__main" ref={mainRef}>
          <section className="checkout-card" aria-labelledby="checkout-deliver-title">
            <div className="checkout-card__header">
              <h2 id="checkout-deliver-title" className="checkout__subtitle">
                Delivery details
              </h2>
              <Link to="/checkout/address" className="button button--outline checkout-inline-button" aria-describedby="checkout-deliver-title">
                Change
              </Link>
            </div>
            <div className="checkout-review">
              <div>
                <h3 className="checkout__subheading">Shipping address</h3>
                {cart.shipping_address ? <AddressText address={cart.shipping_address} countries={countries} /> : null}
              </div>
              <div>
                <h3 className="checkout__subheading">Billing address</h3>
                {cart.billing_address ? <AddressText address={cart.billing_address} countries={countries} /> : null}
              </div>
              {cart.phone || cart.email ? (
                <div>
                  <h3 className="checkout__subheading">Contact</h3>
                  <p className="checkout-review__contact">
                    {cart.phone ? <span>Phone: {cart.phone}</span> : null}
                    {cart.email ? <span>Email: {cart.email}</span> : null}
                  </p>
                </div>
              ) : null}
            </div>
          </section>

          <fieldset
            className="checkout-card checkout-options"
            aria-busy={updating || undefined}
            aria-describedby={errors.shipping_method ? 'checkout-shipping-error' : undefined}
            data-invalid={errors.shipping_method ? true : undefined}
          >
            <legend className="checkout__subtitle">Shipping method</legend>
            <FieldError id="checkout-shipping-error" message={errors.shipping_method} announce />
            {cart.shipping_methods.length === 0 ? <p className="checkout-muted">No shipping method delivers to this address.</p> : null}
            {cart.shipping_methods.map((method) => (
              <label key={method.id} className="checkout-choice checkout-choice--card">
                <input
                  type="radio"
                  name="shipping_method"
                  value={method.id}
                  checked={shippingId === method.id}
                  onChange={() => void choose({ shipping: method.id }, () => checkoutApi.setShippingMethod(method.id))}
                />
                <span className="checkout-choice__body">
                  <span className="checkout-choice__title">
                    <span>{method.name}</span>
                    <strong>{method.charge === 0 ? 'Free' : money(method.charge)}</strong>
                  </span>
                  {method.description ? <span className="checkout-muted">{method.description}</span> : null}
                </span>
              </label>
            ))}
          </fieldset>

          <fieldset
            className="checkout-card checkout-options"
            aria-busy={updating || undefined}
            aria-describedby={errors.payment_method ? 'checkout-payment-error' : undefined}
            data-invalid={errors.payment_method ? true : undefined}
          >
            <legend className="checkout__subtitle">Payment method</legend>
            <FieldError id="checkout-payment-error" message={errors.payment_method} announce />
            {cart.cart_payment_methods.map((method) => (
              <label key={method.code} className="checkout-choice checkout-choice--card">
                <input
                  type="radio"
                  name="payment_method"
                  value={method.code}
                  checked={paymentCode === method.code}
                  onChange={() => void choose({ payment: method.code }, () => checkoutApi.setPaymentMethod(method.code))}
                />
                <span className="checkout-choice__body">
                  <span className="checkout-choice__title">{method.name}</span>
                </span>
              </label>
            ))}
          </fieldset>
          <FormMessage message={choiceMessage} />

          {settings.checkout_instruction ? <p className="checkout-instruction">{settings.checkout_instruction}</p> : null}

          {settings.allow_tnc_checkout ? (
            <>
              <label className="checkout-choice">
                <input
                  type="checkbox"
                  name="accept_tnc"
                  checked={acceptTnc}
                  aria-invalid={errors.accept_tnc ? true : undefined}
                  aria-describedby={errors.accept_tnc ? 'checkout-tnc-error' : undefined}
                  onChange={(event) => setAcceptTnc(event.target.checked)}
                />
                <span>
                  I agree to the{' '}
                  {termsSlug ? (
                    <a href={`/${termsSlug}`} target="_blank" rel="noopener">
                      Terms &amp; Conditions<span className="visually-hidden"> (opens in a new tab)</span>
                    </a>
                  ) : (
                    'Terms & Conditions'
                  )}
                </span>
              </label>
              <FieldError id="checkout-tnc-error" message={errors.accept_tnc} announce />
            </>
          ) : null}

          <FormMessage message={message} />
          <Button
            variant="primary"
            className="checkout__continue"
            aria-disabled={placing || updating || undefined}
            data-loading={placing || undefined}
            onClick={() => void onPlace()}
          >
            Place order · {money(cart.totals.grand_total)}
          </Button>
        </div>
        <CartSummaryAside cart={cart} />
      </div>
    );
  }

  return (
    <CheckoutFrame title="Payment" page={page} onRetry={() => void checkout.reload()}>
      {content}
      <ProcessingDialog open={placing} />
    </CheckoutFrame>
  );
}
