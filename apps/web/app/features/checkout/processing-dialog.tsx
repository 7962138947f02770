import { useEffect, useId, useRef } from 'react';
import '../../components/ui/dialog.css';

/**
 * spec §2 payment-processing popup: modal while the order is being placed, with no way to close
 * it (Escape is held back); its message is announced. It closes itself when the call answers.
 */
export function ProcessingDialog({ open }: { open: boolean }) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    else if (!open && dialog.open) dialog.close();
  }, [open]);
  return (
    <dialog
      ref={ref}
      className="dialog dialog--modal checkout-processing"
      aria-labelledby={titleId}
      aria-busy={open || undefined}
      onCancel={(event) => event.preventDefault()}
    >
      <div className="dialog__panel checkout-processing__panel">
        <span className="checkout-processing__spinner" aria-hidden="true" />
        <h2 id={titleId} className="dialog__title" tabIndex={-1}>
          Processing your payment…
        </h2>
        <p className="checkout-processing__text" role="status" aria-live="polite">
          {open ? 'Please wait while we place your order. Do not close or refresh this page.' : ''}
        </p>
      </div>
    </dialog>
  );
}
