import { z } from 'zod';

// spec §2 Account menu: plugins can add menus and groups. A plugin's config may declare
// `account_menu: [{ label, path, group, description, pane_html }]`; /account/{slug} of such an
// entry shows its pane (pane_html, sanitised by the server) to a signed-in customer.

export const pluginPaneQuerySchema = z.object({
  path: z
    .string()
    .min(1, 'This field is required')
    .max(200, 'The value length should not exceed 200')
    .regex(/^\/account\/[A-Za-z0-9/_-]+$/, 'This field is not valid'),
});

export interface PluginPane {
  path: string;
  label: string;
  description: string;
  group: string | null;
  /** Sanitised on the server: safe to render as HTML. */
  html: string;
}
