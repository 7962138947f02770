import type { CartAddress } from '@vitrine/contracts/cart';
import { CheckoutMessages } from '@vitrine/contracts/checkout-rules';
import { pincodeQuerySchema } from '@vitrine/contracts/pincode';
import type { Db } from '../../db/connect.ts';
import { checkPincodeAgainst, PINCODE_PLUGIN, type PincodeConfig, PincodeMessages, readPincodeConfig } from '../pincode/pincode.service.ts';
import { listActivePlugins } from '../plugins/plugins.service.ts';
import { findShippingCountry } from '../settings/settings.service.ts';

// Where the shop delivers and where it takes cash on delivery, for a cart's shipping address: the
// same answer the product page's pincode check gives (spec §2 pincode availability), so checkout
// offers only what the shop showed (issue 29; docs/decisions/036-checkout-totals-and-delivery.md).

export interface Delivery {
  /** Whether the shop delivers to the address (unknown address: yes, nothing to refuse yet). */
  ships: boolean;
  /** Whether cash on delivery may be chosen. */
  cod: boolean;
  /** Whether the pincode plugin knows the pincode served (serviceable-only methods need it). */
  served: boolean;
  /** Why the shop does not deliver there; null when it does. */
  message: string | null;
  /** The address field that makes it undeliverable, for the form to mark. */
  field?: 'country_id' | 'pincode';
}

const ANYWHERE: Delivery = { ships: true, cod: true, served: false, message: null };

/**
 * The plugin's rules, read once per config object: the active-plugins cache hands out the same
 * object for a few seconds, and every cart answer asks.
 */
const pincodeConfigs = new WeakMap<Record<string, unknown>, PincodeConfig>();
function pincodeConfigOf(config: Record<string, unknown> | undefined): PincodeConfig {
  if (!config) return readPincodeConfig(config);
  let read = pincodeConfigs.get(config);
  if (!read) pincodeConfigs.set(config, (read = readPincodeConfig(config)));
  return read;
}

/** What the shop offers for this shipping address. */
export async function checkDelivery(db: Db, address: CartAddress | null): Promise<Delivery> {
  if (!address) return ANYWHERE;
  const country = await findShippingCountry(db, String(address.country_id ?? ''));
  if (!country.ships) return { ships: false, cod: false, served: false, message: CheckoutMessages.notShippedTo(country.name), field: 'country_id' };
  // Pincodes are the shop's own country's: the plugin's rules say nothing of other countries.
  const plugin = country.home ? (await listActivePlugins(db)).find((p) => p.module_name === PINCODE_PLUGIN) : undefined;
  if (!plugin) return ANYWHERE;
  const pincode = String(address.pincode ?? '').trim();
  const parsed = pincodeQuerySchema.safeParse({ pincode });
  if (!parsed.success) return { ships: false, cod: false, served: false, message: PincodeMessages.notDeliverable(pincode), field: 'pincode' };
  const check = checkPincodeAgainst(pincodeConfigOf(plugin.config), parsed.data.pincode);
  if (!check.deliverable) return { ships: false, cod: false, served: false, message: check.message, field: 'pincode' };
  return { ships: true, cod: check.cod_available, served: true, message: null };
}
