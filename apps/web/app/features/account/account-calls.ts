import type { ApiClient } from '@vitrine/contracts/api-client';
import type { PasswordInput, ProfileInput } from './account-types';

// The account and settings calls these screens make, in one place.
type Client = Pick<ApiClient, 'getCountries' | 'getAddressFields' | 'getAccount' | 'updateProfile' | 'updatePassword' | 'getAccessLogs'>;

export const accountCalls = (api: Client) => ({
  getAccount: () => api.getAccount(),
  updateProfile: (body: ProfileInput) => api.updateProfile(body),
  updatePassword: (body: PasswordInput) => api.updatePassword(body),
  getAccessLogs: () => api.getAccessLogs(),
  getCountries: () => api.getCountries(),
  getAddressFields: (country?: string) => api.getAddressFields(country),
});
