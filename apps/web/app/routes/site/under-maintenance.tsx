import { SubscribeModeScreen } from '../../features/site/mode-page';
import { subscribe } from '../../features/site/site-mode.server';
import { apiContext } from '../../lib/api-context';
import type { Route } from './+types/under-maintenance';

export async function action({ request, context }: Route.ActionArgs) {
  return subscribe(context.get(apiContext), await request.formData(), 'Under Maintenance');
}

export const meta: Route.MetaFunction = () => [{ title: 'Under Maintenance' }, { name: 'robots', content: 'noindex' }];

export default function UnderMaintenance({ actionData }: Route.ComponentProps) {
  return (
    <SubscribeModeScreen
      title="Under Maintenance"
      defaultMessage="We are making some improvements and will be back shortly. Leave your email and we will tell you when we are back."
      result={actionData}
    />
  );
}
