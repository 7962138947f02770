import { type ApiClient, createApiClient } from '@vitrine/contracts/api-client';
import { createHttpTransport } from '@vitrine/contracts/api-transport';

let client: ApiClient | null = null;

/** The typed API client in the browser: same origin, so the session cookie goes along. */
export function browserApi(): ApiClient {
  client ??= createApiClient(createHttpTransport(window.location.origin));
  return client;
}
