import { z } from 'zod';
import { Messages } from './messages.ts';
import { ORDER_STATUSES, type Order, type OrderStatus, type OrderSummary, type PaymentStatus } from './orders.ts';

// Owner-side order work (issue 12, admin API and `npm run admin`): the list, one order with its
// shipment, status moves and the courier scans. Who may move an order where is
// apps/api/src/modules/orders/order-status.ts (docs/decisions/012-orders.md).

/** Orders per page of GET /api/admin/orders. */
export const ADMIN_ORDERS_PAGE_SIZE = 50;

export const OrderAdminMessages = {
  listed: 'Orders',
  found: 'Order',
  moved: (label: string) => `Order moved to ${label}`,
  cannotMove: (from: OrderStatus, to: OrderStatus) => `This order cannot move from ${from} to ${to}`,
  shipNeeds: 'A waybill and a courier are needed to ship an order',
  waybillUsed: 'This waybill is already used',
  notPaidYet: 'This order waits for its online payment: confirm it once it is paid',
  shipmentNotFound: 'Shipment not found',
  scanAdded: 'Scan added',
  status: `Use one of ${ORDER_STATUSES.join(', ')}`,
  date: 'Use an ISO 8601 date and time, e.g. 2025-06-01T10:30:00Z',
  waybill: 'Use 3 to 40 letters, digits or dashes',
  refunded: 'Refund recorded',
  nothingToRefund: 'Nothing is due to be refunded on this order',
} as const;

/** Waybills as couriers print them: letters, digits and dashes. */
export const WAYBILL_PATTERN = /^[A-Za-z0-9-]{3,40}$/;

const text = (max: number) => z.string({ error: Messages.fieldNotValid }).trim().max(max, Messages.maxLength(max));
const status = z.enum(ORDER_STATUSES, { error: OrderAdminMessages.status });
export const waybillSchema = z
  .string({ error: Messages.fieldRequired })
  .trim()
  .regex(WAYBILL_PATTERN, OrderAdminMessages.waybill)
  .transform((w) => w.toUpperCase());

/** GET /api/admin/orders. */
export const adminOrdersQuerySchema = z.object({
  status: status.optional(),
  page: z.coerce
    .number({ error: Messages.fieldNotValid })
    .int(Messages.fieldNotValid)
    .min(1, Messages.fieldNotValid)
    .max(10_000, Messages.fieldNotValid)
    .default(1),
});

/** `:id` of /api/admin/orders/:id: the order's id or its number. */
export const adminOrderIdParamSchema = z.object({ id: z.string().trim().min(1, Messages.fieldRequired).max(60, Messages.maxLength(60)) });

/** POST /api/admin/orders/:id/status. Shipping needs the waybill and the courier. */
export const orderMoveSchema = z
  .strictObject({
    to: status,
    note: text(500).optional(),
    waybill: waybillSchema.optional(),
    courier: text(60).min(1, Messages.fieldRequired).optional(),
  })
  .superRefine((body, ctx) => {
    if (body.to !== 'shipped') return;
    if (!body.waybill) ctx.addIssue({ code: 'custom', path: ['waybill'], message: OrderAdminMessages.shipNeeds });
    if (!body.courier) ctx.addIssue({ code: 'custom', path: ['courier'], message: OrderAdminMessages.shipNeeds });
  });

/**
 * POST /api/admin/orders/:id/refund: the owner records that the money due back (a cancelled paid
 * order, or a second payment of one order) was sent; the reference is the gateway's or bank's.
 */
export const refundRecordSchema = z.strictObject({
  reference: text(100).optional(),
  note: text(500).optional(),
});

/** `:waybill` of /api/admin/shipments/:waybill/scans and /api/track-order/:waybill. */
export const waybillParamSchema = z.object({ waybill: waybillSchema });

/** POST /api/admin/shipments/:waybill/scans: one courier scan ('In transit', 'Out for delivery', 'Delivered'…). */
export const shipmentScanSchema = z.strictObject({
  status: text(60).min(1, Messages.fieldRequired),
  location: text(120).optional(),
  note: text(500).optional(),
  scanned_at: z.iso
    .datetime({ offset: true, error: OrderAdminMessages.date })
    .transform((value) => new Date(value).toISOString())
    .optional(),
});

export interface Shipment {
  waybill: string;
  courier: string;
  created_at: string;
}

export interface ShipmentScan {
  status: string;
  location: string | null;
  note: string | null;
  at: string;
}

/** One attempt to pay an order online, as the owner sees it (refund_due: money to send back). */
export interface PaymentAttempt {
  id: string;
  gateway: string;
  reference: string | null;
  amount: number;
  currency: string;
  status: 'started' | 'paid' | 'failed' | 'refund_due' | 'refunded';
  created_at: string;
}

/** One order as the owner sees it: the shopper's `Order` plus its shipment, scans and payment attempts. */
export interface AdminOrder extends Order {
  shipment: Shipment | null;
  scans: ShipmentScan[];
  payments: PaymentAttempt[];
}

export interface AdminOrderSummary extends OrderSummary {
  payment_method: string;
  payment_status: PaymentStatus;
  email: string | null;
  phone: string | null;
}

export interface AdminOrderPage {
  orders: AdminOrderSummary[];
  page: number;
  per_page: number;
  total: number;
  has_more: boolean;
}
