import { AddressMessages, type SavedAddress } from '@vitrine/contracts/address';
import { AddressFieldMessages, PINCODE_MESSAGE } from '@vitrine/contracts/address-rules';
import { AuthMessages } from '@vitrine/contracts/auth';
import { CookieName } from '@vitrine/contracts/cookies';
import { Messages } from '@vitrine/contracts/messages';
import { beforeAll, describe, expect, it } from 'vitest';
import { expectError, expectFieldError, expectSuccess } from '../../test/envelope-assertions.ts';
import { send } from '../../test/send.ts';
import { signInTestCustomer } from '../../test/sign-in.ts';
import { describeEachDatabase, useTestApp } from '../../test/test-app.ts';
import { indiaAddress, usAddress } from './address-fixtures.ts';

const LOGIN_REQUIRED = AuthMessages.loginRequired;
const FORGED = { cookie: `${CookieName.session}=forged-session-token` };

describeEachDatabase('address routes', (dialect) => {
  const t = useTestApp(dialect);
  let alice: { cookie: string };
  let bob: { cookie: string };

  beforeAll(async () => {
    alice = await signInTestCustomer(t.app);
    bob = await signInTestCustomer(t.app);
  });

  const call = (method: 'GET' | 'POST' | 'PUT', url: string, who?: { cookie: string }, body?: unknown) =>
    send(t.app, method, url, { payload: body, cookie: who?.cookie });
  const list = async (who: { cookie: string }, query = '') => expectSuccess<SavedAddress[]>(await call('GET', `/api/address/all${query}`, who));
  const add = async (who: { cookie: string }, body: unknown) => expectSuccess(await call('POST', '/api/address/add', who, body));

  describe('login', () => {
    it('answers 401 without a session on every route, before looking at the body', async () => {
      expectError(await call('GET', '/api/address/all'), 401, LOGIN_REQUIRED);
      expectError(await call('POST', '/api/address/add', undefined, indiaAddress()), 401, LOGIN_REQUIRED);
      expectError(await call('POST', '/api/address/add', undefined, { nonsense: true }), 401, LOGIN_REQUIRED);
      expectError(await call('PUT', '/api/address/update/adr_x', undefined, indiaAddress()), 401, LOGIN_REQUIRED);
    });

    it('answers 401 to an unknown session cookie', async () => {
      const res = await call('GET', '/api/address/all', FORGED);
      expectError(res, 401, LOGIN_REQUIRED);
    });
  });

  describe('POST /api/address/add', () => {
    it('saves an address and answers it with the whole list', async () => {
      const res = await call('POST', '/api/address/add', alice, indiaAddress({ total_mrp: 999 }));
      const data = expectSuccess(res);
      expect(res.json().message).toBe(AddressMessages.added);
      expect(data.address).toMatchObject({
        address_type: 'Shipping',
        default: true,
        is_default: true,
        country_id: 'country_in',
        state_id: 'st_in_ka',
        country: { id: 'country_in', name: 'India', iso2: 'IN' },
        state: { id: 'st_in_ka', name: 'Karnataka', code: 'KA' },
        first_name: 'Asha',
        pincode: '560001',
        fields: expect.objectContaining({ first_name: 'Asha', pincode: '560001' }),
      });
      expect(data.address.address_id).toBe(data.address.id);
      expect(data.address).not.toHaveProperty('total_mrp');
      expect(data.address).not.toHaveProperty('customer_id');
      expect(data.addresses.map((a: SavedAddress) => a.id)).toContain(data.address.id);
    });

    it('names each missing required field of the country and address type under its column_name', async () => {
      const res = await call('POST', '/api/address/add', alice, { address_type: 'Billing', country_id: 'country_us' });
      expect(expectFieldError(res, 'zip')).toEqual([Messages.fieldRequired]);
      const errors = res.json().data.errors;
      expect(Object.keys(errors).sort()).toEqual(['address_line_1', 'city', 'first_name', 'last_name', 'phone', 'state_id', 'zip']);
      expect(res.json().message).toBe(Messages.fieldRequired);
    });

    it('answers a short or lettered phone with what to type, every wrong field at once (issue 29)', async () => {
      const res = await call('POST', '/api/address/add', alice, indiaAddress({ phone: '98765', pincode: '12', city: '' }));
      expect(res.statusCode).toBe(422);
      expect(res.json().data.errors).toEqual({
        phone: ['Enter a 10-digit mobile number'],
        pincode: [PINCODE_MESSAGE],
        city: [Messages.fieldRequired],
      });
      expect(expectFieldError(await call('POST', '/api/address/add', alice, indiaAddress({ phone: '98765abcde' })), 'phone')).toEqual([
        AddressFieldMessages.mobileNumber(10),
      ]);
    });

    it('keeps the fields of the country and type only (GSTIN on Indian billing addresses)', async () => {
      const billing = await add(alice, indiaAddress({ address_type: 'Billing', gstin: '29ABCDE1234F1Z5', zip: '10001' }));
      expect(billing.address.fields).toMatchObject({ gstin: '29ABCDE1234F1Z5' });
      expect(billing.address.fields).not.toHaveProperty('zip');
      const us = await add(alice, usAddress({ gstin: '29ABCDE1234F1Z5' }));
      expect(us.address.fields).not.toHaveProperty('gstin');
      expect(us.address.zip).toBe('94105');
    });

    it('answers bad input with 422 and field errors, never 500', async () => {
      expectFieldError(await call('POST', '/api/address/add', alice, indiaAddress({ address_type: 'Home' as never })), 'address_type');
      expectFieldError(await call('POST', '/api/address/add', alice, indiaAddress({ country_id: 'country_zz' })), 'country_id');
      expectFieldError(await call('POST', '/api/address/add', alice, indiaAddress({ country_id: 7 as never })), 'country_id');
      expect(expectFieldError(await call('POST', '/api/address/add', alice, indiaAddress({ state_id: 'st_us_ca' })), 'state_id')).toEqual([
        AddressMessages.stateNotInCountry,
      ]);
      expectFieldError(await call('POST', '/api/address/add', alice, indiaAddress({ city: 'x'.repeat(300) })), 'city');
      expectFieldError(await call('POST', '/api/address/add', alice, indiaAddress({ phone: 'call me' })), 'phone');
      expectFieldError(await call('POST', '/api/address/add', alice, indiaAddress({ is_default: 'yes' as never })), 'is_default');
      for (const body of [[], 'address', 42, null]) {
        expectError(await call('POST', '/api/address/add', alice, body), 422, undefined, 'VALIDATION_FAILED');
      }
      expectError(await call('POST', '/api/address/add', alice), 422, undefined, 'VALIDATION_FAILED');
    });
  });

  describe('GET /api/address/all', () => {
    it("lists only the signed-in customer's addresses, defaults first", async () => {
      const carol = await signInTestCustomer(t.app);
      expect(await list(carol)).toEqual([]);
      await add(carol, indiaAddress());
      const second = await add(carol, indiaAddress({ city: 'Mysuru', is_default: true }));
      await add(carol, indiaAddress({ city: 'Hubballi' }));
      const addresses = await list(carol);
      expect(addresses).toHaveLength(3);
      expect(addresses[0]?.id).toBe(second.address.id);
      expect(addresses.filter((a) => a.is_default)).toHaveLength(1);
      const bobs = await list(bob);
      expect(bobs.some((a) => addresses.some((mine) => mine.id === a.id))).toBe(false);
    });

    it('filters by address type and refuses an unknown one', async () => {
      const dave = await signInTestCustomer(t.app);
      await add(dave, indiaAddress());
      await add(dave, indiaAddress({ address_type: 'Billing' }));
      expect((await list(dave, '?address_type=Billing')).map((a) => a.address_type)).toEqual(['Billing']);
      expectFieldError(await call('GET', '/api/address/all?address_type=Office', dave), 'address_type');
    });
  });

  describe('PUT /api/address/update/{id}', () => {
    it('replaces the address and answers it with the list', async () => {
      const { address } = await add(alice, indiaAddress({ city: 'Before' }));
      const res = await call('PUT', `/api/address/update/${address.id}`, alice, usAddress({ city: 'After' }));
      const data = expectSuccess(res);
      expect(res.json().message).toBe(AddressMessages.updated);
      expect(data.address).toMatchObject({ id: address.id, country_id: 'country_us', city: 'After', zip: '94105' });
      expect(data.address.fields).not.toHaveProperty('pincode');
      expect((await list(alice)).find((a) => a.id === address.id)?.city).toBe('After');
    });

    it('switches the default address of the same type and leaves the other type alone', async () => {
      const erin = await signInTestCustomer(t.app);
      const a = (await add(erin, indiaAddress())).address;
      const b = (await add(erin, indiaAddress({ city: 'Mysuru' }))).address;
      const billing = (await add(erin, indiaAddress({ address_type: 'Billing' }))).address;
      expect([a.is_default, b.is_default, billing.is_default]).toEqual([true, false, true]);
      const data = expectSuccess(await call('PUT', `/api/address/update/${b.id}`, erin, indiaAddress({ city: 'Mysuru', default: true })));
      const flags = Object.fromEntries(data.addresses.map((x: SavedAddress) => [x.id, x.is_default]));
      expect(flags).toEqual({ [a.id]: false, [b.id]: true, [billing.id]: true });
    });

    it("answers 404 to another customer's address and to an unknown id, changing nothing", async () => {
      const { address } = await add(alice, indiaAddress({ city: 'Private' }));
      expectError(await call('PUT', `/api/address/update/${address.id}`, bob, indiaAddress({ city: 'Taken' })), 404, AddressMessages.notFound, 'NOT_FOUND');
      expectError(await call('PUT', '/api/address/update/adr_missing', bob, indiaAddress()), 404, AddressMessages.notFound);
      expect((await list(alice)).find((a) => a.id === address.id)?.city).toBe('Private');
      // Not even a validation answer tells Bob the address exists.
      expectError(await call('PUT', `/api/address/update/${address.id}`, bob, {}), 404, AddressMessages.notFound);
    });

    it('answers bad input with 422', async () => {
      const { address } = await add(alice, indiaAddress());
      expectFieldError(await call('PUT', `/api/address/update/${address.id}`, alice, indiaAddress({ first_name: '' })), 'first_name');
      expectFieldError(await call('PUT', `/api/address/update/${address.id}`, alice, { country_id: 'country_in' }), 'address_type');
    });
  });
});
