import { z } from 'zod';
import { INDIAN_PINCODE, PostalMessages } from './postal-code.ts';

// spec §7 GET /api/plugins/PincodeAvaliability/check?pincode= (plugin: pincode availability check).
export const pincodeQuerySchema = z.object({
  pincode: z
    .string()
    .trim()
    // The address book's rule: 000000 or 999999 is no pincode, so no delivery is promised to it.
    .regex(INDIAN_PINCODE, PostalMessages.IN),
});

export interface PincodeAvailability {
  pincode: string;
  deliverable: boolean;
  cod_available: boolean;
  estimated_days: number | null;
  city: string | null;
  message: string;
}
