import type { ApiClient } from '@vitrine/contracts/api-client';
import type { ApiRequest, ApiResponse } from '@vitrine/contracts/api-transport';
import { RouterContextProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { apiContext } from '../../lib/api-context';
import { loadAccountPane } from './account.server';
import { accountContext, requireCustomer } from './account-guard.server';

const customer = { id: 'cus_1', first_name: 'Asha', last_name: 'Rao' };

/** A client whose `call` answers by path; unknown paths fail like a server error. */
function fakeApi(answers: Record<string, ApiResponse>, seen: string[] = []): ApiClient {
  const call = async (req: ApiRequest) => {
    seen.push(`${req.method} ${req.path}`);
    return answers[req.path] ?? { statusCode: 500, body: { status: 'error', message: 'boom', data: null }, setCookies: [] };
  };
  return {
    call,
    getAccount: () => call({ method: 'GET', path: '/api/account/get' }),
    getAccessLogs: () => call({ method: 'GET', path: '/api/account/access-logs' }),
    getWishlist: () => call({ method: 'GET', path: '/api/wishlist/get' }),
    getAddresses: () => call({ method: 'GET', path: '/api/address/all' }),
    getCountries: () => call({ method: 'GET', path: '/api/settings/countries' }),
    getAddressFields: (country?: string) =>
      call({ method: 'GET', path: country ? `/api/settings/address-fields/${encodeURIComponent(country)}` : '/api/settings/address-fields' }),
  } as unknown as ApiClient;
}
const ok = (data: unknown): ApiResponse => ({ statusCode: 200, body: { status: 'success', message: '', data }, setCookies: [] });
const guest: ApiResponse = { statusCode: 401, body: { status: 'error', message: 'Please login to continue', data: null }, setCookies: [] };

async function runGuard(api: ApiClient, url: string) {
  const context = new RouterContextProvider();
  context.set(apiContext, api);
  const next = async () => new Response('page');
  const args = { request: new Request(url), context, params: {}, unstable_pattern: '' } as unknown as Parameters<typeof requireCustomer>[0];
  const response = await Promise.resolve(requireCustomer(args, next)).catch((thrown: unknown) => thrown);
  return { response: response as Response, context };
}

describe('account login guard (spec §6, on the server)', () => {
  it('sends a guest home with the login dialog and this page as the way back', async () => {
    const { response } = await runGuard(fakeApi({ '/api/account/get': guest }), 'http://shop.test/account/addresses?tab=1');
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toBe('/?login=1&redirectTo=%2Faccount%2Faddresses%3Ftab%3D1');
  });

  it('lets a customer through, keeps the account for the loaders, and marks the page private', async () => {
    const { response, context } = await runGuard(fakeApi({ '/api/account/get': ok(customer) }), 'http://shop.test/account');
    expect(await response.text()).toBe('page');
    expect(response.headers.get('cache-control')).toBe('private, no-store');
    expect(context.get(accountContext)).toEqual(customer);
  });

  it('does not pass an API failure off as a guest', async () => {
    const { response } = await runGuard(fakeApi({}), 'http://shop.test/account');
    expect(response).toBeInstanceOf(Error);
  });
});

describe('account pane loaders', () => {
  const args = (api: ApiClient, path = '/account/wishlist') => ({
    api,
    account: customer as never,
    request: new Request(`http://shop.test${path}`),
    store: { mobileNumberLength: 10, mobileCode: '+91' },
  });

  it('loads the wishlist pane, and redirects when the session ended meanwhile', async () => {
    const wishlist = { items: [], product_ids: [], count: 0 };
    expect(await loadAccountPane('wishlist', args(fakeApi({ '/api/wishlist/get': ok(wishlist) })))).toMatchObject({ pane: 'wishlist', wishlist });
    const thrown = await loadAccountPane('wishlist', args(fakeApi({ '/api/wishlist/get': guest }))).catch((e: unknown) => e);
    expect((thrown as Response).headers.get('location')).toBe('/?login=1&redirectTo=%2Faccount%2Fwishlist');
  });

  it('loads the address book with the fields of every country in use', async () => {
    const seen: string[] = [];
    const inFields = { country: { id: 'country_in', name: 'India', iso2: 'IN' }, fields: { Shipping: [] } };
    const usFields = { country: { id: 'country_us', name: 'United States', iso2: 'US' }, fields: { Shipping: [] } };
    const api = fakeApi(
      {
        '/api/address/all': ok([
          { id: 'a', country_id: 'country_us' },
          { id: 'b', country_id: 'country_in' },
        ]),
        '/api/settings/countries': ok([]),
        '/api/settings/address-fields': ok(inFields),
        '/api/settings/address-fields/country_us': ok(usFields),
      },
      seen,
    );
    const pane = await loadAccountPane('addresses', args(api, '/account/addresses'));
    expect(pane).toMatchObject({ pane: 'addresses', addressFields: [inFields, usFields] });
    expect(seen.filter((s) => s.includes('address-fields'))).toHaveLength(2);
  });

  it('formats access log times in UTC on the server', async () => {
    const logs = [{ id: 'l1', method: 'otp', device: 'Chrome on Windows', user_agent: null, ip: '203.0.113.9', created_at: '2025-11-22T03:40:00.000Z' }];
    const pane = await loadAccountPane('security', args(fakeApi({ '/api/account/access-logs': ok(logs) }), '/account/security'));
    expect(pane).toMatchObject({ pane: 'security', accessLogs: [{ id: 'l1', time: '22 Nov 2025, 03:40' }] });
  });

  it('answers 404 for an unknown pane', async () => {
    const thrown = await loadAccountPane('nope', args(fakeApi({}))).catch((e: unknown) => e);
    expect((thrown as { init?: { status?: number } }).init?.status).toBe(404);
  });
});
