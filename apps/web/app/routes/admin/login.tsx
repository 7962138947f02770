import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { EDITOR_PATH } from '../../features/admin-editor/admin-paths';
import { signInOwner } from '../../features/admin-editor/admin-session.server';
import { apiContext } from '../../lib/api-context';
import type { Route } from './+types/login';
import '../../features/admin-editor/editor-page.css';

// spec §2 /admin/login with a token query: the owner's way into the live editor (decisions/030).
export async function loader({ request, context }: Route.LoaderArgs) {
  return signInOwner(context.get(apiContext), new URL(request.url));
}

export const headers: Route.HeadersFunction = ({ loaderHeaders }) => loaderHeaders;

export const meta: Route.MetaFunction = () => [{ title: 'Admin login' }, { name: 'robots', content: 'noindex' }];

export default function AdminLogin({ loaderData }: Route.ComponentProps) {
  const navigate = useNavigate();
  // Replaces this entry, so the token leaves the address bar and the history.
  useEffect(() => {
    if (loaderData.signedIn) navigate(EDITOR_PATH, { replace: true });
  }, [loaderData.signedIn, navigate]);
  if (loaderData.signedIn) {
    return (
      <main className="admin-login">
        <h1>Admin login</h1>
        <p role="status">{loaderData.message}</p>
        <p>
          <a href={EDITOR_PATH}>Open the live editor</a>
        </p>
      </main>
    );
  }
  return (
    <main className="admin-login">
      <h1>Admin login</h1>
      <p role="alert">{loaderData.message}</p>
      <p>
        Open <code>/admin/login?token=…</code> with the shop's admin token (<code>ADMIN_TOKEN</code>).
      </p>
      <p>
        <a href="/">Back to the shop</a>
      </p>
    </main>
  );
}
