import crypto from 'node:crypto';
import type { ShippingOption } from '@vitrine/contracts/cart';
import {
  type AdminShippingMethod,
  ShippingAdminMessages,
  type ShippingMethodCreateData,
  type ShippingMethodUpdateData,
} from '@vitrine/contracts/shipping-admin';
import type { Selectable } from 'kysely';
import type { Db } from '../../db/connect.ts';
import { notFound } from '../../lib/app-error.ts';
import { createDbCache } from '../../lib/db-cache.ts';
import * as repo from './shipping.repository.ts';
import type { ShippingMethodsTable } from './shipping.table.ts';
import { shippingOptionsFor } from './shipping-rules.ts';

// The owner's shipping methods (issue 11): the options a cart offers, and the admin API's writes.

function rowToMethod(row: Selectable<ShippingMethodsTable>): AdminShippingMethod {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    charge: row.charge,
    free_over: row.free_over,
    serviceable_only: Boolean(row.serviceable_only),
    position: row.position,
    is_active: Boolean(row.is_active),
  };
}

/** The active methods, read by every cart answer: cached a few seconds, dropped by the owner's writes below. */
const activeMethods = createDbCache<AdminShippingMethod[]>();

/**
 * The methods a cart may choose, by position; `amount` is sub_total - discount (minor units), `served`
 * whether the pincode plugin serves the address (delivery.ts): serviceable-only methods need it.
 */
export async function listShippingOptions(db: Db, ctx: { amount: number; served: boolean }): Promise<ShippingOption[]> {
  const methods = await activeMethods.get(db, async () => (await repo.findShippingMethods(db.kysely, { activeOnly: true })).map(rowToMethod));
  return shippingOptionsFor(methods, ctx.amount, ctx.served);
}

// --- admin ---------------------------------------------------------------------------------

function toColumns(m: Omit<AdminShippingMethod, 'id'>) {
  return { ...m, serviceable_only: m.serviceable_only ? 1 : 0, is_active: m.is_active ? 1 : 0 };
}

export async function listShippingMethods(db: Db): Promise<AdminShippingMethod[]> {
  return (await repo.findShippingMethods(db.kysely, { activeOnly: false })).map(rowToMethod);
}

/** `input` is parsed by the route (shippingMethodCreateSchema): left-out fields get their defaults here. */
export async function createShippingMethod(db: Db, input: ShippingMethodCreateData): Promise<AdminShippingMethod> {
  const method: AdminShippingMethod = {
    id: `shp_${crypto.randomUUID()}`,
    name: input.name,
    description: input.description ?? '',
    charge: input.charge,
    free_over: input.free_over ?? null,
    serviceable_only: input.serviceable_only ?? false,
    position: input.position ?? 0,
    is_active: input.is_active ?? true,
  };
  const { id, ...fields } = method;
  await repo.insertShippingMethod(db.kysely, { id, ...toColumns(fields) });
  activeMethods.forget(db);
  return method;
}

export async function updateShippingMethod(db: Db, id: string, changes: ShippingMethodUpdateData): Promise<AdminShippingMethod> {
  const existing = await repo.findShippingMethod(db.kysely, id);
  if (!existing) throw notFound(ShippingAdminMessages.notFound);
  const { id: _id, ...fields } = { ...rowToMethod(existing), ...changes };
  await repo.updateShippingMethod(db.kysely, id, toColumns(fields));
  activeMethods.forget(db);
  return { id, ...fields };
}

export async function deleteShippingMethod(db: Db, id: string): Promise<{ id: string }> {
  if ((await repo.deleteShippingMethod(db.kysely, id)) === 0) throw notFound(ShippingAdminMessages.notFound);
  activeMethods.forget(db);
  return { id };
}
