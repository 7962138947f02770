import type { InitialValues } from '@vitrine/contracts/storefront';

/**
 * Plugins whose config only the API reads: the pincode rules (`/api/plugins/PincodeAvaliability/check`
 * answers from them) and the abandoned-cart timings. The browser needs to know they are on, not
 * their rules; the rules were ~1 KB of every page's HTML (issue 14's HTML bytes).
 */
const SERVER_ONLY_CONFIG = new Set(['PincodeAvaliability', 'AbandonedCart']);

/** The initial values as the root loader hands them to the page (and so to its hydration data). */
export function browserInitialValues(values: InitialValues): InitialValues {
  return {
    ...values,
    plugins: values.plugins.map((plugin) => (SERVER_ONLY_CONFIG.has(plugin.module_name) ? { module_name: plugin.module_name } : plugin)),
  };
}
