import type { EmailSubscriptionSectionData } from '@vitrine/contracts/sections';
import { useId } from 'react';
import { useRootData } from '../lib/root-data';
import { EMAIL_SUBSCRIPTION_PLUGIN, SubscriptionForm } from './forms/subscription-form';
import type { SectionProps } from './section-props';
import '../styles/sections.css';

/** The emailSubscription plugin's form as a page section; nothing while the plugin is off. */
export function EmailSubscriptionSection({ data }: SectionProps<EmailSubscriptionSectionData>) {
  const root = useRootData();
  const headingId = useId();
  if (!root?.initialValues.plugins.some((p) => p.module_name === EMAIL_SUBSCRIPTION_PLUGIN)) return null;
  return (
    <section className="form-section container" aria-labelledby={headingId}>
      <h2 id={headingId} className="section-heading">
        {data?.heading || 'Stay in touch'}
      </h2>
      {data?.text ? <p className="form-section__text">{data.text}</p> : null}
      <SubscriptionForm labelledBy={headingId} />
    </section>
  );
}
