import type { FormDefinition } from '@vitrine/contracts/form-fields';
import type { FormSectionData } from '@vitrine/contracts/sections';
import { useId } from 'react';
import { FormKey } from './forms/form-outcome';
import { FormView } from './forms/form-view';
import type { SectionProps } from './section-props';
import '../styles/sections.css';

/** An owner's form (GET /api/form/{id}, fetched by the loader), drawn from its field definitions. */
export function FormSection({ data, resolved }: SectionProps<FormSectionData, FormDefinition | null>) {
  if (!resolved || resolved.fields.length === 0) return null;
  return <OwnerForm form={resolved} heading={data?.heading ?? resolved.title} />;
}

function OwnerForm({ form, heading }: { form: FormDefinition; heading: string }) {
  const headingId = useId();
  return (
    <section className="form-section" aria-labelledby={headingId}>
      <h2 id={headingId} className="section-heading">
        {heading}
      </h2>
      {form.description ? <p className="form-section__text">{form.description}</p> : null}
      <FormView
        formKey={FormKey.owner(form.id)}
        fields={form.fields}
        submitLabel={form.submit_label}
        send={(logic, values) => logic.formActions.submitForm(form.id, values)}
        aria-labelledby={headingId}
      />
    </section>
  );
}
