import type { SavedAddress } from '@vitrine/contracts/address';
import type { AddressField } from '@vitrine/contracts/address-rules';
import type { CountryAddressFields } from '@vitrine/contracts/settings';
import { describe, expect, it } from 'vitest';
import {
  addressInput,
  addressLines,
  availableTypes,
  changeCountry,
  fieldsForType,
  initialAddressForm,
  inputFields,
  phoneField,
  placeServerErrors,
  refreshErrors,
  sortAddresses,
  stateField,
  validateAddressForm,
} from './address-rules';

const f = (column_name: string, label: string, is_required: boolean, field_type = 'text'): AddressField => ({ column_name, label, is_required, field_type });

// The seeded shapes: India's Billing adds an optional GSTIN; the US calls its postal field zip.
const india: CountryAddressFields = {
  country: { id: 'country_in', name: 'India', iso2: 'IN' },
  fields: {
    Shipping: [
      f('first_name', 'First name', true),
      f('last_name', 'Last name', true),
      f('phone', 'Mobile number', true, 'tel'),
      f('address_line_1', 'Flat, house no., building', true),
      f('address_line_2', 'Area, street, landmark', false),
      f('city', 'City', true),
      f('pincode', 'Pincode', true),
      f('state_id', 'State', true, 'select'),
    ],
    Billing: [
      f('first_name', 'First name', true),
      f('last_name', 'Last name', true),
      f('phone', 'Mobile number', true, 'tel'),
      f('address_line_1', 'Flat, house no., building', true),
      f('city', 'City', true),
      f('pincode', 'Pincode', true),
      f('state_id', 'State', true, 'select'),
      f('gstin', 'GSTIN (optional)', false),
    ],
  },
};
const indiaCountry = { states: [{ id: 'st_in_ka', name: 'Karnataka', code: 'KA' }], mobile_number_length: 10 };

const filled = {
  first_name: 'Asha',
  last_name: 'Rao',
  phone: '9876543210',
  address_line_1: '12 MG Road',
  city: 'Bengaluru',
  pincode: '560001',
};

describe('address form rules (spec §3 dynamic fields per country and type)', () => {
  it('takes the fields of the selected address type, the state apart from the typed fields', () => {
    expect(inputFields(fieldsForType(india, 'Billing')).map((x) => x.column_name)).toContain('gstin');
    expect(inputFields(fieldsForType(india, 'Shipping')).map((x) => x.column_name)).not.toContain('gstin');
    expect(inputFields(fieldsForType(india, 'Shipping')).map((x) => x.column_name)).not.toContain('state_id');
    expect(stateField(fieldsForType(india, 'Shipping'))).toMatchObject({ label: 'State', is_required: true });
    expect(fieldsForType(undefined, 'Shipping')).toEqual([]);
    expect(availableTypes(india)).toEqual(['Shipping', 'Billing']);
    expect(availableTypes({ ...india, fields: { Shipping: india.fields.Shipping } })).toEqual(['Shipping']);
  });

  it("requires every required field of the country and type with 'This field is required'", () => {
    const form = initialAddressForm(null, { countryId: 'country_in' });
    const errors = validateAddressForm(form, fieldsForType(india, 'Shipping'), indiaCountry);
    expect(errors).toEqual({
      first_name: 'This field is required',
      last_name: 'This field is required',
      phone: 'This field is required',
      address_line_1: 'This field is required',
      city: 'This field is required',
      pincode: 'This field is required',
      state_id: 'This field is required',
    });
    expect(errors).not.toHaveProperty('address_line_2');
  });

  it('passes a filled form; optional fields may stay empty; blanks do not count as filled', () => {
    const form = { ...initialAddressForm(null, { countryId: 'country_in' }), state_id: 'st_in_ka', values: { ...filled } };
    expect(validateAddressForm(form, fieldsForType(india, 'Billing'), indiaCountry)).toEqual({});
    const blank = { ...form, values: { ...filled, city: '   ' } };
    expect(validateAddressForm(blank, fieldsForType(india, 'Billing'), indiaCountry)).toEqual({ city: 'This field is required' });
  });

  it("checks the postal code by the selected country's rule, as the API does", () => {
    const zipOnly = [f('zip', 'ZIP code', true)];
    const us = { iso2: 'US', states: [], mobile_number_length: 10 };
    const form = { ...initialAddressForm(null, { countryId: 'country_us' }), values: { zip: 'abc' } };
    expect(validateAddressForm(form, zipOnly, us)).toEqual({ zip: 'Enter a valid 5-digit ZIP code' });
    expect(validateAddressForm({ ...form, values: { zip: '94105' } }, zipOnly, us)).toEqual({});
    const base = { ...initialAddressForm(null, { countryId: 'country_in' }), state_id: 'st_in_ka' };
    expect(validateAddressForm({ ...base, values: { ...filled, pincode: '999999' } }, fieldsForType(india, 'Shipping'), indiaCountry).pincode).toBe(
      'Enter a valid 6-digit pincode',
    );
  });

  it('checks a phone field as the country mobile number', () => {
    const base = { ...initialAddressForm(null, { countryId: 'country_in' }), state_id: 'st_in_ka' };
    const fields = fieldsForType(india, 'Shipping');
    expect(validateAddressForm({ ...base, values: { ...filled, phone: '98765abc' } }, fields, indiaCountry).phone).toBe('Enter a 10-digit mobile number');
    expect(validateAddressForm({ ...base, values: { ...filled, phone: '98765' } }, fields, indiaCountry).phone).toBe('Enter a 10-digit mobile number');
    expect(validateAddressForm({ ...base, values: { ...filled, phone: '987654321012' } }, fields, indiaCountry).phone).toBe('Enter a 10-digit mobile number');
  });

  it('needs a country, and a state only when the list requires one and the country has states', () => {
    const form = { ...initialAddressForm(null, { countryId: '' }), values: { ...filled } };
    expect(validateAddressForm(form, fieldsForType(india, 'Shipping'), undefined)).toEqual({ country_id: 'This field is required' });
    const optionalState = [...inputFields(fieldsForType(india, 'Shipping')), f('state_id', 'State', false, 'select')];
    expect(validateAddressForm({ ...form, country_id: 'country_in' }, optionalState, indiaCountry)).toEqual({});
  });

  it("sends the fixed keys and this form's fields only, trimmed, empty optional ones left out", () => {
    const form = {
      ...initialAddressForm(null, { countryId: 'country_in', type: 'Billing' }),
      state_id: 'st_in_ka',
      is_default: true,
      values: { ...filled, city: ' Bengaluru ', gstin: '', stale_column: 'x' },
    };
    expect(addressInput(form, fieldsForType(india, 'Billing'))).toEqual({
      address_type: 'Billing',
      country_id: 'country_in',
      state_id: 'st_in_ka',
      is_default: true,
      ...filled,
    });
  });

  it('starts an edit from the saved address and drops the state when the country changes', () => {
    const saved = savedAddress({ id: 'adr_1', is_default: true, default: true });
    const form = initialAddressForm(saved, { countryId: 'country_in' });
    expect(form).toEqual({ address_type: 'Shipping', country_id: 'country_in', state_id: 'st_in_ka', is_default: true, values: { ...filled } });
    expect(changeCountry(form, 'country_us')).toMatchObject({ country_id: 'country_us', state_id: '', values: { ...filled } });
    expect(changeCountry(form, 'country_in')).toBe(form);
  });

  it('lists default addresses first, then the latest changed', () => {
    const list = [
      savedAddress({ id: 'old', updated_at: '2025-01-01T00:00:00Z' }),
      savedAddress({ id: 'billing-default', address_type: 'Billing', is_default: true, default: true }),
      savedAddress({ id: 'new', updated_at: '2025-06-01T00:00:00Z' }),
      savedAddress({ id: 'shipping-default', is_default: true, default: true }),
    ];
    expect(sortAddresses(list).map((a) => a.id)).toEqual(['shipping-default', 'billing-default', 'new', 'old']);
  });

  it('prints an address as name, lines in field order, region and phone', () => {
    const lines = addressLines(savedAddress({}), fieldsForType(india, 'Shipping'));
    expect(lines).toEqual({ name: 'Asha Rao', lines: ['12 MG Road', 'Bengaluru', '560001', 'Karnataka, India'], phone: '9876543210' });
  });

  it('puts server field errors under known fields and the rest in one message', () => {
    const placed = placeServerErrors(
      { pincode: 'This field is not valid', state_id: 'Choose a state of the selected country', other: 'Odd' },
      fieldsForType(india, 'Shipping'),
    );
    expect(placed).toEqual({ errors: { pincode: 'This field is not valid', state_id: 'Choose a state of the selected country' }, message: 'Odd' });
  });
});

function savedAddress(over: Partial<SavedAddress>): SavedAddress {
  return {
    id: 'adr',
    address_id: 'adr',
    address_type: 'Shipping',
    default: false,
    is_default: false,
    country_id: 'country_in',
    state_id: 'st_in_ka',
    country: { id: 'country_in', name: 'India', iso2: 'IN' },
    state: { id: 'st_in_ka', name: 'Karnataka', code: 'KA' },
    fields: { ...filled },
    created_at: '2025-01-01T00:00:00Z',
    updated_at: '2025-03-01T00:00:00Z',
    ...over,
  };
}

describe('validateAddressForm with the checkout message', () => {
  it("says '{label} is empty' for empty required fields (spec §5 checkout steps)", () => {
    const fields: AddressField[] = [
      { column_name: 'first_name', label: 'First name', is_required: true, field_type: 'text' },
      { column_name: 'pincode', label: 'Pincode', is_required: true, field_type: 'text' },
      { column_name: 'state_id', label: 'State', is_required: true, field_type: 'select' },
    ];
    const form = initialAddressForm(null, { countryId: 'country_in' });
    const country = { states: [{ id: 'st', name: 'Karnataka', code: 'KA' }], mobile_number_length: 10 };
    expect(validateAddressForm(form, fields, country, { emptyMessage: (label) => `${label} is empty` })).toEqual({
      first_name: 'First name is empty',
      pincode: 'Pincode is empty',
      state_id: 'State is empty',
    });
  });
});

describe('the checkout address form (issue 29)', () => {
  const checkout = { emptyMessage: (label: string) => `${label} is empty` };
  const base = { ...initialAddressForm(null, { countryId: 'country_in' }), values: { ...filled, phone: '98765' } };
  const fields = fieldsForType(india, 'Shipping');

  it('shows every error at once, in words a person would use', () => {
    expect(validateAddressForm({ ...base, values: { ...base.values, city: ' ' } }, fields, indiaCountry, checkout)).toEqual({
      phone: 'Enter a 10-digit mobile number',
      city: 'City is empty',
      state_id: 'State is empty',
    });
  });

  it('leaves the phone to the contact field when the page asks for it once', () => {
    expect(phoneField(fields)?.column_name).toBe('phone');
    expect(phoneField(inputFields(fields).filter((x) => x.field_type !== 'tel'))).toBeNull();
    expect(validateAddressForm(base, fields, indiaCountry, { ...checkout, skip: ['phone'] })).toEqual({ state_id: 'State is empty' });
  });

  it('clears the error of a field once it is fixed, and keeps the others', () => {
    const shown = validateAddressForm(base, fields, indiaCountry, checkout);
    const stateChosen = { ...base, state_id: 'st_in_ka' };
    const after = refreshErrors(shown, validateAddressForm(stateChosen, fields, indiaCountry, checkout), ['state_id']);
    expect(after).toEqual({ phone: 'Enter a 10-digit mobile number' });
    // A field emptied again shows its error again; untouched fields are not re-judged.
    const cityEmptied = { ...stateChosen, values: { ...stateChosen.values, city: '' } };
    expect(refreshErrors(after, validateAddressForm(cityEmptied, fields, indiaCountry, checkout), ['city'])).toEqual({
      phone: 'Enter a 10-digit mobile number',
      city: 'City is empty',
    });
  });
});
