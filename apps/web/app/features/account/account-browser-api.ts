import type { AddressInput, AddressSaved } from '@vitrine/contracts/address';
import { type ApiClient, createApiClient } from '@vitrine/contracts/api-client';
import { createHttpTransport } from '@vitrine/contracts/api-transport';
import { type ApiResult, runCall } from '../../lib/api-result';
import { accountCalls } from './account-calls';
import type { Account, PasswordInput, ProfileInput } from './account-types';
import type { CountryAddressFields } from '@vitrine/contracts/settings';

let client: ApiClient | null = null;

/** The typed API client in the browser: same origin, so the session cookie goes along. */
function api(): ApiClient {
  client ??= createApiClient(createHttpTransport(window.location.origin));
  return client;
}

/** The account screens' writes (and the address fields of another country), as results. */
export const accountActions = {
  updateProfile: (body: ProfileInput): Promise<ApiResult<Account>> => runCall(() => accountCalls(api()).updateProfile(body)),
  updatePassword: (body: PasswordInput): Promise<ApiResult<unknown>> => runCall(() => accountCalls(api()).updatePassword(body)),
  addAddress: (body: AddressInput): Promise<ApiResult<AddressSaved>> => runCall(() => api().addAddress(body)),
  updateAddress: (id: string, body: AddressInput): Promise<ApiResult<AddressSaved>> => runCall(() => api().updateAddress(id, body)),
  getAddressFields: (countryId: string): Promise<ApiResult<CountryAddressFields>> =>
    runCall(() => accountCalls(api()).getAddressFields(countryId)),
};
