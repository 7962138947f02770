import { Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { createFastify } from '../app.ts';
import type { AppDeps } from '../lib/deps.ts';
import { INTERNAL_CALL_HEADER, markShed } from './request-log.ts';

// Issue 30: the admin token and guests' order tokens were written in clear to the request log,
// and every shed page was logged as an error.

const SECRET = 'Sup3rSecretTok3n0123456789';

/** An app logging at `level` into an array of parsed pino lines. */
function appWithCapturedLog(level: string) {
  const lines: Record<string, unknown>[] = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      for (const line of String(chunk).split('\n')) if (line.trim()) lines.push(JSON.parse(line));
      done();
    },
  });
  const deps = { db: null, config: { logLevel: level, trustProxy: false } } as unknown as AppDeps;
  const app = createFastify(deps, { logger: { level, stream } });
  app.get('/*', async () => 'ok');
  app.get('/busy', async (request, reply) => {
    markShed(request);
    return reply.status(503).send('busy');
  });
  app.get('/broken', async (_request, reply) => reply.status(500).send('broken'));
  return { app, lines };
}

describe('request log', () => {
  it('masks every token query value, on page, API and internal lines alike', async () => {
    const { app, lines } = appWithCapturedLog('debug');
    const urls = [
      `/admin/login?token=${SECRET}`,
      `/api/orders/invoice?order_id=o-1&token=${SECRET}`,
      `/checkout-complete?order_id=o-1&TOKEN=${SECRET}`,
      `/account/orders?%74oken=${SECRET}`,
    ];
    for (const url of urls) await app.inject({ method: 'GET', url });
    await app.inject({ method: 'GET', url: `/api/orders/invoice?Token=${SECRET}`, headers: { [INTERNAL_CALL_HEADER]: '1' } });
    await app.close();
    const requestLines = lines.filter((l) => typeof l.url === 'string');
    expect(requestLines).toHaveLength(5);
    expect(requestLines.map((l) => l.url)).toContain('/admin/login?token=***');
    expect(JSON.stringify(lines)).not.toContain(SECRET);
  });

  it("builds the app without Fastify's deprecation warnings", async () => {
    const codes: string[] = [];
    const onWarning = (warning: Error & { code?: string }) => codes.push(warning.code ?? warning.name);
    process.on('warning', onWarning);
    const { app } = appWithCapturedLog('info');
    await app.ready();
    await new Promise((resolve) => setTimeout(resolve, 10));
    process.off('warning', onWarning);
    await app.close();
    expect(codes.filter((code) => code.startsWith('FSTDEP'))).toEqual([]);
  });

  it('logs a shed request as a warning and a failed one as an error', async () => {
    const { app, lines } = appWithCapturedLog('info');
    await app.inject({ method: 'GET', url: '/busy' });
    await app.inject({ method: 'GET', url: '/broken' });
    await app.close();
    const levelOf = (url: string) => lines.find((l) => l.url === url)?.level;
    expect(levelOf('/busy')).toBe(40);
    expect(levelOf('/broken')).toBe(50);
  });
});
