import type { FormDefinitionInput } from '@vitrine/contracts/forms';
import type { Insertable } from 'kysely';
import type { FormsTable } from '../../modules/forms/forms.table.ts';

// The demo store's contact form (the contact-us page draws it with a form section).

export const CONTACT_FORM_ID = 'contact';

export const contactForm: FormDefinitionInput = {
  id: CONTACT_FORM_ID,
  title: 'Contact us',
  description: 'We read every message and answer most within one working day.',
  submit_label: 'Send message',
  success_message: 'Thank you. Your message has been sent; we will reply within one working day.',
  fields: [
    { name: 'name', label: 'Your name', type: 'text', is_required: true, max_length: 100 },
    { name: 'email', label: 'Email', type: 'email', is_required: true },
    { name: 'phone', label: 'Phone (optional)', type: 'tel', is_required: false, min_length: 6, max_length: 20 },
    {
      name: 'topic',
      label: 'Topic',
      type: 'select',
      is_required: true,
      options: [
        { value: 'order', label: 'An order I placed' },
        { value: 'product', label: 'A product' },
        { value: 'returns', label: 'Returns and refunds' },
        { value: 'other', label: 'Something else' },
      ],
    },
    { name: 'message', label: 'Message', type: 'textarea', is_required: true, min_length: 10, max_length: 2000 },
    { name: 'consent', label: 'I agree that Vitrine may keep what I send to answer it', type: 'checkbox', is_required: true },
  ],
};

export function buildForms(now: Date): Insertable<FormsTable>[] {
  return [contactForm].map((f) => ({
    id: f.id,
    title: f.title,
    description: f.description,
    submit_label: f.submit_label,
    success_message: f.success_message,
    fields: JSON.stringify(f.fields),
    updated_at: now.toISOString(),
  }));
}
