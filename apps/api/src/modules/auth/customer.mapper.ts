import type { AuthUser } from '@vitrine/contracts/auth';
import type { AuthSettings } from '@vitrine/contracts/auth-rules';
import type { CustomersTable } from './auth.table.ts';

/** spec §3: the phone counts as verified only while it equals the number that was proven. */
export function isPhoneVerified(row: Pick<CustomersTable, 'phone' | 'verified_phone'>): boolean {
  return row.phone !== null && row.phone === row.verified_phone;
}

export function rowToAuthUser(row: CustomersTable, settings: Pick<AuthSettings, 'accountVerificationFor'>): AuthUser {
  const phoneVerified = isPhoneVerified(row);
  return {
    id: row.id,
    first_name: row.first_name,
    last_name: row.last_name,
    email: row.email,
    phone: row.phone,
    phone_verified: phoneVerified,
    phone_verified_at: phoneVerified ? row.phone_verified_at : null,
    has_password: row.password_hash !== null,
    verification_required: settings.accountVerificationFor === 'phone' && !phoneVerified ? 'phone' : null,
    created_at: row.created_at,
  };
}
