import type { AppDeps } from '../../lib/deps.ts';
import type { OutboxWriter } from '../outbox.ts';
import { httpSmsProvider } from './http-sms.ts';
import type { SmsProvider } from './sms.ts';

/** SMS_PROVIDER=http posts to a gateway; otherwise (the default) texts land in the dev outbox. */
export function createSmsProvider({ config }: Pick<AppDeps, 'config'>, outbox: OutboxWriter): SmsProvider {
  if (config.sms.provider === 'http' && config.sms.httpUrl) {
    return httpSmsProvider({ url: config.sms.httpUrl, token: config.sms.httpToken });
  }
  return {
    name: 'outbox',
    send: ({ to, text }) => outbox({ channel: 'sms', to, body: text }),
  };
}
