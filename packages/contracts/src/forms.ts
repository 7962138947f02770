import { z } from 'zod';
import { FORM_FIELD_TYPES, FORM_LIMITS, FormMessages } from './form-rules.ts';

// zod shapes of the forms' payloads (the server's side of form-rules.ts, which the browser runs
// without zod: docs/decisions/010). Field rules are not repeated here: the service runs
// checkFormValues() over the values these schemas let through.

const fieldName = z
  .string()
  .min(1)
  .max(64)
  .regex(/^[a-z][a-z0-9_]*$/);
const length = z.number().int().min(1).max(FORM_LIMITS.textarea).nullish();

export const formFieldSchema = z.object({
  name: fieldName,
  label: z.string().trim().min(1).max(200),
  type: z.enum(FORM_FIELD_TYPES),
  is_required: z.boolean(),
  min_length: length,
  max_length: length,
  options: z
    .array(z.object({ value: z.string().trim().min(1).max(200), label: z.string().trim().min(1).max(200) }))
    .max(FORM_LIMITS.options)
    .optional(),
  placeholder: z.string().max(200).nullish(),
});

/** An owner's form as stored (the demo seed and the owner's editor write this shape). */
export const formDefinitionSchema = z.object({
  id: z
    .string()
    .min(1)
    .max(100)
    .regex(/^[a-z0-9][a-z0-9-]*$/),
  title: z.string().trim().min(1).max(200),
  description: z.string().max(1000).nullable(),
  submit_label: z.string().trim().min(1).max(60),
  success_message: z.string().trim().min(1).max(300),
  fields: z
    .array(formFieldSchema)
    .min(1)
    .max(FORM_LIMITS.fields)
    .refine((fields) => new Set(fields.map((f) => f.name)).size === fields.length, { message: FormMessages.duplicateFieldNames }),
});

export const formIdSchema = z.object({ id: formDefinitionSchema.shape.id });

/** A value as a form sends it; longer texts are cut short by the field rule's own message. */
const submittedValue = z.union([z.string().max(FORM_LIMITS.textarea + 1000), z.boolean(), z.number(), z.null()]);

/**
 * A submission: one value per field name. Names the form does not define are dropped later
 * (unknown fields are ignored), but their count and size are capped here like everything else.
 */
export const formSubmissionSchema = z
  .record(z.string().max(64), submittedValue)
  .refine((values) => Object.keys(values).length <= FORM_LIMITS.fields * 2, { message: FormMessages.tooMuchText })
  .refine((values) => Object.values(values).reduce<number>((n, v) => n + String(v ?? '').length, 0) <= FORM_LIMITS.total, {
    message: FormMessages.tooMuchText,
  });

export type FormDefinitionInput = z.infer<typeof formDefinitionSchema>;
