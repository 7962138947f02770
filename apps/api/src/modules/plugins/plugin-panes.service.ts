import type { PluginPane } from '@vitrine/contracts/plugin-panes';
import sanitizeHtml from 'sanitize-html';
import type { Db } from '../../db/connect.ts';
import { notFound } from '../../lib/app-error.ts';
import { listActivePlugins } from './plugins.service.ts';

// spec §2: plugins add account menu entries; an entry with pane_html gets a pane at its path.

const PANE_HTML_OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: sanitizeHtml.defaults.allowedTags,
  allowedAttributes: { a: ['href', 'title'] },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  transformTags: { a: sanitizeHtml.simpleTransform('a', { rel: 'noopener' }) },
};

const MAX_PANE_HTML = 20_000;
const text = (value: unknown, max: number) => (typeof value === 'string' && value.trim() ? value.trim().slice(0, max) : null);

/** The pane an active plugin declares for this account path; 404 when none does. */
export async function getPluginPane(db: Db, path: string): Promise<PluginPane> {
  for (const plugin of await listActivePlugins(db)) {
    const entries = plugin.config?.account_menu;
    if (!Array.isArray(entries)) continue;
    for (const raw of entries) {
      const entry = (raw ?? {}) as Record<string, unknown>;
      const label = text(entry.label, 120);
      const html = text(entry.pane_html, MAX_PANE_HTML);
      if (entry.path !== path || !label || !html) continue;
      return {
        path,
        label,
        description: text(entry.description, 200) ?? '',
        group: text(entry.group, 120),
        html: sanitizeHtml(html, PANE_HTML_OPTIONS),
      };
    }
  }
  throw notFound('Page Not Found');
}

/**
 * Plugins as every page's initial values carry them: account menu entries keep what the menu
 * draws and lose `pane_html`, which only the pane's own call (getPluginPane) answers, so every
 * page's HTML does not carry each pane's text (issue 14's HTML bytes).
 */
export function withoutPaneHtml<T extends { config?: Record<string, unknown> | null }>(plugins: T[]): T[] {
  return plugins.map((plugin) => {
    const entries = plugin.config?.account_menu;
    if (!Array.isArray(entries)) return plugin;
    const menu = entries.map((raw) => {
      if (!raw || typeof raw !== 'object') return raw;
      const { pane_html: _pane, ...entry } = raw as Record<string, unknown>;
      return entry;
    });
    return { ...plugin, config: { ...plugin.config, account_menu: menu } };
  });
}
