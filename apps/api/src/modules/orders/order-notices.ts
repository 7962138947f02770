import { formatMoney } from '@vitrine/contracts/money';
import { type Order, refundNotice } from '@vitrine/contracts/orders';
import type { MailProvider } from '../../integrations/mail/mail.ts';
import type { SmsProvider } from '../../integrations/sms/sms.ts';
import type { Logger } from '../../lib/logger.ts';

// Order and status messages to the shopper, by mail and SMS through the shop's providers (the
// built-in ones keep them in the dev outbox). A message that cannot be sent is logged: the order
// itself stands.

export interface OrderNoticeDeps {
  mail: MailProvider;
  sms: SmsProvider;
  log: Logger;
  storeName: string;
  /** The order's page for its owner: /account/orders/{id}, or the complete page with its token. */
  orderUrl: string;
}

function lines(order: Order): string[] {
  return order.productchannel.map((i) => `- ${i.product.name} × ${i.quantity}: ${formatMoney(i.line_total, order.currency)}`);
}

/** The messages an order sends: placing and cancelling (the shopper), and the owner's moves. */
export type OrderNoticeEvent =
  | 'placed'
  | 'awaiting_payment'
  | 'cancelled'
  | 'confirmed'
  | 'shipped'
  | 'delivered'
  | 'refunded'
  | 'refund_rejected'
  | 'refund_due';

/** What a message says beyond the order: the shipment (shipped) and the owner's note. */
export interface OrderNoticeExtra {
  waybill?: string;
  courier?: string;
  /** `${publicUrl}/track-order/${waybill}`. */
  trackingUrl?: string;
  note?: string | null;
  /** What a recorded refund sent back, formatted ('₹1,047'). */
  refundedAmount?: string;
}

/** One-line messages of the owner's moves: [mail sentence, SMS sentence]. */
function moveText(order: Order, event: Exclude<OrderNoticeEvent, 'placed' | 'awaiting_payment' | 'cancelled'>, extra: OrderNoticeExtra): [string, string] {
  const no = order.order_no;
  switch (event) {
    case 'confirmed':
      return [`Your order ${no} has been confirmed and is being prepared.`, `order ${no} confirmed.`];
    case 'shipped':
      return [
        `Your order ${no} has been shipped with ${extra.courier}, waybill ${extra.waybill}.\nTrack it: ${extra.trackingUrl}`,
        `order ${no} shipped with ${extra.courier}, waybill ${extra.waybill}. Track: ${extra.trackingUrl}`,
      ];
    case 'delivered':
      return [`Your order ${no} has been delivered. Thank you for shopping with us.`, `order ${no} delivered.`];
    case 'refunded':
      return extra.refundedAmount
        ? [
            `We have refunded ${extra.refundedAmount} for order ${no} to your ${order.payment_method_name} payment method.`,
            `${extra.refundedAmount} refunded for order ${no}.`,
          ]
        : [`Your refund for order ${no} has been approved.`, `refund for order ${no} approved.`];
    case 'refund_due':
      // A payment that landed after the order was cancelled: owed back, never "placed".
      return [
        `We received a payment for order ${no}, which was already cancelled.\n${refundNotice(order, formatMoney(order.grand_total.amount, order.currency))}`,
        `payment received for cancelled order ${no}: it will be refunded.`,
      ];
    case 'refund_rejected':
      return [
        `Your refund request for order ${no} was not approved.${extra.note ? `\nReason: ${extra.note}` : ''}`,
        `refund request for order ${no} not approved.`,
      ];
  }
}

const SUBJECTS: Record<OrderNoticeEvent, string> = {
  placed: 'placed',
  awaiting_payment: 'is waiting for payment',
  cancelled: 'cancelled',
  confirmed: 'confirmed',
  shipped: 'shipped',
  delivered: 'delivered',
  refunded: 'refund approved',
  refund_rejected: 'refund not approved',
  refund_due: 'refund due',
};

export function orderNoticeText(order: Order, event: OrderNoticeEvent, storeName: string, orderUrl: string, extra: OrderNoticeExtra = {}) {
  const total = formatMoney(order.grand_total.amount, order.currency);
  if (event === 'placed') {
    return {
      subject: `${storeName}: order ${order.order_no} placed`,
      mail: [
        'Thank you for your order.',
        '',
        `Order ${order.order_no}`,
        ...lines(order),
        `Total: ${total} (${order.payment_method_name}${order.payment_status === 'paid' ? ', paid' : ''})`,
        '',
        `See your order: ${orderUrl}`,
      ].join('\n'),
      sms: `${storeName}: order ${order.order_no} placed, total ${total}. ${orderUrl}`,
    };
  }
  if (event === 'awaiting_payment') {
    // Issue 29: sent once, when an order paid online is placed; orderUrl is the page to pay from.
    return {
      subject: `${storeName}: order ${order.order_no} is waiting for payment`,
      mail: [
        `Your order ${order.order_no} is waiting for payment. We are keeping its items for you for a while.`,
        '',
        ...lines(order),
        `Total: ${total} (${order.payment_method_name})`,
        '',
        `Pay for it or change it: ${orderUrl}`,
      ].join('\n'),
      sms: `${storeName}: order ${order.order_no} is waiting for payment of ${total}. Pay: ${orderUrl}`,
    };
  }
  if (event === 'cancelled') {
    // A paid order that is cancelled owes its money back: the mail says so (decisions/014, Refunds).
    const refund = refundNotice(order, total);
    const refundLines = refund ? ['', refund] : [];
    return {
      subject: `${storeName}: order ${order.order_no} cancelled`,
      mail: [`Your order ${order.order_no} has been cancelled.`, ...refundLines, '', ...lines(order), '', `See your order: ${orderUrl}`].join('\n'),
      sms: `${storeName}: order ${order.order_no} has been cancelled.${refund ? ' A refund is due to you.' : ''}`,
    };
  }
  const [mail, sms] = moveText(order, event, extra);
  return {
    subject: `${storeName}: order ${order.order_no} ${SUBJECTS[event]}`,
    mail: [mail, '', `See your order: ${orderUrl}`].join('\n'),
    sms: `${storeName}: ${sms}`,
  };
}

export async function sendOrderNotice(deps: OrderNoticeDeps, order: Order, event: OrderNoticeEvent, extra: OrderNoticeExtra = {}): Promise<void> {
  const text = orderNoticeText(order, event, deps.storeName, deps.orderUrl, extra);
  const sends: Promise<void>[] = [];
  if (order.email) sends.push(deps.mail.send({ to: order.email, subject: text.subject, text: text.mail }));
  if (order.phone) sends.push(deps.sms.send({ to: order.phone, text: text.sms }));
  for (const result of await Promise.allSettled(sends)) {
    if (result.status === 'rejected') deps.log.warn({ err: result.reason, order: order.order_no }, 'order notice not sent');
  }
}
