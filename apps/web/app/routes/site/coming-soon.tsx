import { useRouteLoaderData } from 'react-router';
import type { RootData } from '../../root';
import { ModePage, SubscribeForm } from '../../features/site/mode-page';
import { subscribe } from '../../features/site/site-mode.server';
import { apiContext } from '../../lib/api-context';
import type { Route } from './+types/coming-soon';

export async function action({ request, context }: Route.ActionArgs) {
  return subscribe(context.get(apiContext), await request.formData(), 'Coming Soon');
}

export const meta: Route.MetaFunction = () => [{ title: 'Coming Soon' }, { name: 'robots', content: 'noindex' }];

export default function ComingSoon({ actionData }: Route.ComponentProps) {
  const { storefront } = useRouteLoaderData<RootData>('root')!.initialValues;
  return (
    <ModePage storefront={storefront} title="Coming Soon">
      <p>{storefront.mode_message || 'We are getting ready. Leave your email and we will tell you when we open.'}</p>
      <SubscribeForm result={actionData} />
    </ModePage>
  );
}
