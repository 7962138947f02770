import type { Generated } from 'kysely';

/** A shipping method the owner offers (migration 011). Money is minor units. */
export interface ShippingMethodsTable {
  id: string;
  name: string;
  description: Generated<string>;
  charge: number;
  /** Free when the order, after discount, reaches this amount; null: never free. */
  free_over: number | null;
  /** 1: offered only to pincodes the PincodeAvaliability plugin serves. */
  serviceable_only: Generated<number>;
  position: Generated<number>;
  is_active: Generated<number>;
}
