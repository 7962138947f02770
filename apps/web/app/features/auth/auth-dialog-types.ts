// Shared by the dialog host (shipped with every page) and the lazily loaded dialogs.

export type AuthDialogName = 'login' | 'register';

/** One request to open the login dialog; the dialogs check its values (same-origin target, allowed mode). */
export interface OpenLoginRequest {
  id: number;
  redirectTo: unknown;
  mode: unknown;
}
