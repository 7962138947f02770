import type { AnalyticsProvider } from '../../lib/analytics';
import type { AnalyticsPlugin } from '../../lib/analytics-plugins';
import { clarityCall, gtagCall, gtmPushes, pixelCall, umamiCall } from './event-mapping';

// Each provider's documented bootstrap, written as code instead of the usual inline snippet (the
// page CSP allows no inline script without the nonce), then its script from the provider's host.
// Called only after consent (use-analytics.ts); returns the provider's event handler.

type Queue = unknown[];
type AnalyticsWindow = Window & {
  dataLayer?: Queue;
  gtag?: (...args: unknown[]) => void;
  fbq?: ((...args: unknown[]) => void) & { queue?: Queue; callMethod?: (...args: unknown[]) => void; push?: unknown; loaded?: boolean; version?: string };
  _fbq?: unknown;
  clarity?: ((...args: unknown[]) => void) & { q?: Queue };
  umami?: { track: (name: string, data?: Record<string, unknown>) => void };
};

const win = () => window as AnalyticsWindow;

/** The page's CSP nonce, read from a script React Router rendered with it (the attribute is hidden, the property is not). */
function pageNonce(): string {
  return document.querySelector<HTMLScriptElement>('script[nonce]')?.nonce ?? '';
}

function injectScript(id: AnalyticsPlugin['id'], src: string, attributes: Record<string, string> = {}): HTMLScriptElement {
  const script = document.createElement('script');
  script.async = true;
  script.src = src;
  const nonce = pageNonce();
  if (nonce) script.nonce = nonce;
  script.dataset.analytics = id;
  for (const [name, value] of Object.entries(attributes)) script.setAttribute(name, value);
  document.head.appendChild(script);
  return script;
}

function dataLayer(): Queue {
  const w = win();
  w.dataLayer = w.dataLayer ?? [];
  return w.dataLayer;
}

function startGtag(tagId: string): AnalyticsProvider {
  const w = win();
  const layer = dataLayer();
  // gtag.js reads the `arguments` objects themselves from the dataLayer, as its snippet pushes them.
  w.gtag =
    w.gtag ??
    function gtag() {
      // biome-ignore lint/complexity/noArguments: gtag.js expects the arguments object itself
      layer.push(arguments);
    };
  w.gtag('js', new Date());
  w.gtag('config', tagId);
  injectScript('GoogleGtag', `https://www.googletagmanager.com/gtag/js?id=${encodeURIComponent(tagId)}`);
  return (event, params) => w.gtag?.(...gtagCall(event, params));
}

function startTagManager(containerId: string): AnalyticsProvider {
  const layer = dataLayer();
  layer.push({ 'gtm.start': Date.now(), event: 'gtm.js' });
  injectScript('GoogleTagManager', `https://www.googletagmanager.com/gtm.js?id=${encodeURIComponent(containerId)}`);
  return (event, params) => {
    for (const entry of gtmPushes(event, params)) layer.push(entry);
  };
}

function startPixel(pixelId: string): AnalyticsProvider {
  const w = win();
  if (!w.fbq) {
    const fbq: NonNullable<AnalyticsWindow['fbq']> = (...args: unknown[]) => {
      if (fbq.callMethod) fbq.callMethod(...args);
      else fbq.queue?.push(args);
    };
    fbq.push = fbq;
    fbq.loaded = true;
    fbq.version = '2.0';
    fbq.queue = [];
    w.fbq = fbq;
    w._fbq = w._fbq ?? fbq;
  }
  w.fbq('init', pixelId);
  w.fbq('track', 'PageView');
  injectScript('FacebookPixel', 'https://connect.facebook.net/en_US/fbevents.js');
  return (event, params) => w.fbq?.(...pixelCall(event, params));
}

function startClarity(projectId: string): AnalyticsProvider {
  const w = win();
  if (!w.clarity) {
    const clarity: NonNullable<AnalyticsWindow['clarity']> = (...args: unknown[]) => {
      clarity.q = clarity.q ?? [];
      clarity.q.push(args);
    };
    w.clarity = clarity;
  }
  injectScript('MicrosoftClarity', `https://www.clarity.ms/tag/${encodeURIComponent(projectId)}`);
  return (event) => w.clarity?.(...clarityCall(event));
}

function startUmami(websiteId: string, scriptUrl: string): AnalyticsProvider {
  // umami.track exists only once its script ran: events wait here until then.
  const waiting: ReturnType<typeof umamiCall>[] = [];
  const flush = () => {
    const umami = win().umami;
    if (!umami) return;
    for (const [name, data] of waiting.splice(0)) umami.track(name, data);
  };
  const script = injectScript('UmamiAnalytics', scriptUrl, { 'data-website-id': websiteId });
  script.addEventListener('load', flush);
  return (event, params) => {
    waiting.push(umamiCall(event, params));
    if (waiting.length > 50) waiting.shift();
    flush();
  };
}

/** Injects one provider's script and returns its event handler. */
export function startProvider(plugin: AnalyticsPlugin): AnalyticsProvider {
  switch (plugin.id) {
    case 'GoogleGtag':
      return startGtag(plugin.tagId);
    case 'GoogleTagManager':
      return startTagManager(plugin.containerId);
    case 'FacebookPixel':
      return startPixel(plugin.pixelId);
    case 'MicrosoftClarity':
      return startClarity(plugin.projectId);
    case 'UmamiAnalytics':
      return startUmami(plugin.websiteId, plugin.scriptUrl);
  }
}
