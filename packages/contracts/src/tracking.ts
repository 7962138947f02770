import { z } from 'zod';
import { Messages } from './messages.ts';
import type { OrderStatus } from './orders.ts';

// Public order tracking (issue 12): POST /api/track-order with the order number and the email or
// phone it was placed with, or a waybill; GET /api/track-order/{waybill}. A wrong combination
// answers one 404 that never says which part was wrong.

export const TrackingMessages = {
  found: 'Tracking',
  notFound: 'No order matches these details',
  needs: 'Enter your order number with its email or phone, or a waybill',
} as const;

/** The order's road, in order: each step done or not, one of them current. */
export const TRACKING_STEPS = ['placed', 'confirmed', 'packed', 'shipped', 'out_for_delivery', 'delivered'] as const satisfies readonly OrderStatus[];

const text = (max: number) => z.string({ error: Messages.fieldNotValid }).trim().max(max, Messages.maxLength(max));

/** POST /api/track-order: `{ order_no, email }`, `{ order_no, phone }` or `{ waybill }`. */
export const trackOrderSchema = z
  .object({
    order_no: text(20).optional(),
    email: text(254).optional(),
    phone: text(20).optional(),
    waybill: text(40).optional(),
  })
  .superRefine((body, ctx) => {
    if (body.waybill) return;
    if (!body.order_no) ctx.addIssue({ code: 'custom', path: ['order_no'], message: TrackingMessages.needs });
    else if (!body.email && !body.phone) ctx.addIssue({ code: 'custom', path: ['email'], message: TrackingMessages.needs });
  });

export interface TrackingStep {
  status: OrderStatus;
  label: string;
  done: boolean;
  current: boolean;
  /** When the order reached it (from its history), or null. */
  at: string | null;
}

export interface TrackingScan {
  status: string;
  location: string | null;
  note: string | null;
  at: string;
}

/** What the tracking page shows: no names, addresses or amounts. */
export interface OrderTracking {
  order_no: string;
  status: OrderStatus;
  status_label: string;
  waybill: string | null;
  courier: string | null;
  steps: TrackingStep[];
  /** The courier's scans, newest first. */
  scans: TrackingScan[];
}
