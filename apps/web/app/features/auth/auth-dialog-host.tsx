import type { InitialValues } from '@vitrine/contracts/storefront';
import { Suspense, useCallback, useEffect, useState } from 'react';
import { useLocation } from 'react-router';
import { onDemand } from '../../components/ui/on-demand';
import { OPEN_LOGIN_EVENT, type OpenLoginDetail } from '../../lib/auth-events';
import type { AuthDialogName, OpenLoginRequest } from './auth-dialog-types';
import { loadAuthDialogs } from './load-auth-dialogs';

const AuthDialogs = onDemand(() => loadAuthDialogs().then((m) => m.default));

/**
 * Opens the login dialog on the 'vitrine:open-login' event and on a URL carrying ?login=1 (where
 * the server's login guard sends guests) with its redirectTo. This host is all that ships with
 * the page: the dialogs, their rules and the API calls load on first use.
 */
export function AuthDialogHost({ initialValues }: { initialValues: InitialValues }) {
  const [dialog, setDialog] = useState<AuthDialogName | null>(null);
  const [request, setRequest] = useState<OpenLoginRequest | null>(null);
  const location = useLocation();
  const signedIn = Boolean(initialValues.account?.id);

  const openLogin = useCallback((redirectTo: unknown, mode?: unknown) => {
    setRequest((previous) => ({ id: (previous?.id ?? 0) + 1, redirectTo, mode }));
    setDialog('login');
  }, []);

  useEffect(() => {
    if (signedIn) return;
    const onOpen = (event: Event) => {
      const detail = (event as CustomEvent<OpenLoginDetail | undefined>).detail;
      openLogin(detail?.redirectTo, detail?.mode);
    };
    window.addEventListener(OPEN_LOGIN_EVENT, onOpen);
    return () => window.removeEventListener(OPEN_LOGIN_EVENT, onOpen);
  }, [openLogin, signedIn]);

  useEffect(() => {
    const params = new URLSearchParams(location.search);
    if (params.get('login') !== '1') return;
    if (!signedIn) openLogin(params.get('redirectTo'));
    // Drop the flags from the address bar (keeping React Router's history state), so a reload
    // or a shared link does not reopen the dialog.
    params.delete('login');
    params.delete('redirectTo');
    const query = params.toString();
    window.history.replaceState(window.history.state, '', `${location.pathname}${query ? `?${query}` : ''}${location.hash}`);
  }, [location.search, location.pathname, location.hash, openLogin, signedIn]);

  if (!request) return null;
  return (
    <Suspense fallback={null}>
      <AuthDialogs.Component dialog={dialog} onDialogChange={setDialog} request={request} initialValues={initialValues} />
    </Suspense>
  );
}
