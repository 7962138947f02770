import { AuthMessages } from '@vitrine/contracts/auth';
import { CartMessages } from '@vitrine/contracts/cart';
import { ErrorCode } from '@vitrine/contracts/envelope';
import type { MailProvider } from '../../integrations/mail/mail.ts';
import type { SmsProvider } from '../../integrations/sms/sms.ts';
import { AppError, badRequest } from '../../lib/app-error.ts';
import type { AppDeps } from '../../lib/deps.ts';
import type { Logger } from '../../lib/logger.ts';
import type { Client } from '../auth/client.ts';
import { findSignedInCustomer } from '../auth/session.ts';
import { getPluginConfig, listActivePlugins } from '../plugins/plugins.service.ts';
import { getAllSettings } from '../settings/settings.service.ts';
import * as repo from './abandoned-cart.repository.ts';
import { type CartCookie, cartExpireDays } from './cart-session.ts';
import { signRestoreToken, verifyRestoreToken } from './restore-token.ts';

// The AbandonedCart plugin: a cart with a line and contact details, left alone for after_minutes,
// is recorded once and its shopper gets one message with a signed link (restore-token.ts) that
// brings the cart back in another browser. The job (cart-jobs.ts) runs in every serving process;
// the unique cart_id of abandoned_carts decides which one records, and so sends.

export const ABANDONED_CART_PLUGIN = 'AbandonedCart';

export interface AbandonedCartSettings {
  afterMinutes: number;
  linkDays: number;
}

const MINUTE_MS = 60 * 1000;
const DAY_MS = 24 * 60 * MINUTE_MS;
const BATCH = 100;
/** Batches one run handles at most; the next run goes on with the rest. */
const MAX_BATCHES = 20;

/** The owner's config read leniently: a missing or odd value falls back, one out of range is clamped. */
export function readAbandonedCartConfig(config: Record<string, unknown>): AbandonedCartSettings {
  const read = (value: unknown, fallback: number, min: number, max: number) => {
    const n = typeof value === 'number' ? value : typeof value === 'string' && value.trim() ? Number(value) : Number.NaN;
    return Number.isFinite(n) ? Math.min(max, Math.max(min, Math.round(n))) : fallback;
  };
  return { afterMinutes: read(config.after_minutes, 60, 5, 7 * 24 * 60), linkDays: read(config.link_days, 7, 1, 30) };
}

/** The plugin's settings; a 404 while it is switched off (the restore route answers nothing then). */
export async function getAbandonedCartSettings(db: AppDeps['db']): Promise<AbandonedCartSettings> {
  return readAbandonedCartConfig((await getPluginConfig(db, ABANDONED_CART_PLUGIN)).config ?? {});
}

export interface RecorderDeps extends Pick<AppDeps, 'db' | 'config'> {
  mail: MailProvider;
  sms: SmsProvider;
  log: Logger;
}

/** Records the carts left since after_minutes and messages each shopper once; the count recorded. */
export async function recordAbandonedCarts(deps: RecorderDeps, now = new Date()): Promise<number> {
  const plugin = (await listActivePlugins(deps.db)).find((p) => p.module_name === ABANDONED_CART_PLUGIN);
  if (!plugin) return 0;
  const settings = readAbandonedCartConfig(plugin.config ?? {});
  const filter = { updatedBefore: new Date(now.getTime() - settings.afterMinutes * MINUTE_MS).toISOString(), now: now.toISOString(), limit: BATCH };
  let recorded = 0;
  for (let batch = 0; batch < MAX_BATCHES; batch++) {
    const carts = await repo.findAbandonableCarts(deps.db.kysely, filter);
    for (const cart of carts) {
      try {
        // Only the process whose insert made the row sends: one message per cart, however many run.
        if (!(await repo.insertAbandonedCart(deps.db.kysely, cart.id, filter.now))) continue;
        recorded += 1;
        await notifyShopper(deps, cart, settings, now);
      } catch (err) {
        // Not sent again on the next run: a shopper gets one message at most.
        deps.log.error({ err, cartId: cart.id }, 'recording an abandoned cart failed');
      }
    }
    if (carts.length < BATCH) break;
  }
  return recorded;
}

async function notifyShopper(deps: RecorderDeps, cart: repo.AbandonableCart, settings: AbandonedCartSettings, now: Date): Promise<void> {
  const token = signRestoreToken(deps.config.sessionSecret, { cartId: cart.id, expiresAt: new Date(now.getTime() + settings.linkDays * DAY_MS) });
  // PUBLIC_URL (or localhost in development), as the password-reset mail: never a request's Host.
  const link = `${deps.config.publicUrl}/cart?restore=${token}`;
  const all = await getAllSettings(deps.db);
  const store = typeof all.store_name === 'string' && all.store_name ? all.store_name : 'Vitrine';
  const days = settings.linkDays === 1 ? '1 day' : `${settings.linkDays} days`;
  if (cart.email) {
    await deps.mail.send({
      to: cart.email,
      subject: `Your ${store} cart is waiting`,
      text: [
        'Hello,',
        '',
        `You left some items in your ${store} cart. To pick up where you left off, on any device, open:`,
        link,
        '',
        `The link works for ${days}. If you did not fill this cart, ignore this mail.`,
      ].join('\n'),
    });
  } else if (cart.phone) {
    await deps.sms.send({ to: cart.phone, text: `Your ${store} cart is waiting: ${link} (works for ${days})` });
  } else {
    return;
  }
  await repo.setNotified(deps.db.kysely, cart.id, new Date().toISOString());
}

const invalidLink = () => badRequest(CartMessages.restoreLinkInvalid, { token: [CartMessages.restoreLinkInvalid] });

export interface RestoreAnswer {
  data: { cart_session_id: string };
  cookie: CartCookie | null;
}

/**
 * Restores a recorded cart from its link. A guest cart becomes this browser's cart (the route sets
 * the cart cookie). A customer's cart is never handed to a browser by a link: signing in brings it
 * back on any device, so anyone but that customer, signed in, gets 401.
 */
export async function restoreAbandonedCart(deps: Pick<AppDeps, 'db' | 'config'>, client: Client, token: string, now = new Date()): Promise<RestoreAnswer> {
  const claim = verifyRestoreToken(deps.config.sessionSecret, token, now);
  if (!claim) throw invalidLink();
  const cart = await repo.findRecordedCart(deps.db.kysely, claim.cartId);
  if (!cart || cart.expires_at < now.toISOString()) throw invalidLink();
  let cookie: CartCookie | null = null;
  if (cart.customer_id) {
    const customer = await findSignedInCustomer(client, deps);
    if (customer?.id !== cart.customer_id) throw new AppError(ErrorCode.unauthorized, 401, AuthMessages.loginRequired);
  } else {
    cookie = { kind: 'set', sessionId: cart.id, maxAgeS: ((await cartExpireDays(deps.db)) * DAY_MS) / 1000 };
  }
  await repo.setRestored(deps.db.kysely, cart.id, now.toISOString());
  return { data: { cart_session_id: cart.id }, cookie };
}

export interface AbandonedCartEntry {
  cart_id: string;
  email: string | null;
  phone: string | null;
  total_quantity: number;
  recorded_at: string;
  notified_at: string | null;
  restored_at: string | null;
}

/** GET /api/admin/abandoned-carts: the newest recorded carts. */
export async function listAbandonedCarts(db: AppDeps['db'], limit = 100): Promise<AbandonedCartEntry[]> {
  const rows = await repo.findRecordedCarts(db.kysely, limit);
  return rows.map((r) => ({ ...r, total_quantity: Number(r.total_quantity ?? 0) }));
}
