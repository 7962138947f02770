/** An order's shipment (migration 013): one per order, its waybill used by no other. */
export interface ShipmentsTable {
  id: string;
  order_id: string;
  waybill: string;
  courier: string;
  created_at: string;
}

/** A courier scan of a shipment: its label ('In transit'), where and when. */
export interface ShipmentScansTable {
  id: string;
  waybill: string;
  status: string;
  location: string | null;
  note: string | null;
  scanned_at: string;
  created_at: string;
}

export interface ShipmentTables {
  shipments: ShipmentsTable;
  shipment_scans: ShipmentScansTable;
}
