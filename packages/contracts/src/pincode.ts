import { z } from 'zod';
import { PINCODE_MESSAGE } from './address-rules.ts';

// spec §7 GET /api/plugins/PincodeAvaliability/check?pincode= (plugin: pincode availability check).
export const pincodeQuerySchema = z.object({
  pincode: z
    .string()
    .trim()
    .regex(/^\d{6}$/, PINCODE_MESSAGE),
});

export interface PincodeAvailability {
  pincode: string;
  deliverable: boolean;
  cod_available: boolean;
  estimated_days: number | null;
  city: string | null;
  message: string;
}
