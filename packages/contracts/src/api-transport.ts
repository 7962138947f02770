import type { ApiEnvelope } from './envelope.ts';

// How the typed client (api-client.ts) reaches the API: in memory (Fastify inject) in the single
// process, HTTP in the browser and when API_URL is set. Its own file, so the client and the
// areas that add calls to it (api-client-auth.ts, api-client-address.ts) all import it and not
// each other.
export interface ApiRequest {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  path: string;
  query?: Record<string, string | undefined>;
  body?: unknown;
  headers?: Record<string, string>;
}
export interface ApiResponse<T = unknown> {
  statusCode: number;
  body: ApiEnvelope<T>;
  setCookies: string[];
}
export type ApiTransport = (request: ApiRequest) => Promise<ApiResponse>;
/** One typed call; the account areas add their methods through it (api-client-auth.ts, api-client-address.ts). */
export type ApiCall = <T>(request: ApiRequest) => Promise<ApiResponse<T>>;

export function createHttpTransport(baseUrl: string, fetchImpl: typeof fetch = fetch): ApiTransport {
  return async ({ method, path, query, body, headers }) => {
    const url = new URL(path, baseUrl);
    for (const [k, v] of Object.entries(query ?? {})) if (v !== undefined) url.searchParams.set(k, v);
    const res = await fetchImpl(url, {
      method,
      headers: { ...(body !== undefined ? { 'content-type': 'application/json' } : {}), ...headers },
      body: body !== undefined ? JSON.stringify(body) : undefined,
    });
    const json = (await res.json().catch(() => null)) as ApiEnvelope | null;
    return {
      statusCode: res.status,
      body: json ?? { status: 'error', message: res.statusText, data: null },
      setCookies: res.headers.getSetCookie?.() ?? [],
    };
  };
}
