import type { SavedAddress } from '@vitrine/contracts/address';
import type { CartAddress } from '@vitrine/contracts/cart';
import { describe, expect, it } from 'vitest';
import { isSameAddress } from './address-page';
import { addressesOfType, addressText, cancelFormView, cartAddressValues, changeView, initialView, selectedAddress, viewTitle } from './checkout-address';
import { contactChanges, contactPrefill, initialContact } from './checkout-contact';
import { readCheckoutSettings } from './checkout-settings';

function saved(id: string, type: 'Shipping' | 'Billing', isDefault = false): SavedAddress {
  return {
    id,
    address_id: id,
    address_type: type,
    default: isDefault,
    is_default: isDefault,
    country_id: 'country_in',
    state_id: 'st_in_ka',
    country: { id: 'country_in', name: 'India', iso2: 'IN' },
    state: { id: 'st_in_ka', name: 'Karnataka', code: 'KA' },
    fields: { first_name: 'Asha', city: id },
    created_at: '2025-01-01T00:00:00Z',
    updated_at: '2025-01-01T00:00:00Z',
  };
}

const cartAddress = (addressId: string | null): CartAddress => ({
  address_type: 'Shipping',
  country_id: 'country_in',
  state_id: 'st_in_ka',
  address_id: addressId,
  city: 'Mysuru',
});

describe('address sub-views (spec §4)', () => {
  it('shows the form without saved addresses, otherwise the selected address', () => {
    expect(initialView([], null)).toEqual({ mode: 'form' });
    expect(initialView([saved('a', 'Shipping')], null)).toEqual({ mode: 'selected' });
    // A guest who already put an address on the cart sees it, with Change.
    expect(initialView([], cartAddress(null))).toEqual({ mode: 'selected' });
  });

  it('titles the sub-views as spec §2 does', () => {
    expect(viewTitle({ mode: 'form' })).toBe('Address');
    expect(viewTitle({ mode: 'selector', chosen: null })).toBe('Select Address');
    expect(viewTitle({ mode: 'edit', addressId: 'a' })).toBe('Edit Address');
    expect(viewTitle({ mode: 'add' })).toBe('Add Address');
  });

  it("'Change' opens the selector; cancelling a form returns to it", () => {
    const book = [saved('a', 'Shipping')];
    expect(changeView(book)).toEqual({ mode: 'selector', chosen: null });
    expect(cancelFormView(book, true)).toEqual({ mode: 'selector', chosen: null });
    // A guest has no selector: Change edits the cart's address, Cancel returns to it.
    expect(changeView([])).toEqual({ mode: 'edit', addressId: null });
    expect(cancelFormView([], true)).toEqual({ mode: 'selected' });
    expect(cancelFormView([], false)).toEqual({ mode: 'form' });
  });

  it("selects the cart's address, else the default one", () => {
    const book = [saved('a', 'Shipping'), saved('b', 'Shipping', true)];
    expect(selectedAddress(book, cartAddress('a'))?.id).toBe('a');
    expect(selectedAddress(book, null)?.id).toBe('b');
    expect(selectedAddress(book, cartAddress(null))).toBeNull();
  });

  it('lists the addresses of one type, defaults first', () => {
    const book = [saved('a', 'Shipping'), saved('x', 'Billing'), saved('b', 'Shipping', true)];
    expect(addressesOfType(book, 'Shipping').map((a) => a.id)).toEqual(['b', 'a']);
    expect(addressesOfType(book, 'Billing').map((a) => a.id)).toEqual(['x']);
  });

  it('reads an address with its state and country names', () => {
    const countries = [
      {
        id: 'country_in',
        name: 'India',
        iso2: 'IN',
        mobile_code: '91',
        mobile_number_length: 10,
        ships_to: true,
        states: [{ id: 'st_in_ka', name: 'Karnataka', code: 'KA' }],
      },
    ];
    const text = addressText({ ...cartAddress(null), first_name: 'Asha', last_name: 'Rao', phone: '9876543210', pincode: '570001' }, countries);
    expect(text).toEqual({ name: 'Asha Rao', lines: ['Mysuru', '570001', 'Karnataka, India'], phone: '9876543210' });
    expect(cartAddressValues(cartAddress(null))).toEqual({ state_id: 'st_in_ka', city: 'Mysuru' });
  });

  it('tells a copied billing address from another one', () => {
    const shipping = cartAddress('a');
    expect(isSameAddress(shipping, { ...shipping, address_type: 'Billing' })).toBe(true);
    expect(isSameAddress(shipping, null)).toBe(true);
    expect(isSameAddress(shipping, { ...shipping, address_type: 'Billing', city: 'Pune' })).toBe(false);
  });
});

describe('contact details', () => {
  it('starts from the cart, else from what the account proved', () => {
    const verified = contactPrefill({ phone: '9876543210', phone_verified: true, email: 'asha@example.com' });
    expect(verified).toEqual({ phone: '9876543210', email: 'asha@example.com' });
    expect(contactPrefill({ phone: '9876543210', phone_verified: false, email: null })).toEqual({ phone: null, email: null });
    expect(contactPrefill(null)).toEqual({ phone: null, email: null });
    expect(initialContact({ phone: null, email: null }, verified)).toEqual({ phone: '9876543210', email: 'asha@example.com' });
    expect(initialContact({ phone: '9000000001', email: null }, verified)).toEqual({ phone: '9000000001', email: 'asha@example.com' });
    expect(initialContact({ phone: null, email: null }, null)).toEqual({ phone: '', email: '' });
  });
  it('sends only what changed', () => {
    expect(contactChanges({ phone: '9876543210', email: '' }, { phone: '9876543210', email: null })).toBeNull();
    expect(contactChanges({ phone: '9876543210', email: 'A@b.co' }, { phone: null, email: 'a@b.co' })).toEqual({ phone: '9876543210' });
  });
});

describe('checkout settings', () => {
  it('reads booleans however they were saved', () => {
    const s = readCheckoutSettings({
      enable_guest_checkout: 1,
      order_sms_mandatory: 'true',
      allow_tnc_checkout: false,
      checkout_instruction: '  Ship by 2 pm ',
    });
    expect(s).toMatchObject({
      enable_guest_checkout: true,
      order_sms_mandatory: true,
      allow_tnc_checkout: false,
      order_email_mandatory: false,
      checkout_instruction: 'Ship by 2 pm',
    });
    expect(readCheckoutSettings(undefined).enable_guest_checkout).toBe(false);
  });
});
