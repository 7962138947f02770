import type { PincodeAvailability } from '@vitrine/contracts/pincode';
import { isIndianPincode, PostalMessages } from '@vitrine/contracts/postal-code';

export const PINCODE_PLUGIN = 'PincodeAvaliability';
/** Same rule and message as the API's pincode schema (contracts/pincode.ts), without zod. */
export const PINCODE_MESSAGE = PostalMessages.IN;

export function normalisePincode(input: string): string {
  return input.replace(/\s+/g, '');
}

export function pincodeError(input: string): string | null {
  return isIndianPincode(normalisePincode(input)) ? null : PINCODE_MESSAGE;
}

/** The result line: the API's own message, else one built from its fields. */
export function pincodeResultText(result: PincodeAvailability): string {
  if (result.message) return result.message;
  if (!result.deliverable) return `Delivery is not available to ${result.pincode}`;
  const days = result.estimated_days ? ` in ${result.estimated_days} days` : '';
  const cod = result.cod_available ? 'Cash on delivery available.' : 'Cash on delivery not available.';
  return `Delivers to ${result.pincode}${days}. ${cod}`;
}
