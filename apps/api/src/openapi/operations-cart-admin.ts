import { couponCreateSchema, couponIdParamSchema, couponUpdateSchema } from '@vitrine/contracts/coupon-admin';
import { shippingMethodCreateSchema, shippingMethodIdParamSchema, shippingMethodUpdateSchema } from '@vitrine/contracts/shipping-admin';
import type { Operation } from './operation.ts';

// The owner's coupons and shipping methods (issue 11; docs/api.md, Admin writes): the admin
// token, never site-locked, strict bodies. Money is integer minor units.
const admin = { tag: 'admin', access: 'admin', open: true } as const;

export const cartAdminOperations: Operation[] = [
  { ...admin, method: 'GET', path: '/api/admin/coupons', summary: 'Lists every coupon, by code', data: 'AdminCoupon[]' },
  {
    ...admin,
    method: 'POST',
    path: '/api/admin/coupons',
    summary: 'Creates a coupon',
    body: couponCreateSchema,
    data: 'the AdminCoupon',
    notes: 'The code is stored upper-case; a code already taken is a 409 CONFLICT.',
    extraErrors: [409],
  },
  {
    ...admin,
    method: 'PUT',
    path: '/api/admin/coupons/:id',
    summary: 'Changes a coupon (any subset of its fields; null clears an optional one)',
    params: couponIdParamSchema,
    body: couponUpdateSchema,
    data: 'the AdminCoupon',
    notes: 'The merged coupon is checked as a whole (percentage up to 100, end after start); a code already taken is a 409 CONFLICT.',
    extraErrors: [409],
  },
  {
    ...admin,
    method: 'DELETE',
    path: '/api/admin/coupons/:id',
    summary: 'Deletes a coupon and its redemption rows',
    params: couponIdParamSchema,
    data: '{ id }',
  },
  { ...admin, method: 'GET', path: '/api/admin/shipping-methods', summary: 'Lists every shipping method, by position', data: 'AdminShippingMethod[]' },
  {
    ...admin,
    method: 'POST',
    path: '/api/admin/shipping-methods',
    summary: 'Creates a shipping method',
    body: shippingMethodCreateSchema,
    data: 'the AdminShippingMethod',
  },
  {
    ...admin,
    method: 'PUT',
    path: '/api/admin/shipping-methods/:id',
    summary: 'Changes a shipping method (any subset of its fields)',
    params: shippingMethodIdParamSchema,
    body: shippingMethodUpdateSchema,
    data: 'the AdminShippingMethod',
  },
  {
    ...admin,
    method: 'DELETE',
    path: '/api/admin/shipping-methods/:id',
    summary: 'Deletes a shipping method',
    params: shippingMethodIdParamSchema,
    data: '{ id }',
  },
];
