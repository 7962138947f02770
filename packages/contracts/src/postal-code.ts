// The postal code of an address, by its country (issue 13: "abc" was saved as a US ZIP). Zod-free:
// the browser's address form, the API's address schema and the pincode check run these functions.

/** Vitrine's own messages: the spec shows none for a malformed postal code. */
export const PostalMessages = {
  IN: 'Enter a valid 6-digit pincode',
  US: 'Enter a valid 5-digit ZIP code',
  GB: 'Enter a valid postcode',
  other: 'Enter a valid postal code',
} as const;

/** The address field names that hold a postal code (the seeded lists use pincode and zip). */
export const POSTAL_CODE_COLUMNS: readonly string[] = ['pincode', 'zip', 'postcode', 'postal_code'];

// India: six digits; the first is the postal region 1–8 (9 is the Army Postal Service, which
// parcels do not reach), so 000000 and 999999 are not pincodes.
export const INDIAN_PINCODE = /^[1-8]\d{5}$/;
const RULES: Record<'IN' | 'US' | 'GB', RegExp> = {
  IN: INDIAN_PINCODE,
  US: /^\d{5}(-\d{4})?$/,
  // Outward code (area, district) and inward code (sector, unit); the space is optional.
  GB: /^[A-Z]{1,2}\d[A-Z\d]? ?\d[A-Z]{2}$/i,
};
// Elsewhere: 2 to 10 letters, digits, spaces or hyphens, starting with a letter or digit.
const ANYWHERE = /^[A-Z\d][A-Z\d -]{1,9}$/i;

export function isIndianPincode(value: string): boolean {
  return INDIAN_PINCODE.test(value);
}

/** The message for a malformed postal code of the country (ISO 3166 alpha-2), or null. */
export function postalCodeError(value: string, iso2: string | undefined): string | null {
  const country = (iso2 ?? '').toUpperCase();
  const known = country === 'IN' || country === 'US' || country === 'GB' ? country : null;
  if ((known ? RULES[known] : ANYWHERE).test(value)) return null;
  return PostalMessages[known ?? 'other'];
}
