import type { Insertable, Kysely, Selectable } from 'kysely';
import type { Database } from '../../db/database.ts';
import type { ShipmentScansTable, ShipmentsTable } from './shipments.table.ts';

// Queries of shipments and their courier scans (migration 013).

type Q = Kysely<Database>;
export type ShipmentRow = Selectable<ShipmentsTable>;
export type ScanRow = Selectable<ShipmentScansTable>;

/** Most scans one shipment shows: a real parcel has a few dozen at most. */
export const MAX_SCANS_SHOWN = 200;

export async function insertShipment(db: Q, row: Insertable<ShipmentsTable>): Promise<void> {
  await db.insertInto('shipments').values(row).execute();
}

export function findShipmentByOrder(db: Q, orderId: string): Promise<ShipmentRow | undefined> {
  return db.selectFrom('shipments').selectAll().where('order_id', '=', orderId).executeTakeFirst();
}

export function findShipmentByWaybill(db: Q, waybill: string): Promise<ShipmentRow | undefined> {
  return db.selectFrom('shipments').selectAll().where('waybill', '=', waybill).executeTakeFirst();
}

export async function insertScan(db: Q, row: Insertable<ShipmentScansTable>): Promise<void> {
  await db.insertInto('shipment_scans').values(row).execute();
}

/** A shipment's scans, newest first. */
export function findScans(db: Q, waybill: string): Promise<ScanRow[]> {
  return db
    .selectFrom('shipment_scans')
    .selectAll()
    .where('waybill', '=', waybill)
    .orderBy('scanned_at', 'desc')
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(MAX_SCANS_SHOWN)
    .execute();
}
