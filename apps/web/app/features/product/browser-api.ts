import { type ApiClient, createApiClient, createHttpTransport } from '@vitrine/contracts/api-client';

let client: ApiClient | null = null;

/** The typed API client in the browser: same origin, so the session cookie goes along. */
export function browserApi(): ApiClient {
  client ??= createApiClient(createHttpTransport(window.location.origin));
  return client;
}
