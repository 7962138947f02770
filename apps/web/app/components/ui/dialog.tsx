import { type MouseEvent, type ReactNode, useEffect, useId, useRef } from 'react';
import { Icon } from './icon';
import './dialog.css';

export type DialogVariant = 'modal' | 'drawer-start' | 'drawer-end';

export interface DialogProps {
  open: boolean;
  /** Called when the shopper closes it (Escape, the Close button or the backdrop). */
  onClose: () => void;
  title: string;
  children: ReactNode;
  className?: string;
  /** Used by Drawer; a plain dialog is centred. */
  variant?: DialogVariant;
}

/**
 * Modal dialog on the native <dialog> element: showModal() gives the focus trap, the inert page
 * and Escape for free. The content renders only while open (nothing to hydrate or ship in the
 * HTML for closed dialogs), and focus returns to the element that opened it.
 */
export function Dialog({ open, onClose, title, children, className, variant = 'modal' }: DialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const opener = useRef<HTMLElement | null>(null);
  const titleId = useId();

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
      dialog.showModal();
    } else if (!open && dialog.open) {
      dialog.close();
    }
  }, [open]);

  // The native close event follows Escape, the Close button, the backdrop and a parent closing
  // it alike, so focus is restored in one place.
  const handleClose = () => {
    const target = opener.current;
    opener.current = null;
    if (target?.isConnected) target.focus();
    if (open) onClose();
  };

  // A click on the <dialog> itself (not its panel) is a click on the backdrop.
  const handleClick = (event: MouseEvent<HTMLDialogElement>) => {
    if (event.target === event.currentTarget) ref.current?.close();
  };

  return (
    // biome-ignore lint/a11y/useKeyWithClickEvents: the backdrop click mirrors Escape, which <dialog> handles natively
    <dialog
      ref={ref}
      className={`dialog dialog--${variant}${className ? ` ${className}` : ''}`}
      aria-labelledby={titleId}
      onClose={handleClose}
      onClick={handleClick}
    >
      <div className="dialog__panel">
        <div className="dialog__header">
          <h2 id={titleId} className="dialog__title">
            {title}
          </h2>
          <button type="button" className="dialog__close" aria-label="Close" onClick={() => ref.current?.close()}>
            <Icon name="close" />
          </button>
        </div>
        <div className="dialog__body">{open ? children : null}</div>
      </div>
    </dialog>
  );
}
