import type { Order } from '@vitrine/contracts/orders';
import { Dialog } from '../../components/ui/dialog';
import { orderActions } from './orders-browser-api';
import { ReasonForm } from './reason-form';
import { REFUND_OTHER_MAX, REFUND_REASONS, refundReason } from './refund-rules';

interface RefundDialogProps {
  order: Pick<Order, 'order_id' | 'order_no'>;
  open: boolean;
  onClose: () => void;
  /** The API's answer: the order in refund_requested, and its message for the toast. */
  onRequested: (order: Order, message: string) => void;
}

/**
 * Ask for a refund of a delivered order, with a reason. As the cancel dialog: a failure stays in
 * the dialog and changes nothing; a success hands the API's order to the page; each opening
 * starts blank.
 */
export function OrderRefundDialog({ order, open, onClose, onRequested }: RefundDialogProps) {
  return (
    <Dialog open={open} onClose={onClose} title={`Request a refund for order #${order.order_no}`} className="order-cancel-dialog">
      <ReasonForm
        reasons={REFUND_REASONS}
        legend="Why do you want a refund?"
        name="refund-reason"
        otherMax={REFUND_OTHER_MAX}
        check={refundReason}
        send={(reason) => orderActions.requestRefund(order.order_id, reason)}
        submitLabel="Request refund"
        keepLabel="Not now"
        onKeep={onClose}
        onDone={onRequested}
      />
    </Dialog>
  );
}
