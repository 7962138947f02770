import { createContext, type FocusEvent, type ReactNode, useCallback, useContext, useEffect, useMemo, useRef, useState } from 'react';
import { addToast, removeToast, TOAST_DURATION_MS, type ToastAction, type ToastItem, type ToastKind } from './toast-queue';
import './toast.css';

export interface ToastApi {
  success: (message: string) => void;
  /** With an action the toast stays until it is used or dismissed; returns the toast's id. */
  error: (message: string, action?: ToastAction) => number;
  dismiss: (id: number) => void;
}

// Outside a provider (e.g. a bare error page) toasts are only logged, never thrown.
const fallback: ToastApi = {
  success: (message) => console.info('[toast]', message),
  error: (message) => {
    console.warn('[toast]', message);
    return 0;
  },
  dismiss: () => {},
};
const ToastContext = createContext<ToastApi>(fallback);

/** `const toast = useToast(); toast.success('Saved')` — spec §8 toasts at top centre. */
export function useToast(): ToastApi {
  return useContext(ToastContext);
}

export function ToastProvider({ children }: { children: ReactNode }) {
  const [toasts, setToasts] = useState<readonly ToastItem[]>([]);
  const nextId = useRef(1);
  const dismiss = useCallback((id: number) => setToasts((list) => removeToast(list, id)), []);
  const api = useMemo<ToastApi>(() => {
    const show = (kind: ToastKind) => (message: string, action?: ToastAction) => {
      const id = nextId.current++;
      setToasts((list) => addToast(list, { id, kind, message: String(message ?? ''), action }));
      return id;
    };
    return { success: show('success'), error: show('error'), dismiss };
  }, [dismiss]);

  // Both live regions are always in the DOM, so screen readers announce what is added to them.
  return (
    <ToastContext.Provider value={api}>
      {children}
      <div className="toaster">
        <div className="toaster__region" role="status" aria-live="polite">
          {toasts
            .filter((t) => t.kind === 'success')
            .map((t) => (
              <Toast key={t.id} toast={t} onDismiss={dismiss} />
            ))}
        </div>
        <div className="toaster__region" role="alert" aria-live="assertive">
          {toasts
            .filter((t) => t.kind === 'error')
            .map((t) => (
              <Toast key={t.id} toast={t} onDismiss={dismiss} />
            ))}
        </div>
      </div>
    </ToastContext.Provider>
  );
}

/** One toast: dismisses itself after TOAST_DURATION_MS, paused while hovered or focused. */
function Toast({ toast, onDismiss }: { toast: ToastItem; onDismiss: (id: number) => void }) {
  const [paused, setPaused] = useState(false);
  useEffect(() => {
    if (paused || toast.action) return;
    const timer = setTimeout(() => onDismiss(toast.id), TOAST_DURATION_MS);
    return () => clearTimeout(timer);
  }, [paused, toast.id, toast.action, onDismiss]);

  const onBlur = (event: FocusEvent<HTMLDivElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget)) setPaused(false);
  };

  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: hover and focus only pause the auto-dismiss timer
    <div
      className={`toast toast--${toast.kind}`}
      onMouseEnter={() => setPaused(true)}
      onMouseLeave={() => setPaused(false)}
      onFocus={() => setPaused(true)}
      onBlur={onBlur}
    >
      <svg
        className="toast__icon"
        width="20"
        height="20"
        viewBox="0 0 24 24"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin="round"
        aria-hidden="true"
        focusable="false"
      >
        <circle cx="12" cy="12" r="9" />
        <path d={toast.kind === 'success' ? 'M8 12.5l2.5 2.5L16 9.5' : 'M12 7.5v5.5M12 16.5v.01'} />
      </svg>
      <p className="toast__message">{toast.message}</p>
      {toast.action ? (
        <button
          type="button"
          className="toast__action"
          onClick={() => {
            onDismiss(toast.id);
            toast.action?.onAction();
          }}
        >
          {toast.action.label}
        </button>
      ) : null}
      <button type="button" className="toast__close" aria-label="Dismiss notification" onClick={() => onDismiss(toast.id)}>
        <svg
          width="18"
          height="18"
          viewBox="0 0 24 24"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
          strokeLinecap="round"
          aria-hidden="true"
          focusable="false"
        >
          <path d="M6 6l12 12M18 6L6 18" />
        </svg>
      </button>
    </div>
  );
}
