import { TRADE_ENQUIRY_FIELDS } from '@vitrine/contracts/form-fields';
import type { TradeEnquirySectionData } from '@vitrine/contracts/sections';
import { useId } from 'react';
import { useRootData } from '../lib/root-data';
import { FormKey } from './forms/form-outcome';
import { FormView } from './forms/form-view';
import type { SectionProps } from './section-props';
import '../styles/sections.css';

export const TRADE_ENQUIRY_PLUGIN = 'TradeEnquiry';

/** The trade-enquiry plugin's form (POST /api/plugins/TradeEnquiry/submit); nothing while the plugin is off. */
export function TradeEnquirySection({ data }: SectionProps<TradeEnquirySectionData>) {
  const root = useRootData();
  const installed = root?.initialValues.plugins.some((p) => p.module_name === TRADE_ENQUIRY_PLUGIN) ?? false;
  const headingId = useId();
  if (!installed) return null;
  return (
    <section className="form-section" aria-labelledby={headingId}>
      <h2 id={headingId} className="section-heading">
        {data?.heading || 'Trade enquiry'}
      </h2>
      {data?.text ? <p className="form-section__text">{data.text}</p> : null}
      <FormView
        formKey={FormKey.tradeEnquiry}
        fields={TRADE_ENQUIRY_FIELDS}
        submitLabel="Send enquiry"
        send={(logic, values) => logic.formActions.submitTradeEnquiry(values)}
        aria-labelledby={headingId}
      />
    </section>
  );
}
