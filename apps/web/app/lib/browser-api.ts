import { type ApiClient, createApiClient } from '@vitrine/contracts/api-client';
import { type ApiTransport, createHttpTransport } from '@vitrine/contracts/api-transport';

// The browser's one way to the API: same origin, so the session cookie goes along. Made on first
// use, so a page that never calls the API from the browser builds nothing. Calls that a form
// shows go through runCall (api-result.ts) and come back as one ApiResult type.

let transport: ApiTransport | null = null;
let client: ApiClient | null = null;

/** The HTTP transport every browser call shares (the sign-in calls build on it alone: auth-api.ts). */
export function browserTransport(): ApiTransport {
  transport ??= createHttpTransport(window.location.origin);
  return transport;
}

/** The typed API client in the browser. */
export function browserApi(): ApiClient {
  client ??= createApiClient(browserTransport());
  return client;
}
