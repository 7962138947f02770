// A courier as the tracking page sees one (docs/decisions/012-orders.md, Couriers): given a
// waybill, its scans. The built-in local provider answers from the scans the owner records
// (POST /api/admin/shipments/{waybill}/scans); a real courier's API plugs in as another provider
// chosen by the shipment's courier name, with no change to tracking itself.

export interface CourierScan {
  /** The courier's label: 'Picked up', 'In transit', 'Out for delivery', 'Delivered'… */
  status: string;
  location: string | null;
  note: string | null;
  /** ISO 8601 UTC. */
  at: string;
}

export interface TrackingResult {
  waybill: string;
  /** Newest first. */
  scans: CourierScan[];
}

export interface CourierProvider {
  /** The courier's name as the owner types it when shipping (matched case-insensitively); 'local' for the built-in one. */
  name: string;
  /** The shipment's scans, or null when the courier does not know the waybill. */
  track(waybill: string): Promise<TrackingResult | null>;
}

/** The provider for a shipment's courier: a registered one by name, else the fallback (the local scans). */
export function courierFor(providers: readonly CourierProvider[], courierName: string, fallback: CourierProvider): CourierProvider {
  const wanted = courierName.trim().toLowerCase();
  return providers.find((p) => p.name.toLowerCase() === wanted) ?? fallback;
}
