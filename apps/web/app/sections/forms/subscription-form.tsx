import { SUBSCRIPTION_FIELDS } from '@vitrine/contracts/form-fields';
import { FormKey } from './form-outcome';
import { FormView } from './form-view';

export const EMAIL_SUBSCRIPTION_PLUGIN = 'emailSubscription';

/**
 * One email field and a Subscribe button (POST /api/plugins/emailSubscription/subscribe). An
 * address already on the list is a success that says so (issue 15), shown like any other.
 */
export function SubscriptionForm({ labelledBy, className, action }: { labelledBy?: string; className?: string; action?: string }) {
  return (
    <FormView
      formKey={FormKey.subscription}
      fields={SUBSCRIPTION_FIELDS}
      submitLabel="Subscribe"
      send={(logic, values) => logic.formActions.subscribeEmail(values)}
      className={className}
      action={action}
      aria-labelledby={labelledBy}
      aria-label={labelledBy ? undefined : 'Email subscription'}
    />
  );
}
