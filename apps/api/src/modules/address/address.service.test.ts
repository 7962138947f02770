import { AddressMessages, MAX_ADDRESSES_PER_CUSTOMER } from '@vitrine/contracts/address';
import { AddressFieldMessages, PINCODE_MESSAGE } from '@vitrine/contracts/address-rules';
import { Messages } from '@vitrine/contracts/messages';
import { postalCodeError } from '@vitrine/contracts/postal-code';
import { describe, expect, it } from 'vitest';
import { AppError } from '../../lib/app-error.ts';
import { describeEachDatabase, useTestApp } from '../../test/test-app.ts';
import * as address from './address.service.ts';
import { indiaAddress, insertTestCustomer, usAddress } from './address-fixtures.ts';

/** The AppError a call throws (fails the test when it does not throw one). */
async function appError(promise: Promise<unknown>): Promise<AppError> {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(AppError);
  return error as AppError;
}

describeEachDatabase('address service', (dialect) => {
  const t = useTestApp(dialect);
  let n = 0;
  const newCustomer = () => insertTestCustomer(t.db, `cus_addr_${++n}`);

  describe('validateAddress: dynamic fields per country and address type', () => {
    it('names every missing required field of the country under its column_name', async () => {
      const error = await appError(address.validateAddress(t.db, { address_type: 'Shipping', country_id: 'country_in' }));
      expect(error.httpStatus).toBe(422);
      expect(error.message).toBe(Messages.fieldRequired);
      expect(Object.keys(error.errors ?? {}).sort()).toEqual(['address_line_1', 'city', 'first_name', 'last_name', 'phone', 'pincode', 'state_id'].sort());
      for (const messages of Object.values(error.errors ?? {})) expect(messages).toEqual([Messages.fieldRequired]);
    });

    it("asks for the US zip, not India's pincode, and drops fields the country does not have", async () => {
      const error = await appError(address.validateAddress(t.db, usAddress({ zip: undefined, pincode: '560001' })));
      expect(error.errors).toEqual({ zip: [Messages.fieldRequired] });
      const valid = await address.validateAddress(t.db, usAddress({ pincode: '560001' }));
      expect(valid.fields).not.toHaveProperty('pincode');
      expect(valid.fields.zip).toBe('94105');
    });

    it('keeps the Billing-only GSTIN for Billing addresses only', async () => {
      const billing = await address.validateAddress(t.db, indiaAddress({ address_type: 'Billing', gstin: '29ABCDE1234F1Z5' }));
      expect(billing.fields.gstin).toBe('29ABCDE1234F1Z5');
      const shipping = await address.validateAddress(t.db, indiaAddress({ gstin: '29ABCDE1234F1Z5' }));
      expect(shipping.fields).not.toHaveProperty('gstin');
    });

    it('trims values, accepts numbers, ignores unknown keys and total_mrp, leaves out empty optional fields', async () => {
      const valid = await address.validateAddress(
        t.db,
        indiaAddress({ first_name: '  Asha  ', pincode: 560001, address_line_2: '   ', total_mrp: 1200, is_admin: true, id: 'x' }),
      );
      expect(valid.fields).toEqual({
        first_name: 'Asha',
        last_name: 'Rao',
        phone: '9876543210',
        address_line_1: '12 MG Road',
        city: 'Bengaluru',
        pincode: '560001',
      });
      expect(valid).toMatchObject({ address_type: 'Shipping', country_id: 'country_in', state_id: 'st_in_ka' });
    });

    it('refuses values over the length cap, non-text values and a blank required value', async () => {
      const error = await appError(address.validateAddress(t.db, indiaAddress({ city: 'x'.repeat(256), last_name: { a: 1 } as never, first_name: '   ' })));
      expect(error.errors).toEqual({
        city: [Messages.maxLength(255)],
        last_name: [Messages.fieldNotValid],
        first_name: [Messages.fieldRequired],
      });
    });

    it("checks the postal code by the country's rule: India's pincode, the US ZIP, the UK postcode", async () => {
      for (const pincode of ['abc', '000000', '999999']) {
        expect((await appError(address.validateAddress(t.db, indiaAddress({ pincode })))).errors, pincode).toEqual({ pincode: [PINCODE_MESSAGE] });
      }
      expect((await appError(address.validateAddress(t.db, usAddress({ zip: 'abc' })))).errors).toEqual({ zip: [postalCodeError('abc', 'US')] });
      const uk = { country_id: 'country_gb', state_id: 'st_gb_eng', phone: '7700900123', city: 'London' };
      expect((await appError(address.validateAddress(t.db, usAddress({ ...uk, zip: '12345' })))).errors).toEqual({ zip: [postalCodeError('12345', 'GB')] });
      expect((await address.validateAddress(t.db, usAddress({ ...uk, zip: 'sw1a 1aa' }))).fields.zip).toBe('sw1a 1aa');
    });

    it("takes an address in any of India's 28 states and 8 union territories", async () => {
      for (const state_id of ['st_in_pb', 'st_in_as', 'st_in_jk', 'st_in_la', 'st_in_py', 'st_in_dh']) {
        expect((await address.validateAddress(t.db, indiaAddress({ state_id, pincode: '141001' }))).state_id).toBe(state_id);
      }
    });

    it("checks a phone field against the country's mobile number length, saying what to type", async () => {
      for (const phone of ['98765abcde', '98765', '987654321012']) {
        const error = await appError(address.validateAddress(t.db, indiaAddress({ phone })));
        expect(error.errors, phone).toEqual({ phone: [AddressFieldMessages.mobileNumber(10)] });
      }
      // An empty required phone keeps the default rule message.
      expect((await appError(address.validateAddress(t.db, indiaAddress({ phone: '' })))).errors).toEqual({ phone: [Messages.fieldRequired] });
    });

    it('needs a state of the chosen country', async () => {
      const foreign = await appError(address.validateAddress(t.db, indiaAddress({ state_id: 'st_us_ca' })));
      expect(foreign.errors).toEqual({ state_id: [AddressMessages.stateNotInCountry] });
      const unknown = await appError(address.validateAddress(t.db, indiaAddress({ state_id: 'st_nowhere' })));
      expect(unknown.errors).toEqual({ state_id: [AddressMessages.stateNotInCountry] });
      const missing = await appError(address.validateAddress(t.db, indiaAddress({ state_id: null })));
      expect(missing.errors).toEqual({ state_id: [Messages.fieldRequired] });
    });

    it('refuses an unknown country or address type, and accepts an ISO code for the country', async () => {
      const country = await appError(address.validateAddress(t.db, indiaAddress({ country_id: 'country_zz' })));
      expect(country.errors).toEqual({ country_id: [Messages.fieldNotValid] });
      const type = await appError(address.validateAddress(t.db, indiaAddress({ address_type: 'Office' as never })));
      expect(type.errors).toEqual({ address_type: [Messages.fieldNotValid] });
      const noType = await appError(address.validateAddress(t.db, indiaAddress({ address_type: undefined as never })));
      expect(noType.errors).toEqual({ address_type: [Messages.fieldRequired] });
      expect((await address.validateAddress(t.db, indiaAddress({ country_id: 'in' }))).country_id).toBe('country_in');
    });

    it('refuses bodies that are not objects', async () => {
      for (const body of [null, 'address', 42, []]) {
        expect((await appError(address.validateAddress(t.db, body))).httpStatus).toBe(422);
      }
    });
  });

  describe('default addresses: one per customer and address type', () => {
    it("makes a customer's first address of each type its default", async () => {
      const customer = await newCustomer();
      const first = await address.addAddress(t.db, customer, indiaAddress());
      expect(first.address.is_default).toBe(true);
      const second = await address.addAddress(t.db, customer, indiaAddress({ city: 'Mysuru' }));
      expect(second.address.is_default).toBe(false);
      const billing = await address.addAddress(t.db, customer, indiaAddress({ address_type: 'Billing' }));
      expect(billing.address.is_default).toBe(true);
      expect(billing.addresses).toHaveLength(3);
    });

    it('moves the default flag within the same type only', async () => {
      const customer = await newCustomer();
      const a = (await address.addAddress(t.db, customer, indiaAddress())).address;
      const billing = (await address.addAddress(t.db, customer, indiaAddress({ address_type: 'Billing' }))).address;
      const b = await address.addAddress(t.db, customer, indiaAddress({ city: 'Mysuru', is_default: true }));
      const flags = Object.fromEntries(b.addresses.map((x) => [x.id, x.is_default]));
      expect(flags).toEqual({ [a.id]: false, [billing.id]: true, [b.address.id]: true });
      // Defaults come first in the list.
      expect(b.addresses.slice(0, 2).every((x) => x.is_default)).toBe(true);

      const back = await address.updateAddress(t.db, customer, a.id, indiaAddress({ default: true }));
      const after = Object.fromEntries(back.addresses.map((x) => [x.id, x.default]));
      expect(after).toEqual({ [a.id]: true, [billing.id]: true, [b.address.id]: false });
    });

    it('keeps the flag of an edited address when the body leaves it out, and lets a customer clear it', async () => {
      const customer = await newCustomer();
      const a = (await address.addAddress(t.db, customer, indiaAddress())).address;
      const edited = await address.updateAddress(t.db, customer, a.id, indiaAddress({ city: 'Hubballi' }));
      expect(edited.address).toMatchObject({ is_default: true, city: 'Hubballi', fields: expect.objectContaining({ city: 'Hubballi' }) });
      const cleared = await address.updateAddress(t.db, customer, a.id, indiaAddress({ is_default: false }));
      expect(cleared.address.is_default).toBe(false);
    });

    it('replaces the fields on update, including a change of country', async () => {
      const customer = await newCustomer();
      const a = (await address.addAddress(t.db, customer, indiaAddress())).address;
      const moved = (await address.updateAddress(t.db, customer, a.id, usAddress())).address;
      expect(moved).toMatchObject({ country_id: 'country_us', state_id: 'st_us_ca', zip: '94105' });
      expect(moved.country).toEqual({ id: 'country_us', name: 'United States', iso2: 'US' });
      expect(moved.state).toEqual({ id: 'st_us_ca', name: 'California', code: 'CA' });
      expect(moved.fields).not.toHaveProperty('pincode');
      expect(moved).not.toHaveProperty('pincode');
    });
  });

  describe('ownership and limits', () => {
    it("answers 404 for another customer's address and leaves it unchanged", async () => {
      const owner = await newCustomer();
      const other = await newCustomer();
      const a = (await address.addAddress(t.db, owner, indiaAddress())).address;
      const error = await appError(address.updateAddress(t.db, other, a.id, indiaAddress({ city: 'Elsewhere' })));
      expect(error.httpStatus).toBe(404);
      expect(error.message).toBe(AddressMessages.notFound);
      expect((await address.listAddresses(t.db, owner))[0]?.city).toBe('Bengaluru');
      expect(await address.listAddresses(t.db, other)).toEqual([]);
    });

    it(`refuses more than ${MAX_ADDRESSES_PER_CUSTOMER} addresses`, async () => {
      const customer = await newCustomer();
      const rows = Array.from({ length: MAX_ADDRESSES_PER_CUSTOMER }, (_, i) => ({
        id: `adr_cap_${dialect}_${i}`,
        customer_id: customer,
        address_type: 'Shipping',
        is_default: 0,
        country_id: 'country_in',
        state_id: 'st_in_ka',
        fields: '{}',
        created_at: new Date().toISOString(),
        updated_at: new Date().toISOString(),
      }));
      await t.db.kysely.insertInto('addresses').values(rows).execute();
      const error = await appError(address.addAddress(t.db, customer, indiaAddress()));
      expect(error.httpStatus).toBe(400);
      expect(error.message).toBe(AddressMessages.limitReached);
    });

    it("deleting a customer deletes the customer's addresses and wishlist", async () => {
      const customer = await newCustomer();
      await address.addAddress(t.db, customer, indiaAddress());
      const product = await t.db.kysely.selectFrom('products').select('id').where('is_published', '=', 1).executeTakeFirstOrThrow();
      await t.db.kysely.insertInto('wishlist_items').values({ customer_id: customer, product_id: product.id, created_at: new Date().toISOString() }).execute();
      await t.db.kysely.deleteFrom('customers').where('id', '=', customer).execute();
      expect(await address.listAddresses(t.db, customer)).toEqual([]);
      const left = await t.db.kysely.selectFrom('wishlist_items').select('product_id').where('customer_id', '=', customer).execute();
      expect(left).toEqual([]);
    });

    it('filters the list by address type', async () => {
      const customer = await newCustomer();
      await address.addAddress(t.db, customer, indiaAddress());
      await address.addAddress(t.db, customer, indiaAddress({ address_type: 'Billing' }));
      const billing = await address.listAddresses(t.db, customer, 'Billing');
      expect(billing.map((a) => a.address_type)).toEqual(['Billing']);
    });
  });
});
