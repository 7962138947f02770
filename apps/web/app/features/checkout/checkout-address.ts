import type { SavedAddress } from '@vitrine/contracts/address';
import type { AddressType } from '@vitrine/contracts/address-rules';
import type { CartAddress } from '@vitrine/contracts/cart';
import type { CountryOption } from '@vitrine/contracts/settings';

// spec §4 "Address views exist per shipping or billing": the sub-views of one address and how
// the shopper moves between them. Pure (checkout-address.test.ts).

export type AddressView =
  /** No saved address: the form (title 'Address', activity label 'Save Address'). */
  | { mode: 'form' }
  /** The selected address with 'Change'. */
  | { mode: 'selected' }
  /** The saved addresses to choose from; `chosen` differs from the selected one: confirm buttons. */
  | { mode: 'selector'; chosen: string | null }
  /** A saved address (or, for a guest, the cart's) in the form, with the default option. */
  | { mode: 'edit'; addressId: string | null }
  /** An empty form. */
  | { mode: 'add' };

/** spec §2 sub-view titles. */
export function viewTitle(view: AddressView): string {
  switch (view.mode) {
    case 'form':
    case 'selected':
      return 'Address';
    case 'selector':
      return 'Select Address';
    case 'edit':
      return 'Edit Address';
    case 'add':
      return 'Add Address';
  }
}

/** spec §4: with no saved addresses the form is shown, otherwise the selected address. */
export function initialView(saved: readonly SavedAddress[], cartAddress: CartAddress | null): AddressView {
  return saved.length > 0 || cartAddress ? { mode: 'selected' } : { mode: 'form' };
}

/** 'Change': the selector, or for a guest (no address book) the cart's address in the form. */
export function changeView(saved: readonly SavedAddress[]): AddressView {
  return saved.length > 0 ? { mode: 'selector', chosen: null } : { mode: 'edit', addressId: null };
}

/** Cancelling a form returns to the selector (spec §4); a guest's edit returns to the selected address. */
export function cancelFormView(saved: readonly SavedAddress[], hasSelected: boolean): AddressView {
  if (saved.length > 0) return { mode: 'selector', chosen: null };
  return hasSelected ? { mode: 'selected' } : { mode: 'form' };
}

/** The saved addresses an address of this type may be chosen from: defaults first. */
export function addressesOfType(addresses: readonly SavedAddress[], type: AddressType): SavedAddress[] {
  const rank = (a: SavedAddress) => (a.is_default || a.default ? 0 : 1);
  return addresses.filter((a) => a.address_type === type).sort((a, b) => rank(a) - rank(b) || (b.updated_at ?? '').localeCompare(a.updated_at ?? ''));
}

/** spec §4: the selected address is the one matching the cart's address, else the default one. */
export function selectedAddress(saved: readonly SavedAddress[], cartAddress: CartAddress | null): SavedAddress | null {
  const id = cartAddress?.address_id;
  if (id) {
    const match = saved.find((a) => a.id === id);
    if (match) return match;
  }
  if (cartAddress) return null;
  return saved.find((a) => a.is_default || a.default) ?? null;
}

export interface AddressText {
  name: string;
  lines: string[];
  phone: string | null;
}

const NAME_COLUMNS = ['first_name', 'last_name'];
const PHONE_COLUMNS = ['phone', 'mobile', 'mobile_number'];
const HIDDEN_COLUMNS = new Set(['address_type', 'address_id', 'country_id', 'state_id', 'id', 'is_default', 'default', 'customer_id']);

/** A cart or order address as text: the name, its lines, state and country names, the phone. */
export function addressText(address: Record<string, unknown>, countries: readonly CountryOption[] = []): AddressText {
  const value = (column: string) => {
    const v = address[column];
    return typeof v === 'string' || typeof v === 'number' ? String(v).trim() : '';
  };
  const lines: string[] = [];
  for (const column of Object.keys(address)) {
    if (HIDDEN_COLUMNS.has(column) || NAME_COLUMNS.includes(column) || PHONE_COLUMNS.includes(column)) continue;
    const v = value(column);
    if (v) lines.push(v);
  }
  const country = countries.find((c) => c.id === value('country_id'));
  const state = country?.states.find((s) => s.id === value('state_id'));
  const region = [state?.name, country?.name].filter(Boolean).join(', ');
  if (region) lines.push(region);
  return {
    name: NAME_COLUMNS.map(value).filter(Boolean).join(' '),
    lines: [...new Set(lines)],
    phone: PHONE_COLUMNS.map(value).find(Boolean) ?? null,
  };
}

/** A guest's cart address as the form's starting values. */
export function cartAddressValues(address: CartAddress | null): Record<string, string> | undefined {
  if (!address) return undefined;
  const values: Record<string, string> = {};
  for (const [key, v] of Object.entries(address)) {
    if (key === 'address_type' || key === 'address_id' || key === 'country_id') continue;
    if (typeof v === 'string' || typeof v === 'number') values[key] = String(v);
  }
  return values;
}
