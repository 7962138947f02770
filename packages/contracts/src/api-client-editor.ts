import type { ApiCall } from './api-transport.ts';
import type { PluginPane } from './plugin-panes.ts';

// The owner session of /admin/login and the plugins' account panes (decisions/030). Reached as
// editorCalls(api.call), beside the main client.
export function editorCalls(call: ApiCall) {
  return {
    /** The token goes as a header: the admin throttle counts wrong ones. */
    openAdminSession: (token: string) => call<{ admin: true }>({ method: 'POST', path: '/api/admin/session', headers: { authorization: `Bearer ${token}` } }),
    getAdminSession: () => call<{ admin: true }>({ method: 'GET', path: '/api/admin/session' }),
    getPluginPane: (path: string) => call<PluginPane>({ method: 'GET', path: '/api/account/plugin-pane', query: { path } }),
  };
}
