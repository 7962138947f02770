import type { PincodeAvailability } from '@vitrine/contracts/pincode';
import { z } from 'zod';
import type { Db } from '../../db/connect.ts';
import { getPluginConfig } from '../plugins/plugins.service.ts';

// spec §2 pincode availability (plugin PincodeAvaliability, spelled as in spec §7). The owner's
// config: { rules: [{ prefix, city, days?, cod }], default_days, blocked_prefixes }. A blocked
// prefix wins; then the longest matching rule (its days, else default_days, else no estimate);
// then default_days (deliverable anywhere, no COD) when set; otherwise the pincode is not served.

export const PINCODE_PLUGIN = 'PincodeAvaliability';

export const PincodeMessages = {
  deliverable: (place: string, days: number) => `Delivery to ${place} in ${days} ${days === 1 ? 'day' : 'days'}`,
  deliverableSoon: (place: string) => `We deliver to ${place}`,
  codAvailable: 'Cash on delivery available',
  notDeliverable: (pincode: string) => `Sorry, we do not deliver to ${pincode} yet`,
};

const prefixSchema = z.coerce.string().regex(/^\d{1,6}$/);
const ruleSchema = z.object({
  prefix: prefixSchema,
  city: z.string().max(100).nullish(),
  // Optional: a rule may only name the city and COD; its days are then default_days (issue 13:
  // the demo's Coimbatore rule was dropped whole for want of them).
  days: z.number().int().min(0).max(365).nullish(),
  cod: z.boolean().default(false),
});
type Rule = z.infer<typeof ruleSchema>;

export interface PincodeConfig {
  rules: Rule[];
  default_days: number | null;
  blocked_prefixes: string[];
}

/** Reads the owner's config leniently: a malformed entry is skipped instead of breaking the check. */
export function readPincodeConfig(config: Record<string, unknown> | undefined): PincodeConfig {
  const list = (value: unknown) => (Array.isArray(value) ? value : []);
  const defaultDays = z.number().int().min(0).max(365).safeParse(config?.default_days);
  return {
    rules: list(config?.rules).flatMap((r) => {
      const parsed = ruleSchema.safeParse(r);
      return parsed.success ? [parsed.data] : [];
    }),
    default_days: defaultDays.success ? defaultDays.data : null,
    blocked_prefixes: list(config?.blocked_prefixes).flatMap((p) => {
      const parsed = prefixSchema.safeParse(p);
      return parsed.success ? [parsed.data] : [];
    }),
  };
}

export function checkPincodeAgainst(config: PincodeConfig, pincode: string): PincodeAvailability {
  const notServed: PincodeAvailability = {
    pincode,
    deliverable: false,
    cod_available: false,
    estimated_days: null,
    city: null,
    message: PincodeMessages.notDeliverable(pincode),
  };
  if (config.blocked_prefixes.some((prefix) => pincode.startsWith(prefix))) return notServed;
  const rule = config.rules.filter((r) => pincode.startsWith(r.prefix)).sort((a, b) => b.prefix.length - a.prefix.length)[0];
  const days = rule?.days ?? config.default_days;
  // A matching rule serves the pincode even without days anywhere: delivered, no estimate.
  if (!rule && days === null) return notServed;
  const city = rule?.city ?? null;
  const cod = rule?.cod ?? false;
  const place = city ? `${city} (${pincode})` : pincode;
  const message = days === null || days === undefined ? PincodeMessages.deliverableSoon(place) : PincodeMessages.deliverable(place, days);
  return {
    pincode,
    deliverable: true,
    cod_available: cod,
    estimated_days: days ?? null,
    city,
    message: cod ? `${message}. ${PincodeMessages.codAvailable}` : message,
  };
}

/** The plugin's config; an inactive or missing plugin is a 404 (the product page then offers no check). */
export async function getPincodeConfig(db: Db): Promise<PincodeConfig> {
  const plugin = await getPluginConfig(db, PINCODE_PLUGIN);
  return readPincodeConfig(plugin.config);
}
