import { pluginPaneQuerySchema } from '@vitrine/contracts/plugin-panes';
import type { Operation } from './operation.ts';

// The live editor's owner session and the plugins' account panes (decisions/030).
export const editorOperations: Operation[] = [
  {
    method: 'POST',
    path: '/api/admin/session',
    tag: 'admin',
    access: 'admin',
    open: true,
    summary: 'Turns the admin token (header only) into the admin cookies of /admin/login',
    data: '{ admin: true }',
    notes: 'Sets vitrine_admin (httpOnly, SameSite=Strict, a value derived from the token) and vitrine_admin_flag (no secret) for 12 hours.',
  },
  {
    method: 'GET',
    path: '/api/admin/session',
    tag: 'admin',
    access: 'admin',
    open: true,
    summary: 'Answers 200 to the owner (admin token or admin cookie), 401 otherwise',
    data: '{ admin: true }',
  },
  {
    method: 'DELETE',
    path: '/api/admin/session',
    tag: 'admin',
    access: 'admin',
    open: true,
    summary: 'Clears the admin cookies',
    data: '{ admin: false }',
  },
  {
    method: 'GET',
    path: '/api/account/plugin-pane',
    tag: 'account',
    access: 'session',
    summary: "A plugin's account pane (account_menu entry with pane_html) for the signed-in customer",
    query: pluginPaneQuerySchema,
    data: '`PluginPane` `{ path, label, description, group, html }` (html sanitised)',
    extraErrors: [404],
  },
];
