import type { CourierProvider, CourierScan } from './courier.ts';

/**
 * The built-in courier: the scans the owner (or a script) recorded for the waybill. It gets the
 * reader from the orders module that creates it, since integrations import no module.
 */
export function createLocalCourier(readScans: (waybill: string) => Promise<CourierScan[] | null>): CourierProvider {
  return {
    name: 'local',
    async track(waybill) {
      const scans = await readScans(waybill);
      return scans ? { waybill, scans } : null;
    },
  };
}
