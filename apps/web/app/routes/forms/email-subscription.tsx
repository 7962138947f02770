import { FormMessages } from '@vitrine/contracts/form-rules';
import { useId } from 'react';
import { apiContext } from '../../lib/api-context';
import { sendFormPost } from '../../sections/forms/form-action.server';
import { SubscriptionForm } from '../../sections/forms/subscription-form';
import type { Route } from './+types/email-subscription';

// Where the footer's subscription form posts when its script has not run (docs/decisions/026): the
// answer shows here, with the form. With the script, the footer answers in place and never comes here.

export async function action({ request, context }: Route.ActionArgs) {
  return sendFormPost(context.get(apiContext), request);
}

export const meta: Route.MetaFunction = () => [{ title: 'Email subscription' }, { name: 'robots', content: 'noindex' }];

export default function EmailSubscriptionPage() {
  const headingId = useId();
  return (
    <article className="content-page container">
      <h1 id={headingId} className="content-page__title">
        Email subscription
      </h1>
      <p>{FormMessages.subscriptionIntro}</p>
      <SubscriptionForm labelledBy={headingId} />
    </article>
  );
}
