import type { Order } from '@vitrine/contracts/orders';
import { useState } from 'react';
import { Button } from '../../components/ui/button';
import { OrderCancelDialog } from './order-cancel-dialog';

/**
 * Cancel order with its dialog, for pages outside the account (a guest's complete page, reached
 * with the order's token). Shown only while the API offers it (can_cancel).
 */
export function OrderCancelButton({ order, token, onCancelled }: { order: Order; token?: string; onCancelled: (order: Order, message: string) => void }) {
  const [open, setOpen] = useState(false);
  if (!order.can_cancel) return null;
  return (
    <>
      {/* A secondary action: the dialog says what cancelling does to the money before it is confirmed. */}
      <Button type="button" variant="ghost" onClick={() => setOpen(true)}>
        Cancel order
      </Button>
      <OrderCancelDialog
        order={order}
        token={token}
        open={open}
        onClose={() => setOpen(false)}
        onCancelled={(cancelled, message) => {
          setOpen(false);
          onCancelled(cancelled, message);
        }}
      />
    </>
  );
}
