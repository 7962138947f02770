import { z } from 'zod';
import { MAX_ADMIN_MONEY } from './coupon-admin.ts';
import { Messages } from './messages.ts';

// Owner-side shipping-method writes (admin API, issue 11). Money is integer minor units.

export const ShippingAdminMessages = {
  created: 'Shipping method created',
  saved: 'Shipping method saved',
  deleted: 'Shipping method deleted',
  listed: 'Shipping methods',
  notFound: 'Shipping method not found',
  money: 'Use a whole amount in minor units (0 or more)',
  freeOver: 'Use a whole amount of 1 or more (minor units), or null',
  position: 'Use a whole number from 0 to 10000',
} as const;

const amount = (min: number, message: string) => z.number({ error: message }).int(message).min(min, message).max(MAX_ADMIN_MONEY, Messages.fieldNotValid);

/** Every field of a shipping method; no defaults here, so `.partial()` changes only what it names. */
export const shippingMethodFieldsSchema = z
  .object({
    name: z.string({ error: Messages.fieldRequired }).trim().min(1, Messages.fieldRequired).max(100, Messages.maxLength(100)),
    description: z.string({ error: Messages.fieldNotValid }).trim().max(500, Messages.maxLength(500)),
    charge: amount(0, ShippingAdminMessages.money),
    free_over: amount(1, ShippingAdminMessages.freeOver).nullable(),
    serviceable_only: z.boolean({ error: Messages.fieldNotValid }),
    position: z
      .number({ error: ShippingAdminMessages.position })
      .int(ShippingAdminMessages.position)
      .min(0, ShippingAdminMessages.position)
      .max(10_000, ShippingAdminMessages.position),
    is_active: z.boolean({ error: Messages.fieldNotValid }),
  })
  .strict();

/** POST /api/admin/shipping-methods. Left out: description '', never free, every pincode, position 0, active. */
export const shippingMethodCreateSchema = shippingMethodFieldsSchema.partial({
  description: true,
  free_over: true,
  serviceable_only: true,
  position: true,
  is_active: true,
});
export type ShippingMethodCreate = z.input<typeof shippingMethodCreateSchema>;
export type ShippingMethodCreateData = z.output<typeof shippingMethodCreateSchema>;

/** PUT /api/admin/shipping-methods/:id: any subset of the fields. */
export const shippingMethodUpdateSchema = shippingMethodFieldsSchema.partial();
export type ShippingMethodUpdate = z.input<typeof shippingMethodUpdateSchema>;
export type ShippingMethodUpdateData = z.output<typeof shippingMethodUpdateSchema>;

/** PUT and DELETE /api/admin/shipping-methods/:id: the method's id. */
export const shippingMethodIdParamSchema = z.object({ id: z.string().min(1).max(100) });

/** A shipping method as the admin API answers it. */
export interface AdminShippingMethod {
  id: string;
  name: string;
  description: string;
  charge: number;
  free_over: number | null;
  serviceable_only: boolean;
  position: number;
  is_active: boolean;
}
