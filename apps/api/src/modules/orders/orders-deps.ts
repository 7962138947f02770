import { createMailProvider } from '../../integrations/mail/mail-provider.ts';
import { createSmsProvider } from '../../integrations/sms/sms-provider.ts';
import type { AppDeps } from '../../lib/deps.ts';
import type { Logger } from '../../lib/logger.ts';
import { outboxWriter } from '../dev-outbox/dev-outbox.service.ts';
import type { OrdersDeps } from './orders.service.ts';

/** What the order routes (shopper, owner, payments) work with: the app's deps and where order messages go. */
export function ordersDepsFor(appDeps: AppDeps, log: Logger): OrdersDeps {
  const outbox = outboxWriter(appDeps.db);
  return { ...appDeps, notices: { mail: createMailProvider(appDeps, outbox), sms: createSmsProvider(appDeps, outbox), log } };
}
