import { ORDER_STATUS_LABELS, type OrderStatus } from '@vitrine/contracts/orders';
import { type OrderTracking, TRACKING_STEPS, TrackingMessages, type trackOrderSchema } from '@vitrine/contracts/tracking';
import type { z } from 'zod';
import type { Db } from '../../db/connect.ts';
import { type CourierProvider, type CourierScan, courierFor } from '../../integrations/courier/courier.ts';
import { notFound } from '../../lib/app-error.ts';
import * as repo from './orders.repository.ts';
import * as shipments from './shipments.repository.ts';

// Public tracking (issue 12): an order found by its number and the email or phone it was placed
// with, or by its waybill, shows its steps and the courier's scans, and nothing personal. Any
// wrong combination answers the same 404, so nobody learns which part was wrong.

export interface TrackingDeps {
  db: Db;
  /** Real couriers' providers, chosen by the shipment's courier name; none built in yet. */
  couriers: readonly CourierProvider[];
  /** The built-in provider: the scans recorded through the admin API. */
  local: CourierProvider;
}

type TrackBody = z.infer<typeof trackOrderSchema>;

const noMatch = () => notFound(TrackingMessages.notFound);
const digits = (phone: string) => phone.replace(/\D/g, '');

/** Same phone, with or without a country code: the last 10 digits when both have that many. */
function samePhone(given: string, stored: string | null): boolean {
  const a = digits(given);
  const b = digits(stored ?? '');
  if (!a || !b) return false;
  return a === b || (a.length >= 10 && b.length >= 10 && a.slice(-10) === b.slice(-10));
}

/** The scans a waybill has in the local table (the built-in courier's reader), or null for a waybill never shipped. */
export async function readLocalScans(db: Db, waybill: string): Promise<CourierScan[] | null> {
  if (!(await shipments.findShipmentByWaybill(db.kysely, waybill))) return null;
  return (await shipments.findScans(db.kysely, waybill)).map((s) => ({ status: s.status, location: s.location, note: s.note, at: s.scanned_at }));
}

async function tracking(deps: TrackingDeps, row: repo.OrderRow): Promise<OrderTracking> {
  const [history, shipment] = await Promise.all([repo.findOrderHistory(deps.db.kysely, row.id), shipments.findShipmentByOrder(deps.db.kysely, row.id)]);
  const reachedAt = new Map<OrderStatus, string>();
  for (const h of history) if (!reachedAt.has(h.status)) reachedAt.set(h.status, h.created_at);
  // A refund comes after delivery: the road was travelled to its end.
  const position = (status: OrderStatus) =>
    status === 'refund_requested' || status === 'refunded' ? TRACKING_STEPS.length - 1 : TRACKING_STEPS.indexOf(status as never);
  const furthest = Math.max(position(row.status), ...history.map((h) => position(h.status)));
  const onRoad = TRACKING_STEPS.includes(row.status as never);
  const steps = TRACKING_STEPS.map((status, i) => ({
    status,
    label: ORDER_STATUS_LABELS[status],
    done: i <= furthest,
    current: onRoad && status === row.status,
    at: reachedAt.get(status) ?? null,
  }));
  let scans: CourierScan[] = [];
  if (shipment) {
    const provider = courierFor(deps.couriers, shipment.courier, deps.local);
    scans = (await provider.track(shipment.waybill))?.scans ?? [];
  }
  return {
    order_no: row.order_no,
    status: row.status,
    status_label: ORDER_STATUS_LABELS[row.status],
    waybill: shipment?.waybill ?? null,
    courier: shipment?.courier ?? null,
    steps,
    scans,
  };
}

export async function trackByWaybill(deps: TrackingDeps, waybill: string): Promise<OrderTracking> {
  const shipment = await shipments.findShipmentByWaybill(deps.db.kysely, waybill.trim().toUpperCase());
  const row = shipment ? await repo.findOrder(deps.db.kysely, shipment.order_id) : undefined;
  if (!row) throw noMatch();
  return tracking(deps, row);
}

export async function trackOrder(deps: TrackingDeps, body: TrackBody): Promise<OrderTracking> {
  if (body.waybill) return trackByWaybill(deps, body.waybill);
  const row = body.order_no ? await repo.findOrderByNo(deps.db.kysely, body.order_no) : undefined;
  // Every contact detail given must match the order's.
  const emailOk = !body.email || (row?.email ?? '').toLowerCase() === body.email.toLowerCase();
  const phoneOk = !body.phone || samePhone(body.phone, row?.phone ?? null);
  if (!row || !emailOk || !phoneOk || (!body.email && !body.phone)) throw noMatch();
  return tracking(deps, row);
}
