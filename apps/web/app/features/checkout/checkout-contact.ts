import type { AccountProfile } from '@vitrine/contracts/auth';
import type { ContactValues } from '@vitrine/contracts/checkout-rules';

// The address step's contact fields (their rules are contracts/checkout-rules contactErrors,
// which the browser and the API share).

/** What a signed-in shopper has proven: the verified phone and the account's email. */
export interface ContactPrefill {
  phone: string | null;
  email: string | null;
}

/** Only a verified phone is offered: an unverified one may be a typo the shopper never confirmed. */
export function contactPrefill(account: Pick<AccountProfile, 'phone' | 'phone_verified' | 'email'> | null): ContactPrefill {
  return { phone: account?.phone_verified ? account.phone : null, email: account?.email ?? null };
}

/** The fields as they start: what the cart holds, else what the account proved, else empty. */
export function initialContact(cart: { phone: string | null; email: string | null }, prefill: ContactPrefill | null): ContactValues {
  return { phone: cart.phone || prefill?.phone || '', email: cart.email || prefill?.email || '' };
}

/** Only what changed goes to update-contact ('' clears a field). */
export function contactChanges(values: ContactValues, cart: { phone: string | null; email: string | null }): Partial<ContactValues> | null {
  const changes: Partial<ContactValues> = {};
  const phone = values.phone.trim();
  const email = values.email.trim();
  if (phone !== (cart.phone ?? '')) changes.phone = phone;
  if (email.toLowerCase() !== (cart.email ?? '').toLowerCase()) changes.email = email;
  return Object.keys(changes).length ? changes : null;
}
