import { Form, useNavigation } from 'react-router';
import { Button } from '../../components/ui/button';
import { FieldError } from '../../components/ui/field-error';
import { ModePage } from '../../features/site/mode-page';
import { verifyPassword } from '../../features/site/site-mode.server';
import { apiContext } from '../../lib/api-context';
import { useRootData } from '../../lib/root-data';
import type { Route } from './+types/password-protected';

export async function action({ request, context }: Route.ActionArgs) {
  const redirectTo = new URL(request.url).searchParams.get('redirectTo');
  return verifyPassword(context.get(apiContext), await request.formData(), redirectTo);
}

export const meta: Route.MetaFunction = () => [{ title: 'Enter password' }, { name: 'robots', content: 'noindex' }];

export default function PasswordProtected({ actionData }: Route.ComponentProps) {
  const root = useRootData()!;
  const busy = useNavigation().state === 'submitting';
  const error = actionData && 'ok' in actionData ? (actionData.errors?.password?.[0] ?? actionData.message) : null;
  return (
    <ModePage storefront={root.initialValues.storefront} title="This shop is password protected">
      <p>Enter the password to continue.</p>
      <Form method="post" className="mode-page__form" noValidate>
        <label htmlFor="site-password">Password</label>
        <div className="inline-field">
          <input
            id="site-password"
            name="password"
            type="password"
            autoComplete="current-password"
            required
            aria-invalid={Boolean(error)}
            aria-describedby={error ? 'site-password-error' : undefined}
          />
          <Button type="submit" variant="primary" disabled={busy}>
            Enter
          </Button>
        </div>
        <FieldError id="site-password-error" message={error} announce />
      </Form>
    </ModePage>
  );
}
