import type { AppDeps } from '../../lib/deps.ts';
import type { OutboxWriter } from '../outbox.ts';
import type { MailProvider } from './mail.ts';
import { smtpMailProvider } from './smtp-mail.ts';

/** SMTP_URL set: nodemailer over SMTP; otherwise mail lands in the dev outbox. */
export function createMailProvider({ config }: Pick<AppDeps, 'config'>, outbox: OutboxWriter): MailProvider {
  if (config.mail.smtpUrl) return smtpMailProvider({ url: config.mail.smtpUrl, from: config.mail.from });
  return {
    name: 'outbox',
    send: ({ to, subject, text }) => outbox({ channel: 'mail', to, subject, body: text }),
  };
}
