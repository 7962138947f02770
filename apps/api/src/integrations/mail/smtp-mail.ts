import nodemailer from 'nodemailer';
import type { MailProvider } from './mail.ts';

/** SMTP through nodemailer; SMTP_URL carries host, port, TLS (smtps://) and credentials. */
export function smtpMailProvider(options: { url: string; from: string }): MailProvider {
  const transport = nodemailer.createTransport(options.url);
  return {
    name: 'smtp',
    async send({ to, subject, text, html }) {
      await transport.sendMail({ from: options.from, to, subject, text, ...(html ? { html } : {}) });
    },
  };
}
