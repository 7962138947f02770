import crypto from 'node:crypto';
import { ErrorCode } from '@vitrine/contracts/envelope';
import {
  checkFormValues,
  type FormDefinition,
  type FormErrors,
  type FormField,
  FormMessages,
  type FormValues,
  TRADE_ENQUIRY_FIELDS,
} from '@vitrine/contracts/form-rules';
import type { FormDefinitionInput } from '@vitrine/contracts/forms';
import { Messages } from '@vitrine/contracts/messages';
import type { Db } from '../../db/connect.ts';
import type { MailProvider } from '../../integrations/mail/mail.ts';
import { AppError, notFound } from '../../lib/app-error.ts';
import { createKeyedDbCache } from '../../lib/db-cache.ts';
import { nowIso, parseJson } from '../../lib/json.ts';
import type { Logger } from '../../lib/logger.ts';
import { getPluginConfig } from '../plugins/plugins.service.ts';
import { getAllSettings } from '../settings/settings.service.ts';
import * as repo from './forms.repository.ts';
import { composeStoreMail } from './forms-mail.ts';

// Owner-defined forms (spec §7 "Forms and FAQ") and the trade-enquiry plugin: the values are
// checked by the rules the browser runs (contracts/form-rules.ts), stored, then mailed to the
// store's address (docs/decisions/026-forms.md).

export const TRADE_ENQUIRY_PLUGIN = 'TradeEnquiry';

/**
 * Rows all visitors together may add to one table in an hour. Each client is held back by the
 * rate limit (rate-limit-groups.ts); this bounds what many clients can make the shop store.
 */
export const STORED_PER_HOUR = 500;
const HOUR_MS = 60 * 60 * 1000;

export interface FormDeps {
  db: Db;
  mail: MailProvider;
  log: Logger;
}

const newId = (prefix: string) => `${prefix}_${crypto.randomBytes(12).toString('base64url')}`;

const forms = createKeyedDbCache<FormDefinition | null>(3000, 200);

/** A stored form as the shop shows it; unknown ids (or ids that could never be one) are a 404. */
export async function getForm(db: Db, id: string): Promise<FormDefinition> {
  const form = id.length <= 100 ? await forms.get(db, id, () => loadForm(db, id)) : null;
  if (!form) throw notFound(FormMessages.formNotFound);
  return form;
}

async function loadForm(db: Db, id: string): Promise<FormDefinition | null> {
  const row = await repo.findForm(db.kysely, id);
  if (!row) return null;
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    submit_label: row.submit_label,
    success_message: row.success_message,
    fields: parseJson<FormField[]>(row.fields, []),
  };
}

/** The owner's write (admin API and demo seed); the shape was checked by formDefinitionSchema. */
export async function saveForm(db: Db, form: FormDefinitionInput): Promise<FormDefinition> {
  await repo.upsertForm(db.kysely, {
    id: form.id,
    title: form.title,
    description: form.description,
    submit_label: form.submit_label,
    success_message: form.success_message,
    fields: JSON.stringify(form.fields),
    updated_at: nowIso(),
  });
  forms.forget(db);
  return getForm(db, form.id);
}

export async function listSubmissions(db: Db, formId: string) {
  await getForm(db, formId);
  const rows = await repo.findSubmissions(db.kysely, formId, 100);
  return rows.map((r) => ({ id: r.id, created_at: r.created_at, values: parseJson<Record<string, string>>(r.field_values, {}) }));
}

/** spec §5 per field: a 422 whose message is the first failing field's, and every field's in data.errors. */
export function checkOrRefuse(fields: FormField[], values: FormValues): Record<string, string> {
  const checked = checkFormValues(fields, values);
  const names = Object.keys(checked.errors);
  if (names.length > 0) throw fieldErrors(checked.errors, names);
  return checked.values;
}

function fieldErrors(errors: FormErrors, names: string[]): AppError {
  const byField = Object.fromEntries(names.map((n) => [n, [errors[n] as string]]));
  return new AppError(ErrorCode.validation, 422, errors[names[0] as string] ?? Messages.fieldNotValid, byField);
}

/** The overall quota: past it, everyone waits for the hour to move on. */
export async function refuseWhenFull(db: Db, table: 'form_submissions' | 'trade_enquiries' | 'email_subscriptions'): Promise<void> {
  const since = new Date(Date.now() - HOUR_MS).toISOString();
  if ((await repo.countSince(db.kysely, table, since)) >= STORED_PER_HOUR) {
    throw new AppError(ErrorCode.tooManyRequests, 429, Messages.tooManyRequests, undefined, { 'retry-after': '600' });
  }
}

/** Where the store reads its mail: store_email, else the customer-care address (spec §3 settings). */
async function storeAddress(db: Db): Promise<string | null> {
  const settings = await getAllSettings(db);
  for (const key of ['store_email', 'customer_care_email'] as const) {
    const value = settings[key];
    if (typeof value === 'string' && value.includes('@')) return value.trim();
  }
  return null;
}

/** Stored first; a mail that fails is logged, never lost to the shopper as an error. */
async function mailStore(deps: FormDeps, subject: string, intro: string, rows: { label: string; value: string }[]): Promise<void> {
  const to = await storeAddress(deps.db);
  if (!to) {
    deps.log.warn({ subject }, 'form mail not sent: the store has no email address');
    return;
  }
  try {
    await deps.mail.send(composeStoreMail(to, subject, intro, rows));
  } catch (err) {
    deps.log.error({ err, subject }, 'form mail failed');
  }
}

const rowsOf = (fields: FormField[], values: Record<string, string>) => fields.map((f) => ({ label: f.label, value: values[f.name] ?? '' }));

/** POST /api/form/submit/{id}: checked, stored, mailed. */
export async function submitForm(deps: FormDeps, id: string, values: FormValues): Promise<{ message: string }> {
  const form = await getForm(deps.db, id);
  const clean = checkOrRefuse(form.fields, values);
  await refuseWhenFull(deps.db, 'form_submissions');
  await repo.insertSubmission(deps.db.kysely, { id: newId('fsb'), form_id: form.id, field_values: JSON.stringify(clean), created_at: nowIso() });
  await mailStore(deps, `New message: ${form.title}`, `A shopper sent the form "${form.title}".`, rowsOf(form.fields, clean));
  return { message: form.success_message };
}

/** POST /api/plugins/TradeEnquiry/submit (the plugin being off comes first: 404). */
export async function submitTradeEnquiry(deps: FormDeps, values: FormValues): Promise<void> {
  await getPluginConfig(deps.db, TRADE_ENQUIRY_PLUGIN);
  const clean = checkOrRefuse(TRADE_ENQUIRY_FIELDS, values);
  await refuseWhenFull(deps.db, 'trade_enquiries');
  await repo.insertTradeEnquiry(deps.db.kysely, {
    id: newId('tre'),
    company: clean.company ?? '',
    name: clean.name ?? '',
    email: (clean.email ?? '').toLowerCase(),
    phone: clean.phone ?? '',
    product: clean.product || null,
    quantity: clean.quantity || null,
    message: clean.message ?? '',
    created_at: nowIso(),
  });
  await mailStore(deps, 'New trade enquiry', 'A trade enquiry arrived through the shop.', rowsOf(TRADE_ENQUIRY_FIELDS, clean));
}
