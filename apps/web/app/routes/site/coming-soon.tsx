import { SubscribeModeScreen } from '../../features/site/mode-page';
import { subscribe } from '../../features/site/site-mode.server';
import { apiContext } from '../../lib/api-context';
import type { Route } from './+types/coming-soon';

export async function action({ request, context }: Route.ActionArgs) {
  return subscribe(context.get(apiContext), await request.formData(), 'Coming Soon');
}

export const meta: Route.MetaFunction = () => [{ title: 'Coming Soon' }, { name: 'robots', content: 'noindex' }];

export default function ComingSoon({ actionData }: Route.ComponentProps) {
  return (
    <SubscribeModeScreen title="Coming Soon" defaultMessage="We are getting ready. Leave your email and we will tell you when we open." result={actionData} />
  );
}
