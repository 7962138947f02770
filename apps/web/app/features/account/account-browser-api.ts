import type { AddressInput, AddressSaved } from '@vitrine/contracts/address';
import type { CountryAddressFields } from '@vitrine/contracts/settings';
import { type ApiResult, runCall } from '../../lib/api-result';
import { browserApi } from '../../lib/browser-api';
import { accountCalls } from './account-calls';
import type { Account, PasswordInput, ProfileInput } from './account-types';

/** The account screens' writes (and the address fields of another country), as results. */
export const accountActions = {
  updateProfile: (body: ProfileInput): Promise<ApiResult<Account>> => runCall(() => accountCalls(browserApi()).updateProfile(body)),
  updatePassword: (body: PasswordInput): Promise<ApiResult<unknown>> => runCall(() => accountCalls(browserApi()).updatePassword(body)),
  addAddress: (body: AddressInput): Promise<ApiResult<AddressSaved>> => runCall(() => browserApi().addAddress(body)),
  updateAddress: (id: string, body: AddressInput): Promise<ApiResult<AddressSaved>> => runCall(() => browserApi().updateAddress(id, body)),
  getAddressFields: (countryId: string): Promise<ApiResult<CountryAddressFields>> => runCall(() => accountCalls(browserApi()).getAddressFields(countryId)),
};
