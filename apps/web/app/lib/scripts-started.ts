/**
 * The event the client entry fires as it starts, so the inline starter of the page's scripts
 * (scripts-after-first-view.server.ts) knows they loaded and stops retrying them.
 */
export const SCRIPTS_STARTED_EVENT = 'vitrine:scripts-started';

/** Called once by entry.client.tsx when its module runs. */
export function announceScriptsStarted(): void {
  window.dispatchEvent(new Event(SCRIPTS_STARTED_EVENT));
}
