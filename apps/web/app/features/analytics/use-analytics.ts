import { mayLoad } from '@vitrine/contracts/consent';
import type { InitialValues } from '@vitrine/contracts/storefront';
import { useEffect } from 'react';
import { type AnalyticsProvider, registerAnalyticsProvider } from '../../lib/analytics';
import { type AnalyticsPlugin, analyticsPluginsFrom } from '../../lib/analytics-plugins';
import { readConsent, subscribeConsent } from '../../lib/consent-store';
import { whenIdle } from '../../lib/when-idle';
import { startProvider } from './provider-scripts';
import { mayReportPurchase } from './purchase-marks';

// spec §7: "Analytics scripts load only if the plugin is installed and, when the cookie warning is
// on, cookie consent is given." Nothing loads on the server or before hydration; a provider
// starts once per page load, when its consent is (or becomes) given and the browser is idle after
// hydration, and stays for the visit.

const started = new Map<AnalyticsPlugin['id'], AnalyticsProvider>();
let unregister: (() => void) | null = null;
let warningEnabled = true;

/**
 * One registered fan-out: the first providers to start share the events queued before consent.
 * Consent is checked again for each event, so a withdrawn one stops the events at once (its
 * script itself goes with the next page load).
 */
const fanOut: AnalyticsProvider = (event, params, context) => {
  const choices = readConsent();
  for (const [id, provider] of started) {
    if (!mayLoad(id, warningEnabled, choices)) continue;
    const send = () => {
      try {
        provider(event, params, context);
      } catch (error) {
        console.warn('[analytics]', id, event, error);
      }
    };
    const order = event === 'purchase' ? context.order : undefined;
    // The API client is fetched with the first purchase event, not with every page.
    if (order)
      void import('../../lib/browser-api')
        .then(({ browserTransport }) => mayReportPurchase(browserTransport(), id, order))
        .then((first) => first && send())
        .catch((error) => console.warn('[analytics]', id, event, error));
    else send();
  }
};

function startAllowed(plugins: readonly AnalyticsPlugin[], cookieWarningEnabled: boolean): void {
  warningEnabled = cookieWarningEnabled;
  const choices = readConsent();
  let added = false;
  for (const plugin of plugins) {
    if (started.has(plugin.id) || !mayLoad(plugin.id, cookieWarningEnabled, choices)) continue;
    started.set(plugin.id, startProvider(plugin));
    added = true;
  }
  if (added && !unregister) unregister = registerAnalyticsProvider(fanOut);
}

export function useAnalytics(initialValues: InitialValues): void {
  const cookieWarningEnabled = initialValues.storefront.is_cookie_warning_enabled;
  const plugins = initialValues.plugins;
  useEffect(() => {
    const installed = analyticsPluginsFrom(plugins);
    if (installed.length === 0) return;
    // Providers start when the browser is idle, after hydration: events tracked before that wait
    // in lib/analytics.ts's queue, so none is lost.
    let unsubscribe = () => {};
    const cancel = whenIdle(() => {
      startAllowed(installed, cookieWarningEnabled);
      unsubscribe = subscribeConsent(() => startAllowed(installed, cookieWarningEnabled));
    });
    return () => {
      cancel();
      unsubscribe();
    };
  }, [plugins, cookieWarningEnabled]);
}
