import type { AddressInput, AddressSaved } from '@vitrine/contracts/address';
import { type ApiResult, runCall } from '../../lib/api-result';
import { browserApi } from '../../lib/browser-api';
import { accountCalls } from './account-calls';
import type { Account, PasswordInput, ProfileInput } from './account-types';

/** The account screens' writes as results. */
export const accountActions = {
  updateProfile: (body: ProfileInput): Promise<ApiResult<Account>> => runCall(() => accountCalls(browserApi()).updateProfile(body)),
  updatePassword: (body: PasswordInput): Promise<ApiResult<unknown>> => runCall(() => accountCalls(browserApi()).updatePassword(body)),
  addAddress: (body: AddressInput): Promise<ApiResult<AddressSaved>> => runCall(() => browserApi().addAddress(body)),
  updateAddress: (id: string, body: AddressInput): Promise<ApiResult<AddressSaved>> => runCall(() => browserApi().updateAddress(id, body)),
};
