// Pure toast list rules, kept apart from React so they are testable without a DOM.

export type ToastKind = 'success' | 'error';

/** A button in the toast (Retry). A toast with one stays until it is used or dismissed. */
export interface ToastAction {
  label: string;
  onAction: () => void;
}

export interface ToastItem {
  id: number;
  kind: ToastKind;
  message: string;
  action?: ToastAction;
}

/** How long a toast stays before it dismisses itself (paused while hovered or focused). */
export const TOAST_DURATION_MS = 4000;
/** Older toasts give way so the stack never covers the page. */
export const MAX_TOASTS = 3;

/**
 * spec §5: identical toast messages are de-duplicated — showing a text that is already visible
 * does not add a second toast (whatever its kind). Blank messages are not shown at all.
 */
export function addToast(list: readonly ToastItem[], toast: ToastItem): readonly ToastItem[] {
  const message = toast.message.trim();
  if (!message) return list;
  if (list.some((t) => t.message.trim() === message)) return list;
  return [...list, { ...toast, message }].slice(-MAX_TOASTS);
}

export function removeToast(list: readonly ToastItem[], id: number): readonly ToastItem[] {
  return list.some((t) => t.id === id) ? list.filter((t) => t.id !== id) : list;
}
