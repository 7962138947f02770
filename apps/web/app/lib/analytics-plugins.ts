import type { OptionalConsentId } from '@vitrine/contracts/consent';
import type { PluginInfo } from '@vitrine/contracts/storefront';

// spec §1/§3: the analytics plugins (module names) and their config (google_tag_id, tag_code or
// code). The owner types these ids; each must look like its provider's id before it goes into a
// script URL or the page's Content-Security-Policy, otherwise the plugin is treated as absent.

export type AnalyticsPlugin =
  | { id: 'GoogleGtag'; tagId: string }
  | { id: 'GoogleTagManager'; containerId: string }
  | { id: 'FacebookPixel'; pixelId: string }
  | { id: 'MicrosoftClarity'; projectId: string }
  | { id: 'UmamiAnalytics'; websiteId: string; scriptUrl: string };

export const UMAMI_CLOUD_SCRIPT = 'https://cloud.umami.is/script.js';

const text = (config: Record<string, unknown> | undefined, ...keys: string[]): string => {
  for (const key of keys) {
    const value = config?.[key];
    if (typeof value === 'string' && value.trim()) return value.trim();
  }
  return '';
};

/** An https URL's origin (no path, no credentials), or null. */
function httpsOrigin(url: string): string | null {
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'https:' && !parsed.username && !parsed.password ? parsed.origin : null;
  } catch {
    return null;
  }
}

function readPlugin(plugin: PluginInfo): AnalyticsPlugin | null {
  const { config } = plugin;
  switch (plugin.module_name) {
    case 'GoogleGtag': {
      const tagId = text(config, 'google_tag_id', 'code');
      return /^[A-Z]{1,3}-[A-Z0-9-]{4,20}$/i.test(tagId) ? { id: 'GoogleGtag', tagId } : null;
    }
    case 'GoogleTagManager': {
      const containerId = text(config, 'tag_code', 'code');
      return /^GTM-[A-Z0-9]{4,12}$/i.test(containerId) ? { id: 'GoogleTagManager', containerId } : null;
    }
    case 'FacebookPixel': {
      const pixelId = text(config, 'code', 'pixel_id');
      return /^\d{5,20}$/.test(pixelId) ? { id: 'FacebookPixel', pixelId } : null;
    }
    case 'MicrosoftClarity': {
      const projectId = text(config, 'code', 'project_id');
      return /^[a-z0-9]{5,20}$/i.test(projectId) ? { id: 'MicrosoftClarity', projectId } : null;
    }
    case 'UmamiAnalytics': {
      const websiteId = text(config, 'code', 'website_id');
      const scriptUrl = text(config, 'script_url') || UMAMI_CLOUD_SCRIPT;
      if (!/^[A-Za-z0-9-]{8,64}$/.test(websiteId) || !httpsOrigin(scriptUrl)) return null;
      return { id: 'UmamiAnalytics', websiteId, scriptUrl };
    }
    default:
      return null;
  }
}

/** The installed analytics plugins whose config is usable, one per module name. */
export function analyticsPluginsFrom(plugins: readonly PluginInfo[]): AnalyticsPlugin[] {
  const found = new Map<OptionalConsentId, AnalyticsPlugin>();
  for (const plugin of plugins) {
    const read = readPlugin(plugin);
    if (read && !found.has(read.id)) found.set(read.id, read);
  }
  return [...found.values()];
}

export interface CspSources {
  script: string[];
  connect: string[];
  img: string[];
}

// The hosts each provider's own CSP guide lists (Google's wildcards cover its regional collectors).
const GOOGLE_ANALYTICS: CspSources = {
  script: ['https://*.googletagmanager.com'],
  connect: ['https://*.google-analytics.com', 'https://*.analytics.google.com', 'https://*.googletagmanager.com'],
  img: ['https://*.google-analytics.com', 'https://*.googletagmanager.com'],
};

function sourcesOf(plugin: AnalyticsPlugin): CspSources {
  switch (plugin.id) {
    case 'GoogleGtag':
    case 'GoogleTagManager':
      return GOOGLE_ANALYTICS;
    case 'FacebookPixel':
      return {
        script: ['https://connect.facebook.net'],
        connect: ['https://www.facebook.com', 'https://connect.facebook.net'],
        img: ['https://www.facebook.com'],
      };
    case 'MicrosoftClarity':
      return { script: ['https://www.clarity.ms', 'https://scripts.clarity.ms'], connect: ['https://*.clarity.ms'], img: ['https://*.clarity.ms'] };
    case 'UmamiAnalytics': {
      const origin = httpsOrigin(plugin.scriptUrl) as string;
      // Umami Cloud's script sends to its gateway; a self-hosted one sends to its own origin.
      const gateway = origin === httpsOrigin(UMAMI_CLOUD_SCRIPT) ? ['https://api-gateway.umami.dev'] : [];
      return { script: [origin], connect: [origin, ...gateway], img: [] };
    }
  }
}

/** The extra CSP sources for the installed providers (none when none is installed). */
export function analyticsCspSources(plugins: readonly PluginInfo[]): CspSources {
  const merged: CspSources = { script: [], connect: [], img: [] };
  for (const plugin of analyticsPluginsFrom(plugins)) {
    const sources = sourcesOf(plugin);
    for (const key of ['script', 'connect', 'img'] as const) {
      for (const source of sources[key]) if (!merged[key].includes(source)) merged[key].push(source);
    }
  }
  return merged;
}
