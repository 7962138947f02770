import type { SmsProvider } from './sms.ts';

const TIMEOUT_MS = 10_000;

/**
 * A generic HTTP SMS gateway: POST {url} with JSON {"to": "<phone>", "text": "<message>"} and,
 * when a token is set, `Authorization: Bearer <token>`. Any 2xx answer counts as sent.
 */
export function httpSmsProvider(options: { url: string; token?: string; fetchImpl?: typeof fetch }): SmsProvider {
  const fetchImpl = options.fetchImpl ?? fetch;
  return {
    name: 'http',
    async send({ to, text }) {
      const response = await fetchImpl(options.url, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
        },
        body: JSON.stringify({ to, text }),
        signal: AbortSignal.timeout(TIMEOUT_MS),
        redirect: 'error',
      });
      // Drain the body so the connection is released.
      await response.arrayBuffer().catch(() => undefined);
      if (!response.ok) throw new Error(`SMS gateway answered ${response.status}`);
    },
  };
}
