import { formatMoney } from '@vitrine/contracts/money';
import type { Order } from '@vitrine/contracts/orders';
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

export function orderNoticeText(order: Order, event: 'placed' | 'cancelled', storeName: string, orderUrl: string) {
  const total = formatMoney(order.grand_total.amount, order.currency);
  if (event === 'placed') {
    return {
      subject: `${storeName}: order ${order.order_no} placed`,
      mail: [
        'Thank you for your order.',
        '',
        `Order ${order.order_no}`,
        ...lines(order),
        `Total: ${total} (${order.payment_method_name})`,
        '',
        `See your order: ${orderUrl}`,
      ].join('\n'),
      sms: `${storeName}: order ${order.order_no} placed, total ${total}. ${orderUrl}`,
    };
  }
  return {
    subject: `${storeName}: order ${order.order_no} cancelled`,
    mail: [`Your order ${order.order_no} has been cancelled.`, '', ...lines(order), '', `See your order: ${orderUrl}`].join('\n'),
    sms: `${storeName}: order ${order.order_no} has been cancelled.`,
  };
}

export async function sendOrderNotice(deps: OrderNoticeDeps, order: Order, event: 'placed' | 'cancelled'): Promise<void> {
  const text = orderNoticeText(order, event, deps.storeName, deps.orderUrl);
  const sends: Promise<void>[] = [];
  if (order.email) sends.push(deps.mail.send({ to: order.email, subject: text.subject, text: text.mail }));
  if (order.phone) sends.push(deps.sms.send({ to: order.phone, text: text.sms }));
  for (const result of await Promise.allSettled(sends)) {
    if (result.status === 'rejected') deps.log.warn({ err: result.reason, order: order.order_no }, 'order notice not sent');
  }
}
