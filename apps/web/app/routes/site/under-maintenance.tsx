import { useRouteLoaderData } from 'react-router';
import type { RootData } from '../../root';
import { ModePage, SubscribeForm } from '../../features/site/mode-page';
import { subscribe } from '../../features/site/site-mode.server';
import { apiContext } from '../../lib/api-context';
import type { Route } from './+types/under-maintenance';

export async function action({ request, context }: Route.ActionArgs) {
  return subscribe(context.get(apiContext), await request.formData(), 'Under Maintenance');
}

export const meta: Route.MetaFunction = () => [{ title: 'Under Maintenance' }, { name: 'robots', content: 'noindex' }];

export default function UnderMaintenance({ actionData }: Route.ComponentProps) {
  const { storefront } = useRouteLoaderData<RootData>('root')!.initialValues;
  return (
    <ModePage storefront={storefront} title="Under Maintenance">
      <p>{storefront.mode_message || 'We are making some improvements and will be back shortly. Leave your email and we will tell you when we are back.'}</p>
      <SubscribeForm result={actionData} />
    </ModePage>
  );
}
