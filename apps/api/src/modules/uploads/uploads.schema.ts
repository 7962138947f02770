import { CUSTOMISATION_UPLOAD } from '@vitrine/contracts/images';
import { Messages } from '@vitrine/contracts/messages';
import { z } from 'zod';

// POST /api/plugins/ProductCustomisation/upload: JSON only (project rule), the picture as base64,
// optionally as a data: URL (what FileReader.readAsDataURL gives).
const BASE64 = /^(?:data:image\/[a-z0-9.+-]+;base64,)?[A-Za-z0-9+/]+={0,2}$/;
/** Base64 of the largest accepted picture, plus room for a data: URL prefix. */
const MAX_BASE64_LENGTH = Math.ceil(CUSTOMISATION_UPLOAD.maxBytes / 3) * 4 + 64;
/** The route's body limit: the base64 picture and the other fields, well under 3 MB. */
export const UPLOAD_BODY_LIMIT = 3 * 1024 * 1024;

const hasImageExtension = (name: string) =>
  (CUSTOMISATION_UPLOAD.extensions as readonly string[]).includes(name.slice(name.lastIndexOf('.') + 1).toLowerCase());

export const customisationUploadSchema = z.object({
  product_slug: z.string({ error: Messages.fieldRequired }).trim().min(1, Messages.fieldRequired).max(200),
  file_name: z
    .string({ error: Messages.fieldRequired })
    .min(1, Messages.fieldRequired)
    .max(255, Messages.maxLength(255))
    .refine(hasImageExtension, CUSTOMISATION_UPLOAD.message),
  data_base64: z
    .string({ error: Messages.fieldRequired })
    .min(1, Messages.fieldRequired)
    .max(MAX_BASE64_LENGTH, CUSTOMISATION_UPLOAD.message)
    .regex(BASE64, CUSTOMISATION_UPLOAD.message),
});
export type CustomisationUploadInput = z.infer<typeof customisationUploadSchema>;
