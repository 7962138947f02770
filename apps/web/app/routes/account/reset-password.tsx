import type { ReactNode } from 'react';
import { ServerErrorPage } from '../../components/error-pages';
import { Button } from '../../components/ui/button';
import { checkResetLink } from '../../features/auth/reset-password.server';
import { ResetPasswordForm } from '../../features/auth/reset-password-form';
import { apiContext } from '../../lib/api-context';
import { openLoginDialog } from '../../lib/auth-events';
import type { Route } from './+types/reset-password';

// spec §2 /account/reset-password/{email}/{slug}, titled Reset Password: the mailed link. The
// link is checked on the server, so an expired one says so on first paint.
export async function loader({ params, context }: Route.LoaderArgs) {
  return checkResetLink(context.get(apiContext), params.email ?? '', params.slug ?? '');
}

// A reset link is a credential: never kept by shared caches.
export const headers: Route.HeadersFunction = () => ({ 'Cache-Control': 'no-store' });

export const meta: Route.MetaFunction = () => [{ title: 'Reset Password' }, { name: 'robots', content: 'noindex' }];

export function ErrorBoundary() {
  return <ServerErrorPage />;
}

function ResetPasswordPage({ children }: { children: ReactNode }) {
  return (
    <div className="container auth-page">
      <h1>Reset Password</h1>
      {children}
    </div>
  );
}

export default function ResetPassword({ loaderData }: Route.ComponentProps) {
  const { email, token, valid, message } = loaderData;
  return (
    <ResetPasswordPage>
      {valid ? (
        <ResetPasswordForm email={email} token={token} />
      ) : (
        <div className="auth-page__notice" role="alert">
          <p>{message}</p>
          <Button type="button" variant="primary" onClick={() => openLoginDialog(undefined, 'ForgotPassword')}>
            Request a new link
          </Button>
        </div>
      )}
    </ResetPasswordPage>
  );
}
