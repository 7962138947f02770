import { z } from 'zod';

// spec §7 GET /api/plugins/PincodeAvaliability/check?pincode= (plugin: pincode availability check).
export const pincodeQuerySchema = z.object({
  pincode: z
    .string()
    .trim()
    .regex(/^\d{6}$/, 'Enter a valid 6-digit pincode'),
});

export interface PincodeAvailability {
  pincode: string;
  deliverable: boolean;
  cod_available: boolean;
  estimated_days: number | null;
  city: string | null;
  message: string;
}
