import type { ShippingOption } from '@vitrine/contracts/cart';
import type { AdminShippingMethod } from '@vitrine/contracts/shipping-admin';

// What a shipping method costs a cart and whether it is offered: pure, no database.

/** The charge for an order of `amount` (sub_total - discount, minor units): free from free_over on. */
export function shippingChargeFor(method: Pick<AdminShippingMethod, 'charge' | 'free_over'>, amount: number): number {
  return method.free_over !== null && amount >= method.free_over ? 0 : method.charge;
}

/** Active methods; a serviceable-only one only when the pincode is known to be served. */
export function isOffered(method: Pick<AdminShippingMethod, 'is_active' | 'serviceable_only'>, pincodeServed: boolean): boolean {
  return method.is_active && (!method.serviceable_only || pincodeServed);
}

/** The options a cart sees, in the owner's order (position, then name). */
export function shippingOptionsFor(methods: AdminShippingMethod[], amount: number, pincodeServed: boolean): ShippingOption[] {
  return methods
    .filter((m) => isOffered(m, pincodeServed))
    .sort((a, b) => a.position - b.position || a.name.localeCompare(b.name))
    .map((m) => ({ id: m.id, name: m.name, description: m.description, charge: shippingChargeFor(m, amount), free_over: m.free_over }));
}

/** The method a cart gets when the shopper chose none (or theirs is not offered here): the cheapest, the owner's first on a tie. */
export function defaultShippingOption(options: readonly ShippingOption[]): ShippingOption | null {
  return options.reduce<ShippingOption | null>((best, o) => (best === null || o.charge < best.charge ? o : best), null);
}
