/**
 * The dialogs are a separate chunk: guests who never sign in never download them. Hovering or
 * focusing the account button starts the download early.
 */
export const loadAuthDialogs = () => import('./auth-dialogs');

export function preloadAuthDialogs(): void {
  void loadAuthDialogs().catch(() => {
    // A failed preload is retried when the dialog really opens.
  });
}
