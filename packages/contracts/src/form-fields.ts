// Form field definitions, without the rules that check them (form-rules.ts): what a page needs
// to draw a form. Owner-defined forms (GET /api/form/{id}) and the plugin forms (trade enquiry,
// email subscription) share them (docs/decisions/010, 026).

export const FORM_FIELD_TYPES = ['text', 'email', 'tel', 'number', 'textarea', 'select', 'checkbox'] as const;
export type FormFieldType = (typeof FORM_FIELD_TYPES)[number];

export interface FormFieldOption {
  value: string;
  label: string;
}

/** One field of a form, as the owner defines it (spec §3 shows none: docs/decisions/026). */
export interface FormField {
  name: string;
  label: string;
  type: FormFieldType;
  is_required: boolean;
  min_length?: number | null;
  max_length?: number | null;
  /** select only. */
  options?: FormFieldOption[];
  placeholder?: string | null;
}

export interface FormDefinition {
  id: string;
  title: string;
  description: string | null;
  submit_label: string;
  success_message: string;
  fields: FormField[];
}

/** What a submission sends: one value per field name (a checkbox sends true/false or 'on'). */
export type FormValues = Record<string, string | boolean | number | null | undefined>;
export type FormErrors = Record<string, string>;

// ---------------------------------------------------------------- plugin forms (spec §7 Plugins)

/** POST /api/plugins/TradeEnquiry/submit: its fields, drawn by the same form view. */
export const TRADE_ENQUIRY_FIELDS: FormField[] = [
  { name: 'company', label: 'Company', type: 'text', is_required: true, max_length: 150 },
  { name: 'name', label: 'Your name', type: 'text', is_required: true, max_length: 100 },
  { name: 'email', label: 'Email', type: 'email', is_required: true },
  { name: 'phone', label: 'Phone', type: 'tel', is_required: true, min_length: 6, max_length: 20 },
  { name: 'product', label: 'Product (optional)', type: 'text', is_required: false, max_length: 200 },
  { name: 'quantity', label: 'Quantity (optional)', type: 'number', is_required: false, max_length: 9 },
  { name: 'message', label: 'Message', type: 'textarea', is_required: true, min_length: 10, max_length: 3000 },
];

/** POST /api/plugins/emailSubscription/subscribe: one email. */
export const SUBSCRIPTION_FIELDS: FormField[] = [{ name: 'email', label: 'Email address', type: 'email', is_required: true }];
