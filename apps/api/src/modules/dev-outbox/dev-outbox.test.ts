import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import { AuthMessages, type OutboxMessage } from '@vitrine/contracts/auth';
import type { FastifyInstance } from 'fastify';
import { InsertQueryNode } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApiApp } from '../../app.ts';
import type { Db } from '../../db/connect.ts';
import { httpSmsProvider } from '../../integrations/sms/http-sms.ts';
import { loadConfig } from '../../plugins/config.ts';
import { expectError, expectFieldError, expectSuccess } from '../../test/envelope-assertions.ts';
import { freshIp, send } from '../../test/send.ts';
import { describeEachDatabase, useTestApp } from '../../test/test-app.ts';
import { newPhone } from '../auth/auth-test-kit.ts';
import { addToOutbox, OUTBOX_BATCH_SIZE, outboxWriter } from './dev-outbox.service.ts';

describeEachDatabase('GET /api/dev/outbox and the SMS providers', (dialect) => {
  const t = useTestApp(dialect);
  const extraApps: FastifyInstance[] = [];

  /** A second app on the same database with other environment variables. */
  async function appWith(env: Record<string, string>): Promise<FastifyInstance> {
    const config = loadConfig({
      NODE_ENV: 'test',
      DATA_DIR: os.tmpdir(),
      SESSION_SECRET: 'x'.repeat(40),
      LOG_LEVEL: 'silent',
      RATE_LIMIT_PER_MINUTE: '10000',
      ...env,
    });
    const app = await buildApiApp({ db: t.db, config }, {});
    await app.ready();
    extraApps.push(app);
    return app;
  }
  afterAll(async () => {
    for (const app of extraApps) await app.close();
  });

  it('lists messages newest first, filtered by channel and recipient', async () => {
    await addToOutbox(t.db, { channel: 'mail', to: 'one@example.com', subject: 'First', body: 'first' });
    await addToOutbox(t.db, { channel: 'mail', to: 'one@example.com', subject: 'Second', body: 'second' });
    await addToOutbox(t.db, { channel: 'sms', to: '9000000001', body: 'text' });
    const mails = expectSuccess<OutboxMessage[]>(await t.app.inject({ method: 'GET', url: '/api/dev/outbox?channel=mail&to=one@example.com' }));
    expect(mails.map((m) => m.subject)).toEqual(['Second', 'First']);
    expect(mails[0]).toEqual({
      id: expect.any(String),
      channel: 'mail',
      to: 'one@example.com',
      subject: 'Second',
      body: 'second',
      created_at: expect.any(String),
    });
    const all = expectSuccess<OutboxMessage[]>(await t.app.inject({ method: 'GET', url: '/api/dev/outbox?limit=2' }));
    expect(all.map((m) => m.body)).toEqual(['text', 'second']);
    expectFieldError(await t.app.inject({ method: 'GET', url: '/api/dev/outbox?limit=0' }), 'limit');
    expectFieldError(await t.app.inject({ method: 'GET', url: '/api/dev/outbox?channel=fax' }), 'channel');
  });

  it('is not there in production unless DEV_OUTBOX=true', async () => {
    const production = await appWith({ NODE_ENV: 'production', PUBLIC_URL: 'https://shop.example.com' });
    expectError(await production.inject({ method: 'GET', url: '/api/dev/outbox' }), 404, 'Page not found: /api/dev/outbox');
    const optedIn = await appWith({ NODE_ENV: 'production', PUBLIC_URL: 'https://shop.example.com', DEV_OUTBOX: 'true' });
    expectSuccess(await optedIn.inject({ method: 'GET', url: '/api/dev/outbox' }));
    const optedOut = await appWith({ NODE_ENV: 'development', DEV_OUTBOX: 'false' });
    expectError(await optedOut.inject({ method: 'GET', url: '/api/dev/outbox' }), 404);
  });

  describe('outboxWriter', () => {
    /** The test database, counting the inserts into the outbox (or failing them). */
    const counted = (onInsert: () => void): Db => ({
      ...t.db,
      kysely: t.db.kysely.withPlugin({
        transformQuery: ({ node }) => {
          if (InsertQueryNode.is(node) && node.into?.table.identifier.name === 'outbox_messages') onInsert();
          return node;
        },
        transformResult: async ({ result }) => result,
      }),
    });
    const bodies = async (to: string) =>
      expectSuccess<OutboxMessage[]>(await t.app.inject({ method: 'GET', url: `/api/dev/outbox?to=${to}&limit=200` })).map((m) => m.body);

    it('keeps the messages sent in one turn with one insert, and each send settles once written', async () => {
      let inserts = 0;
      const write = outboxWriter(counted(() => inserts++));
      const phone = newPhone();
      const sent = [
        write({ channel: 'mail', to: phone, subject: 'Order placed', body: 'mail' }),
        write({ channel: 'sms', to: phone, body: 'text' }),
        write({ channel: 'sms', to: phone, body: 'another text' }),
      ];
      expect(inserts).toBe(0); // not on the sender's own turn
      await Promise.all(sent);
      expect(inserts).toBe(1);
      expect(await bodies(phone)).toEqual(['another text', 'text', 'mail']);

      const many = Array.from({ length: OUTBOX_BATCH_SIZE + 1 }, (_, i) => write({ channel: 'sms', to: phone, body: `text ${i}` }));
      await Promise.all(many);
      expect(inserts).toBe(3);
      const kept = await t.db.kysely.selectFrom('outbox_messages').select('body').where('recipient', '=', phone).execute();
      expect(kept).toHaveLength(OUTBOX_BATCH_SIZE + 4);
    });

    it('fails every send of a batch that could not be written, and writes the next batch', async () => {
      let failing = true;
      const write = outboxWriter(
        counted(() => {
          if (failing) throw new Error('outbox is down');
        }),
      );
      const phone = newPhone();
      const lost = [write({ channel: 'mail', to: phone, body: 'lost mail' }), write({ channel: 'sms', to: phone, body: 'lost text' })];
      for (const result of await Promise.allSettled(lost)) expect(result).toMatchObject({ status: 'rejected', reason: new Error('outbox is down') });
      failing = false;
      await write({ channel: 'sms', to: phone, body: 'kept text' });
      expect(await bodies(phone)).toEqual(['kept text']);
    });
  });

  describe('SMS_PROVIDER=http', () => {
    const received: { headers: http.IncomingHttpHeaders; body: unknown }[] = [];
    let failNext = false;
    let server: http.Server;
    let url = '';
    beforeAll(async () => {
      server = http.createServer((req, res) => {
        let text = '';
        req.on('data', (chunk) => (text += chunk));
        req.on('end', () => {
          received.push({ headers: req.headers, body: JSON.parse(text) });
          res.statusCode = failNext ? 500 : 202;
          failNext = false;
          res.end('{}');
        });
      });
      await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
      url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/send`;
    });
    afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

    it('posts {to, text} with the bearer token to the gateway, not to the outbox', async () => {
      const app = await appWith({ SMS_PROVIDER: 'http', SMS_HTTP_URL: url, SMS_HTTP_TOKEN: 'gateway-token' });
      const phone = newPhone();
      const ip = freshIp(); // a code answers the IP that asked for it
      expectSuccess(await send(app, 'POST', '/api/auth/otp/request', { payload: { input: phone }, ip }));
      const last = received.at(-1);
      expect(last?.headers.authorization).toBe('Bearer gateway-token');
      expect(last?.headers['content-type']).toBe('application/json');
      expect(last?.body).toEqual({ to: phone, text: expect.stringMatching(/^\d{4} is your .+ verification code/) });
      expect(expectSuccess<OutboxMessage[]>(await t.app.inject({ method: 'GET', url: `/api/dev/outbox?to=${phone}` }))).toEqual([]);
      // The texted code signs in.
      const code = (last?.body as { text: string } | undefined)?.text.slice(0, 4);
      expectSuccess(await send(app, 'POST', '/api/auth/otp/verify', { payload: { input: phone, otp: code }, ip }));
    });

    it('answers 503 when the gateway fails, and the unsent code cannot be used', async () => {
      const app = await appWith({ SMS_PROVIDER: 'http', SMS_HTTP_URL: url });
      failNext = true;
      const phone = newPhone();
      const ip = freshIp();
      expectError(await send(app, 'POST', '/api/auth/otp/request', { payload: { input: phone }, ip }), 503, AuthMessages.smsFailed);
      const text = (received.at(-1)?.body as { text: string } | undefined)?.text ?? '';
      expect(received.at(-1)?.headers.authorization).toBeUndefined();
      expectError(await send(app, 'POST', '/api/auth/otp/verify', { payload: { input: phone, otp: text.slice(0, 4) }, ip }), 422);
    });

    it('rejects a gateway answer other than 2xx', async () => {
      failNext = true;
      await expect(httpSmsProvider({ url }).send({ to: '9000000000', text: 'x' })).rejects.toThrow('SMS gateway answered 500');
    });
  });
});

describe('SMS and mail configuration', () => {
  it('needs SMS_HTTP_URL with SMS_PROVIDER=http and an smtp URL for SMTP_URL', () => {
    const base = { SESSION_SECRET: 'x'.repeat(40), DATA_DIR: os.tmpdir() };
    expect(() => loadConfig({ ...base, SMS_PROVIDER: 'http' })).toThrow(/SMS_HTTP_URL is required/);
    expect(() => loadConfig({ ...base, SMTP_URL: 'http://mail' })).toThrow(/SMTP_URL must be/);
    const config = loadConfig({ ...base, SMTP_URL: 'smtps://user:pass@smtp.example.com:465', MAIL_FROM: 'Shop <shop@example.com>' });
    expect(config.mail).toEqual({ smtpUrl: 'smtps://user:pass@smtp.example.com:465', from: 'Shop <shop@example.com>' });
    expect(config.sms.provider).toBe('outbox');
    expect(loadConfig({ ...base, NODE_ENV: 'production', PUBLIC_URL: 'https://shop.example.com' }).devOutbox).toBe(false);
    expect(loadConfig({ ...base }).devOutbox).toBe(true);
  });
});
