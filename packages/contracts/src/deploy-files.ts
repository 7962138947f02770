// spec §7 notes: a build-latest file and a site-config manifest are polled, so an open tab learns
// of a new deploy (and of the owner's changes) and offers a reload.

export const BUILD_LATEST_PATH = '/build-latest.json';
export const SITE_CONFIG_PATH = '/site-config.json';

/** /build-latest.json: the id of the build this server runs (React Router's manifest version). */
export interface BuildLatest {
  build_id: string;
}

/** /site-config.json: the build, when the owner last changed the shop, and who may frame it. */
export interface SiteConfig {
  build_id: string;
  /** The newest owner write (storefront, template, page, plugin) as an ISO timestamp, or ''. */
  settings_version: string;
  /** Origins besides the shop's own that the live editor may run in (EDITOR_ORIGINS). */
  editor_origins: string[];
}

/** decisions/030: every 5 minutes while the tab is visible, and when it becomes visible again. */
export const DEPLOY_POLL_MS = 5 * 60 * 1000;

export const DeployMessages = {
  newVersion: 'A new version of the shop is available',
  reload: 'Reload',
} as const;
