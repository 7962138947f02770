import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { smtpMailProvider } from './smtp-mail.ts';

// A minimal local SMTP server (no TLS, no auth) that records what it receives.
function startSmtpServer(received: { from: string; to: string[]; data: string }[]) {
  return net.createServer((socket) => {
    let buffer = '';
    let inData = false;
    let current = { from: '', to: [] as string[], data: '' };
    socket.write('220 localhost ESMTP test\r\n');
    socket.on('data', (chunk) => {
      buffer += chunk.toString('utf8');
      while (true) {
        if (inData) {
          const end = buffer.indexOf('\r\n.\r\n');
          if (end < 0) return;
          current.data = buffer.slice(0, end);
          buffer = buffer.slice(end + 5);
          inData = false;
          received.push(current);
          current = { from: '', to: [], data: '' };
          socket.write('250 OK queued\r\n');
          continue;
        }
        const eol = buffer.indexOf('\r\n');
        if (eol < 0) return;
        const line = buffer.slice(0, eol);
        buffer = buffer.slice(eol + 2);
        const verb = line.slice(0, 4).toUpperCase();
        if (verb === 'MAIL') current.from = line;
        if (verb === 'RCPT') current.to.push(line);
        if (verb === 'DATA') inData = true;
        if (verb === 'QUIT') socket.end('221 Bye\r\n');
        else socket.write(verb === 'DATA' ? '354 End data with <CR><LF>.<CR><LF>\r\n' : '250 OK\r\n');
      }
    });
  });
}

describe('SMTP mail provider (nodemailer)', () => {
  const received: { from: string; to: string[]; data: string }[] = [];
  const server = startSmtpServer(received);
  let port = 0;
  beforeAll(async () => {
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    port = (server.address() as net.AddressInfo).port;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('delivers the mail to the SMTP server from SMTP_URL', async () => {
    const provider = smtpMailProvider({ url: `smtp://127.0.0.1:${port}?ignoreTLS=true`, from: 'Vitrine <shop@example.com>' });
    await provider.send({ to: 'shopper@example.com', subject: 'Reset your password', text: 'Open the link' });
    expect(received).toHaveLength(1);
    expect(received[0].from).toContain('shop@example.com');
    expect(received[0].to).toEqual([expect.stringContaining('shopper@example.com')]);
    expect(received[0].data).toContain('Subject: Reset your password');
    expect(received[0].data).toContain('Open the link');
  });

  it('sends the HTML part too when there is one (form mails: decisions/026)', async () => {
    const provider = smtpMailProvider({ url: `smtp://127.0.0.1:${port}?ignoreTLS=true`, from: 'Vitrine <shop@example.com>' });
    await provider.send({ to: 'store@example.com', subject: 'New message', text: 'Name: Asha', html: '<p>Name: Asha &lt;b&gt;</p>' });
    const data = received.at(-1)?.data ?? '';
    expect(data).toContain('text/html');
    expect(data).toContain('<p>Name: Asha &lt;b&gt;</p>');
  });
});
