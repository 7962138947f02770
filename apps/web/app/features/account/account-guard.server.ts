import type { ApiResponse } from '@vitrine/contracts/api-transport';
import { loginRedirectUrl } from '@vitrine/contracts/auth-rules';
import { createContext, type MiddlewareFunction, redirect } from 'react-router';
import { apiContext } from '../../lib/api-context';
import { accountCalls } from './account-calls';
import type { Account } from './account-types';

/** The signed-in customer, set by the guard for the account route loaders. */
export const accountContext = createContext<Account | null>(null);

/** spec §6: a guest is sent home with the login dialog open, and comes back here after login. */
export function loginRedirect(request: Request): Response {
  const url = new URL(request.url);
  return redirect(loginRedirectUrl(`${url.pathname}${url.search}`));
}

/**
 * An account call's data, or the way out: a guest (401) is redirected to log in (a session that
 * ended between two calls included); any other failure is the server error page.
 */
export function dataOrRedirect<T>(res: ApiResponse<T>, request: Request, what: string): T {
  if (res.statusCode === 401) throw loginRedirect(request);
  if (res.body.status !== 'success') throw new Error(`${what}: ${res.statusCode} ${res.body.message}`);
  return res.body.data;
}

/**
 * spec §2/§6 login guard for /account and /account/{slug...}, on the server for document and data
 * requests alike: asks the API who the visitor is (their cookie travels with the request's client).
 */
export const requireCustomer: MiddlewareFunction<Response> = async ({ request, context }, next) => {
  const res = await accountCalls(context.get(apiContext)).getAccount();
  context.set(accountContext, dataOrRedirect(res, request, 'account/get'));
  const response = await next();
  // Personal pages: never kept by a browser or shared cache.
  try {
    response.headers.set('Cache-Control', 'private, no-store');
  } catch {
    // Immutable headers (a redirect built elsewhere): nothing personal in it to protect.
  }
  return response;
};
