import type { Order } from '@vitrine/contracts/orders';
import { useState } from 'react';
import { Button } from '../../components/ui/button';
import { useToast } from '../../components/ui/toast';
import { orderActions } from './orders-browser-api';

/** An order paid online whose payment has not gone through yet (still placed). */
export function awaitsOnlinePayment(order: Pick<Order, 'status' | 'payment_status'>): boolean {
  return order.status === 'placed' && (order.payment_status === 'awaiting_payment' || order.payment_status === 'failed');
}

/** Pay now: opens the order's gateway page (POST /api/checkout/process-payment); a refusal is a toast. */
export function OrderPayButton({ order }: { order: Pick<Order, 'order_id'> }) {
  const [opening, setOpening] = useState(false);
  const toast = useToast();
  const pay = async () => {
    if (opening) return;
    setOpening(true);
    const result = await orderActions.payOrder(order.order_id);
    if (result.ok) return window.location.assign(result.data.redirect_url);
    setOpening(false);
    toast.error(result.failure.message);
  };
  return (
    <Button type="button" variant="primary" onClick={pay} disabled={opening} aria-busy={opening || undefined}>
      {opening ? 'Opening the payment page…' : 'Pay now'}
    </Button>
  );
}
