import { TrackingMessages } from '@vitrine/contracts/tracking';
import { utcDateFormat } from '../../lib/utc-date-format';

// The tracking page's pure rules: what the form sends, which field an API error belongs to,
// the page's address for a waybill, and how its dates read.

export type TrackMode = 'order' | 'waybill';

/** The form's fields as typed; `contact` is one box for the email or the phone. */
export interface TrackFields {
  order_no: string;
  contact: string;
  waybill: string;
}

export type TrackFieldName = keyof TrackFields;

export type TrackBody = { order_no: string; email: string } | { order_no: string; phone: string } | { waybill: string };

export type TrackRequest = { ok: true; body: TrackBody } | { ok: false; errors: Partial<Record<TrackFieldName, string>> };

/** An '@' makes it an email; anything else is a phone number (with or without the country code). */
export function contactKind(contact: string): 'email' | 'phone' {
  return contact.includes('@') ? 'email' : 'phone';
}

/** The POST /api/track-order body for what was typed, or the fields still missing. */
export function trackRequest(mode: TrackMode, fields: TrackFields): TrackRequest {
  if (mode === 'waybill') {
    const waybill = fields.waybill.trim();
    return waybill ? { ok: true, body: { waybill } } : { ok: false, errors: { waybill: 'Enter the waybill number' } };
  }
  const order_no = fields.order_no.trim().replace(/^#/, '');
  const contact = fields.contact.trim();
  const errors: Partial<Record<TrackFieldName, string>> = {};
  if (!order_no) errors.order_no = 'Enter your order number';
  if (!contact) errors.contact = 'Enter the email or phone the order was placed with';
  if (!order_no || !contact) return { ok: false, errors };
  return { ok: true, body: contactKind(contact) === 'email' ? { order_no, email: contact } : { order_no, phone: contact } };
}

/** The API's 422 field errors placed under the form's fields (email and phone share one box). */
export function trackFieldErrors(apiErrors: Record<string, string>): Partial<Record<TrackFieldName, string>> {
  const errors: Partial<Record<TrackFieldName, string>> = {};
  for (const [field, message] of Object.entries(apiErrors)) {
    if (field === 'order_no') errors.order_no ??= message;
    else if (field === 'email' || field === 'phone') errors.contact ??= message;
    else if (field === 'waybill') errors.waybill ??= message;
  }
  return errors;
}

/** The form-level message: the 404 says the one thing it may say; a 422 points at its fields. */
export function trackFailureMessage(statusCode: number, message: string, hasFieldErrors: boolean): string | null {
  if (statusCode === 404) return TrackingMessages.notFound;
  if (statusCode === 422 && hasFieldErrors) return null;
  return message;
}

/** /track-order/{waybill}. */
export function trackingPath(waybill: string): string {
  return `/track-order/${encodeURIComponent(waybill)}`;
}

/** The waybill in /track-order/{slug...}: the splat, trimmed, or null for /track-order itself. */
export function waybillFromSplat(splat: string | undefined): string | null {
  const waybill = (splat ?? '').replace(/\/+$/, '').trim();
  return waybill ? waybill : null;
}

const timeFormat = utcDateFormat({ dateStyle: 'medium', timeStyle: 'short' });

/** '22 Nov 2025, 03:40' (UTC); the raw value when it is not a date. */
export function formatTrackingTime(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : timeFormat(date);
}
