import type { FastifyInstance, LightMyRequestResponse } from 'fastify';

// One way for API tests to call the app as a given client.

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

let ipCounter = 0;
/** A fresh client IP, so the per-IP caps of one test never touch another. */
export function freshIp(): string {
  ipCounter += 1;
  return `10.${(ipCounter >> 16) & 255}.${(ipCounter >> 8) & 255}.${ipCounter & 255}`;
}

/** A JSON request as one client: its session cookie, IP (fresh unless given) and user agent. */
export function send(
  app: FastifyInstance,
  method: Method,
  url: string,
  options: { payload?: unknown; cookie?: string | null; ip?: string; userAgent?: string } = {},
): Promise<LightMyRequestResponse> {
  return app.inject({
    method,
    url,
    // Any payload goes as JSON (a string too: the API takes JSON only).
    ...(options.payload !== undefined ? { payload: JSON.stringify(options.payload) } : {}),
    headers: {
      ...(options.payload !== undefined ? { 'content-type': 'application/json' } : {}),
      ...(options.cookie ? { cookie: options.cookie } : {}),
      ...(options.userAgent ? { 'user-agent': options.userAgent } : {}),
    },
    remoteAddress: options.ip ?? freshIp(),
  });
}
