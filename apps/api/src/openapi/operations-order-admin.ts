import {
  adminOrderIdParamSchema,
  adminOrdersQuerySchema,
  orderMoveSchema,
  refundRecordSchema,
  shipmentScanSchema,
  waybillParamSchema,
} from '@vitrine/contracts/order-admin';
import { trackOrderSchema } from '@vitrine/contracts/tracking';
import type { Operation } from './operation.ts';

// The owner's orders and public tracking (issue 12; docs/api.md "Order admin" and "Tracking").
const admin = { tag: 'admin', access: 'admin', open: true } as const;
const ADMIN_ORDER = 'the `AdminOrder` (packages/contracts/src/order-admin.ts): the `Order` plus `shipment`, `scans` and `payments`';
const TRACKING = '`OrderTracking` (packages/contracts/src/tracking.ts): { order_no, status, status_label, waybill, courier, steps, scans }';

export const orderAdminOperations: Operation[] = [
  {
    ...admin,
    method: 'GET',
    path: '/api/admin/orders',
    summary: 'Lists every order, newest first',
    query: adminOrdersQuerySchema,
    data: '`AdminOrderPage`: { orders, page, per_page: 50, total, has_more }',
  },
  {
    ...admin,
    method: 'GET',
    path: '/api/admin/orders/:id',
    summary: 'One order (by id or number) with its shipment and scans',
    params: adminOrderIdParamSchema,
    data: ADMIN_ORDER,
  },
  {
    ...admin,
    method: 'POST',
    path: '/api/admin/orders/:id/status',
    summary: 'Moves an order on (confirm, pack, ship, out for delivery, deliver, cancel, refund approve or reject)',
    params: adminOrderIdParamSchema,
    body: orderMoveSchema,
    data: ADMIN_ORDER,
    notes:
      "One conditional update per move (decisions/012). 'shipped' needs waybill and courier (a waybill already used is a 409 CONFLICT); 'delivered' marks cash on delivery paid; 'refunded' marks the payment refunded (from cancelled only while it is refund_due); 'cancelled' puts the stock back and leaves a paid payment refund_due. A move the owner's table refuses is a 422 'This order cannot move from {status} to {status}'.",
    extraErrors: [409],
  },
  {
    ...admin,
    method: 'POST',
    path: '/api/admin/orders/:id/refund',
    summary: 'Records money sent back: a cancelled order whose payment is refund due, or a second payment',
    params: adminOrderIdParamSchema,
    body: refundRecordSchema,
    data: ADMIN_ORDER,
    notes:
      "One transaction (decisions/014, Refunds): the order and payment become refunded (or only the second payment's attempt), with a history row naming the amount, method, reference and note. Nothing due: 422 'Nothing is due to be refunded on this order'.",
  },
  {
    ...admin,
    method: 'POST',
    path: '/api/admin/shipments/:waybill/scans',
    summary: "Records a courier scan (the local courier's tracking)",
    params: waybillParamSchema,
    body: shipmentScanSchema,
    data: ADMIN_ORDER,
    notes: "A scan labelled 'Out for delivery' or 'Delivered' also moves the order there when the owner may move it so; unknown waybill 404.",
  },
  {
    method: 'POST',
    path: '/api/track-order',
    tag: 'orders',
    access: 'public',
    limited: true,
    summary: 'Tracks an order by its number and email or phone, or by its waybill',
    body: trackOrderSchema,
    data: TRACKING,
    notes: "Any wrong combination is one 404 'No order matches these details'.",
  },
  {
    method: 'GET',
    path: '/api/track-order/:waybill',
    tag: 'orders',
    access: 'public',
    limited: true,
    summary: 'Tracks an order by its waybill',
    params: waybillParamSchema,
    data: TRACKING,
    notes: "Unknown waybill 404 'No order matches these details'.",
  },
];
