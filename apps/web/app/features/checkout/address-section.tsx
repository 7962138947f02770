import type { AddressInput, SavedAddress } from '@vitrine/contracts/address';
import type { AddressType } from '@vitrine/contracts/address-rules';
import type { Cart, CartAddress } from '@vitrine/contracts/cart';
import { CheckoutMessages } from '@vitrine/contracts/checkout-rules';
import type { CountryAddressFields, CountryOption } from '@vitrine/contracts/settings';
import { type ReactNode, type Ref, useEffect, useId, useRef, useState } from 'react';
import { AddressForm, type AddressFormHandle } from '../../components/address/address-form';
import { Button } from '../../components/ui/button';
import { FormMessage } from '../../components/ui/text-field';
import { useToast } from '../../components/ui/toast';
import type { ApiResult } from '../../lib/api-result';
import { AddressText } from './address-text';
import { type AddressView, addressesOfType, cancelFormView, cartAddressValues, changeView, initialView, selectedAddress, viewTitle } from './checkout-address';
import { checkoutApi } from './checkout-api';

export interface AddressSectionProps {
  type: AddressType;
  heading: string;
  signedIn: boolean;
  /** The signed-in shopper's address book (all types); empty for a guest. */
  book: readonly SavedAddress[];
  cartAddress: CartAddress | null;
  countries: readonly CountryOption[];
  storeFields: CountryAddressFields;
  /** For the shipping address: the billing address copies it. */
  billingSame: boolean;
  onCart: (cart: Cart) => void;
  onBook: (addresses: SavedAddress[]) => void;
  /** The form on screen, if any: the page's Continue checks and saves it. */
  formRef?: Ref<AddressFormHandle<Cart>>;
  /** The contact phone: a new address takes it instead of asking again (a saved one keeps its own). */
  sharedPhone?: string;
  /** The page's contact check, run with the form's own button. */
  checkPage?: () => boolean;
}

const validation = { emptyMessage: CheckoutMessages.fieldEmpty };

/** A saved address as the cart's update-address names it. */
const savedRef = (address: SavedAddress) => ({ address_id: address.id, address_type: address.address_type, country_id: address.country_id });

const savedText = (address: SavedAddress) => ({ ...address.fields, country_id: address.country_id, state_id: address.state_id });

/**
 * spec §4 address sub-views of one address (shipping or billing): the form when there is no
 * saved address, otherwise the selected one with 'Change' → the selector (confirm buttons for a
 * different choice; Cancel returns), edit (with the default option) and add (Cancel returns to
 * the selector). A signed-in shopper's new address goes into the address book, then onto the
 * cart by its id; a guest's goes onto the cart.
 */
export function AddressSection({
  type,
  heading,
  signedIn,
  book,
  cartAddress,
  countries,
  storeFields,
  billingSame,
  onCart,
  onBook,
  formRef,
  sharedPhone,
  checkPage,
}: AddressSectionProps) {
  const toast = useToast();
  const headingId = useId();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const subHeading = useRef<HTMLHeadingElement>(null);
  const saved = addressesOfType(book, type);
  const [view, setView] = useState<AddressView>(() => initialView(saved, cartAddress));
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<string | null>(null);
  const moved = useRef(false);
  const selected = selectedAddress(saved, cartAddress) ?? (cartAddress ? null : (saved[0] ?? null));
  const extras = type === 'Shipping' ? { billing_same_as_shipping: billingSame } : {};

  const go = (next: AddressView) => {
    moved.current = true;
    setMessage(null);
    setView(next);
  };

  // Focus follows the sub-view (the forms focus their own title).
  useEffect(() => {
    if (!moved.current) return;
    if (view.mode === 'selected') headingRef.current?.focus();
    if (view.mode === 'selector') subHeading.current?.focus();
  }, [view]);

  // spec §4 "the selected address is the one matching the cart's address, else the default one":
  // a signed-in shopper's default goes onto the cart when the cart has none yet.
  const applied = useRef(false);
  const autoApply = !cartAddress && selected && view.mode === 'selected' ? selected : null;
  useEffect(() => {
    if (!autoApply || applied.current) return;
    applied.current = true;
    void checkoutApi.setCartAddress({ ...savedRef(autoApply), ...extras }).then((result) => {
      if (result.ok) onCart(result.data);
      else setMessage(result.failure.message);
    });
  });

  const finish = (cart: Cart, text: string) => {
    onCart(cart);
    toast.success(text || 'Address saved');
    go({ mode: 'selected' });
  };

  /** Saves into the address book first (signed in), then puts it on the cart. */
  const saveNew = async (body: AddressInput): Promise<ApiResult<Cart>> => {
    if (!signedIn) return checkoutApi.setCartAddress({ ...body, address_type: type, ...extras });
    const added = await checkoutApi.addAddress({ ...body, address_type: type });
    if (!added.ok) return added;
    onBook(added.data.addresses);
    return checkoutApi.setCartAddress({ ...savedRef(added.data.address), ...extras });
  };
  const saveEdit =
    (id: string | null) =>
    async (body: AddressInput): Promise<ApiResult<Cart>> => {
      if (!signedIn || !id) return checkoutApi.setCartAddress({ ...body, address_type: type, ...extras });
      const updated = await checkoutApi.updateAddress(id, { ...body, address_type: type });
      if (!updated.ok) return updated;
      onBook(updated.data.addresses);
      return checkoutApi.setCartAddress({ ...savedRef(updated.data.address), ...extras });
    };

  const confirm = async (id: string) => {
    const address = saved.find((a) => a.id === id);
    if (!address || busy) return;
    setBusy(true);
    const result = await checkoutApi.setCartAddress({ ...savedRef(address), ...extras });
    setBusy(false);
    if (result.ok) finish(result.data, result.message);
    else setMessage(result.failure.message);
  };

  const formProps = {
    countries,
    addressFields: [storeFields],
    fixedType: type,
    headingLevel: 3 as const,
    validation,
    className: 'checkout-address-form',
    // The first form on the page does not take the focus from the step's heading.
    focusOnMount: moved.current,
    onSaved: (cart: Cart, text: string) => finish(cart, text),
    handleRef: formRef,
    checkPage,
  };

  let body: ReactNode;
  if (view.mode === 'form') {
    body = (
      <AddressForm<Cart>
        {...formProps}
        address={null}
        defaultCountryId={storeFields.country.id}
        title={viewTitle(view)}
        submitLabel="Save Address"
        showDefault={false}
        sharedPhone={sharedPhone}
        save={saveNew}
      />
    );
  } else if (view.mode === 'add') {
    body = (
      <AddressForm<Cart>
        {...formProps}
        address={null}
        defaultCountryId={storeFields.country.id}
        title={viewTitle(view)}
        submitLabel="Save Address"
        showDefault={signedIn}
        sharedPhone={sharedPhone}
        save={saveNew}
        onCancel={() => go(cancelFormView(saved, Boolean(cartAddress || selected)))}
      />
    );
  } else if (view.mode === 'edit') {
    const address = view.addressId ? (saved.find((a) => a.id === view.addressId) ?? null) : null;
    body = (
      <AddressForm<Cart>
        {...formProps}
        key={view.addressId ?? 'cart'}
        address={address}
        initialValues={address ? undefined : cartAddressValues(cartAddress)}
        defaultCountryId={address?.country_id ?? cartAddress?.country_id ?? storeFields.country.id}
        title={viewTitle(view)}
        submitLabel="Update Address"
        showDefault={signedIn && address !== null}
        // A saved address keeps its own phone: the contact fields are not its concern.
        sharedPhone={address ? undefined : sharedPhone}
        checkPage={address ? undefined : checkPage}
        save={saveEdit(address?.id ?? null)}
        onCancel={() => go(cancelFormView(saved, Boolean(cartAddress || selected)))}
      />
    );
  } else if (view.mode === 'selector') {
    const currentId = cartAddress?.address_id ?? selected?.id ?? null;
    const chosen = view.chosen ?? currentId;
    body = (
      <div className="checkout-selector">
        <h3 ref={subHeading} tabIndex={-1} className="checkout__subheading">
          {viewTitle(view)}
        </h3>
        <fieldset className="checkout-selector__fieldset">
          <legend className="visually-hidden">{`${heading}: choose one`}</legend>
          <ul className="checkout-selector__list">
            {saved.map((address) => (
              <li key={address.id} className="checkout-selector__item">
                <label className="checkout-choice checkout-choice--card">
                  <input
                    type="radio"
                    name={`${type}-address`}
                    value={address.id}
                    checked={chosen === address.id}
                    onChange={() => go({ mode: 'selector', chosen: address.id })}
                  />
                  <span className="checkout-choice__body">
                    {address.is_default || address.default ? <span className="checkout-badge">Default</span> : null}
                    <AddressText id={`${headingId}-${address.id}`} address={savedText(address)} countries={countries} />
                  </span>
                </label>
                <Button
                  variant="ghost"
                  className="checkout-inline-button"
                  aria-describedby={`${headingId}-${address.id}`}
                  onClick={() => go({ mode: 'edit', addressId: address.id })}
                >
                  Edit
                </Button>
              </li>
            ))}
          </ul>
        </fieldset>
        <div className="checkout-actions">
          {chosen && chosen !== currentId ? (
            <Button variant="primary" aria-disabled={busy || undefined} data-loading={busy || undefined} onClick={() => void confirm(chosen)}>
              Select Address
            </Button>
          ) : null}
          <Button variant="outline" onClick={() => go({ mode: 'add' })}>
            Add Address
          </Button>
          <Button variant="ghost" onClick={() => go({ mode: 'selected' })}>
            Cancel
          </Button>
        </div>
      </div>
    );
  } else {
    const shown = cartAddress ?? (selected ? savedText(selected) : null);
    body = shown ? (
      <div className="checkout-selected">
        <AddressText address={shown} countries={countries} />
        <Button variant="outline" className="checkout-inline-button" aria-describedby={headingId} onClick={() => go(changeView(saved))}>
          Change
        </Button>
      </div>
    ) : (
      <p className="checkout-muted">Putting your address on the order…</p>
    );
  }

  return (
    <section className="checkout-card" aria-labelledby={headingId}>
      <h2 id={headingId} ref={headingRef} tabIndex={-1} className="checkout__subtitle">
        {heading}
      </h2>
      {body}
      <FormMessage message={message} />
    </section>
  );
}
