import type { CartAddress } from '@vitrine/contracts/cart';
import { type OrderStatus, type OrderStatusChange, PAYMENT_STATUS_LABELS, type PaymentStatus } from '@vitrine/contracts/orders';
import type { CountryOption } from '@vitrine/contracts/settings';
import { utcDateFormat } from '../../lib/utc-date-format';

// The account's order screens' pure rules: badge tones, dates, the status timeline, address
// lines and the cancellation reasons (docs/decisions/012-orders.md names the statuses).

export type StatusTone = 'progress' | 'success' | 'danger' | 'warning';

const TONES: Record<OrderStatus, StatusTone> = {
  placed: 'progress',
  confirmed: 'progress',
  packed: 'progress',
  shipped: 'progress',
  out_for_delivery: 'progress',
  delivered: 'success',
  cancelled: 'danger',
  refund_requested: 'warning',
  refunded: 'success',
};

/** The badge's class list for a status; an unknown status gets the neutral badge. */
export function statusBadgeClass(status: string): string {
  const tone = Object.hasOwn(TONES, status) ? TONES[status as OrderStatus] : null;
  return tone ? `order-status order-status--${tone}` : 'order-status';
}

export function paymentStatusLabel(status: string): string {
  return Object.hasOwn(PAYMENT_STATUS_LABELS, status) ? PAYMENT_STATUS_LABELS[status as PaymentStatus] : status;
}

const dayFormat = utcDateFormat({ dateStyle: 'medium' });
const timeFormat = utcDateFormat({ dateStyle: 'medium', timeStyle: 'short' });

/** '22 Nov 2025'; the raw value when it is not a date. */
export function formatOrderDate(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : dayFormat(date);
}

/** '22 Nov 2025, 03:40' (UTC); the raw value when it is not a date. */
export function formatOrderTime(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : timeFormat(date);
}

export interface TimelineStep {
  key: string;
  label: string;
  /** The machine-readable time for <time dateTime>. */
  at: string;
  date: string;
  note: string | null;
  /** The order's present state: the last step. */
  current: boolean;
}

/** The status history oldest first (ties keep the API's order), the last step marked current. */
export function orderTimeline(history: readonly OrderStatusChange[]): TimelineStep[] {
  const time = (iso: string) => {
    const t = new Date(iso).getTime();
    return Number.isNaN(t) ? 0 : t;
  };
  const sorted = history.map((change, index) => ({ change, index })).sort((a, b) => time(a.change.at) - time(b.change.at) || a.index - b.index);
  return sorted.map(({ change, index }, position) => ({
    key: `${index}-${change.status}-${change.at}`,
    label: change.label,
    at: change.at,
    date: formatOrderTime(change.at),
    note: change.note?.trim() || null,
    current: position === sorted.length - 1,
  }));
}

/** '1 item', '3 items'. */
export function itemCount(quantity: number): string {
  return `${quantity} ${quantity === 1 ? 'item' : 'items'}`;
}

// Keys of an order's address that are ids or flags, not lines to print.
const HIDDEN_ADDRESS_KEYS = new Set([
  'address_type',
  'address_id',
  'id',
  'country_id',
  'state_id',
  'customer_id',
  'is_default',
  'default',
  'created_at',
  'updated_at',
  'first_name',
  'last_name',
  'phone',
  'email',
]);
// The usual fields in reading order; a country's other fields follow in the API's order.
const LINE_ORDER = [
  'company',
  'address_line_1',
  'address_line_2',
  'landmark',
  'city',
  'state_name',
  'state',
  'pincode',
  'postcode',
  'zip',
  'country_name',
  'country',
];

export interface AddressLines {
  name: string;
  lines: string[];
  phone: string | null;
}

/** An order's address as its name, lines and phone: the values the shopper gave, ids left out. */
export function orderAddressLines(address: CartAddress | null | undefined): AddressLines {
  if (!address) return { name: '', lines: [], phone: null };
  const text = (value: unknown) => (typeof value === 'string' || typeof value === 'number' ? String(value).trim() : '');
  const name = [text(address.first_name), text(address.last_name)].filter(Boolean).join(' ');
  const keys = Object.keys(address).filter((key) => !HIDDEN_ADDRESS_KEYS.has(key) && text(address[key]));
  const rank = (key: string) => {
    const i = LINE_ORDER.indexOf(key);
    return i === -1 ? LINE_ORDER.length : i;
  };
  const ordered = keys.map((key, index) => ({ key, index })).sort((a, b) => rank(a.key) - rank(b.key) || a.index - b.index);
  const lines = [...new Set(ordered.map(({ key }) => text(address[key])))];
  return { name, lines, phone: text(address.phone) || null };
}

/** 'Karnataka, India' for each of an order's addresses. */
export interface OrderRegions {
  shipping: string | null;
  billing: string | null;
}

/**
 * 'Karnataka, India': the state and country an address names by id, looked up in the country
 * list (the order keeps ids only); null when neither is known.
 */
export function regionOf(address: CartAddress | null | undefined, countries: readonly Pick<CountryOption, 'id' | 'name' | 'states'>[]): string | null {
  if (!address) return null;
  const country = countries.find((c) => c.id === address.country_id);
  const state = address.state_id ? country?.states.find((s) => s.id === address.state_id) : undefined;
  return [state?.name, country?.name].filter(Boolean).join(', ') || null;
}

// ---------------------------------------------------------------- cancellation

export const CANCEL_REASONS = ['Ordered by mistake', 'Found a better price', 'Delivery is too late', 'Want to change items or address', 'Other'] as const;
export type CancelReason = (typeof CANCEL_REASONS)[number];
/** The 'Other' text of a cancel or refund reason: what PUT /api/orders/cancel and refund/request take. */
export const REASON_OTHER_MAX = 500;
export const CANCEL_OTHER_MAX = REASON_OTHER_MAX;

export const ReasonMessages = {
  chooseReason: 'Please choose a reason',
  describeOther: 'Please tell us why',
  tooLong: `Please keep it under ${REASON_OTHER_MAX} characters`,
} as const;
export const CancelMessages = ReasonMessages;

/** The reason to send, or which field is not ready and why. */
export type ReasonCheck = { ok: true; reason: string } | { ok: false; field: 'reason' | 'other'; message: string };

/** One of `reasons`, or for 'Other' its trimmed text (required, at most REASON_OTHER_MAX). */
export function pickReason(reasons: readonly string[], choice: string, other: string): ReasonCheck {
  if (!reasons.includes(choice)) return { ok: false, field: 'reason', message: ReasonMessages.chooseReason };
  if (choice !== 'Other') return { ok: true, reason: choice };
  const text = other.trim();
  if (!text) return { ok: false, field: 'other', message: ReasonMessages.describeOther };
  if (text.length > REASON_OTHER_MAX) return { ok: false, field: 'other', message: ReasonMessages.tooLong };
  return { ok: true, reason: text };
}

/** The reason sent to PUT /api/orders/cancel, or why the form cannot be sent yet. */
export function cancelReason(choice: string, other: string): ReasonCheck {
  return pickReason(CANCEL_REASONS, choice, other);
}
