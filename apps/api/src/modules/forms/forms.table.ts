// Tables of migration 019 (docs/decisions/026-forms.md). JSON is stored as text (decision 005).

/** An owner's form: its fields as JSON text (FormField[] of contracts/form-rules). */
export interface FormsTable {
  id: string;
  title: string;
  description: string | null;
  submit_label: string;
  success_message: string;
  fields: string;
  updated_at: string;
}

/** One submission: the checked values by field name, as JSON text (plain text, never HTML). */
export interface FormSubmissionsTable {
  id: string;
  form_id: string;
  field_values: string;
  created_at: string;
}

export interface TradeEnquiriesTable {
  id: string;
  company: string;
  name: string;
  email: string;
  phone: string;
  product: string | null;
  quantity: string | null;
  message: string;
  created_at: string;
}

/** One row per address, lower-cased: a second subscription changes nothing. */
export interface EmailSubscriptionsTable {
  id: string;
  email: string;
  created_at: string;
}

export interface FormTables {
  forms: FormsTable;
  form_submissions: FormSubmissionsTable;
  trade_enquiries: TradeEnquiriesTable;
  email_subscriptions: EmailSubscriptionsTable;
}
