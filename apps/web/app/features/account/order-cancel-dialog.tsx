import { formatMoney } from '@vitrine/contracts/money';
import { cancelConsequence, type Order } from '@vitrine/contracts/orders';
import { Dialog } from '../../components/ui/dialog';
import { CANCEL_OTHER_MAX, CANCEL_REASONS, cancelReason } from './order-rules';
import { orderActions } from './orders-browser-api';
import { ReasonForm } from './reason-form';

interface CancelDialogProps {
  order: Pick<Order, 'order_id' | 'order_no' | 'payment_status' | 'payment_method_name' | 'grand_total'>;
  /** A guest's order is reached with its token (the complete page). */
  token?: string;
  open: boolean;
  onClose: () => void;
  /** The API's answer: the cancelled order, and its message for the toast. */
  onCancelled: (order: Order, message: string) => void;
}

/**
 * Cancel an order with a reason, after saying what it does to the money (a paid order is refunded
 * to the method it was paid with). A failure stays in the dialog and changes nothing; a success
 * hands the API's order to the page. The form lives only while the dialog is open, so each
 * opening starts blank.
 */
export function OrderCancelDialog({ order, token, open, onClose, onCancelled }: CancelDialogProps) {
  return (
    <Dialog open={open} onClose={onClose} title={`Cancel order #${order.order_no}`} className="order-cancel-dialog">
      <p className="order-cancel__consequence">{cancelConsequence(order, formatMoney(order.grand_total.amount, order.grand_total.currency))}</p>
      <ReasonForm
        reasons={CANCEL_REASONS}
        legend="Why do you want to cancel this order?"
        name="reason"
        otherMax={CANCEL_OTHER_MAX}
        check={cancelReason}
        send={(reason) => orderActions.cancelOrder(order.order_id, reason, token)}
        submitLabel="Confirm cancel"
        keepLabel="Keep order"
        onKeep={onClose}
        onDone={onCancelled}
      />
    </Dialog>
  );
}
