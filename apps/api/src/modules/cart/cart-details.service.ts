import { AddressMessages } from '@vitrine/contracts/address';
import { type CartAddress, CartMessages } from '@vitrine/contracts/cart';
import type { cartAddressExtrasSchema, cartUpdateSchema } from '@vitrine/contracts/cart-inputs';
import { paymentMethodError } from '@vitrine/contracts/checkout-rules';
import type { z } from 'zod';
import type { Db } from '../../db/connect.ts';
import { badRequest, notFound } from '../../lib/app-error.ts';
import { listAddresses, validateAddress } from '../address/address.service.ts';
import type { Client } from '../auth/client.ts';
import { findPaymentMethod } from '../payments/gateways.ts';
import { checkDelivery } from '../shipping/delivery.ts';
import * as repo from './cart.repository.ts';
import type { CartAnswer } from './cart.service.ts';
import type { CartsTable } from './cart.table.ts';
import { type CartAccess, openCart } from './cart-session.ts';
import { buildCart } from './cart-view.ts';

// The cart fields checkout fills in (spec §7 update-contact, update-address, update-shipping-mode,
// update-payment-mode, update, validate/address). The checkout screens are the checkout issue's;
// these keep the data on the cart and check it.

type CartFields = { cart_session?: string | null };
type UpdateBody = z.infer<typeof cartUpdateSchema>;

/** The cart these fields go on: it must exist and hold something. */
async function openFilledCart(db: Db, client: Client, fields: CartFields): Promise<CartAccess & { row: repo.CartRow }> {
  const access = await openCart(db, client, fields.cart_session, { create: false });
  if (!access.row || (await repo.countCartLines(db.kysely, access.row.id)) === 0) throw badRequest(CartMessages.empty);
  return access as CartAccess & { row: repo.CartRow };
}

async function answerWith(db: Db, access: CartAccess, values: Partial<CartsTable>, message: string): Promise<CartAnswer> {
  if (access.row) await repo.updateCart(db.kysely, access.row.id, { ...values, updated_at: new Date().toISOString() });
  const row = access.row ? await repo.findCart(db.kysely, access.row.id) : undefined;
  return { data: (await buildCart(db, row)).cart, cookie: access.cookie, message };
}

/** '' or null clears a contact field; leaving it out keeps it. */
const contactValue = (value: string | null | undefined) => (value === undefined ? undefined : value || null);

/** The columns an update body sets, each checked against what this cart may use. */
async function updateValues(db: Db, access: CartAccess, body: UpdateBody): Promise<Partial<CartsTable>> {
  const values: Partial<CartsTable> = {};
  const phone = contactValue(body.phone);
  const email = contactValue(body.email);
  if (phone !== undefined) values.phone = phone;
  if (email !== undefined) values.email = email?.toLowerCase() ?? null;
  if (body.shipping_method) {
    const { cart } = await buildCart(db, access.row);
    if (!cart.shipping_methods.some((m) => m.id === body.shipping_method)) throw badRequest(CartMessages.shippingMethodUnknown);
    values.shipping_method_id = body.shipping_method;
  } else if (body.shipping_method === null) values.shipping_method_id = null;
  if (body.payment_method) {
    if (!(await findPaymentMethod(db, body.payment_method))) throw badRequest(CartMessages.paymentMethodUnknown);
    // Offered for the cart's address? (no cash on delivery where the pincode has none)
    const { cart } = await buildCart(db, access.row);
    const refusal = paymentMethodError({ ...cart, cart_payment_method: body.payment_method });
    if (refusal) throw badRequest(refusal);
    values.payment_method = body.payment_method;
  } else if (body.payment_method === null) values.payment_method = null;
  return values;
}

export async function updateCartFields(db: Db, client: Client, body: UpdateBody, message: string = CartMessages.updated): Promise<CartAnswer> {
  const access = await openFilledCart(db, client, body);
  return answerWith(db, access, await updateValues(db, access, body), message);
}

/**
 * Puts an address on the cart: a saved address of the signed-in customer (address_id), or the
 * address fields checked as the address book checks them. A shipping address may serve as the
 * billing address too.
 */
export async function updateCartAddress(
  db: Db,
  client: Client,
  body: Record<string, unknown>,
  extras: z.infer<typeof cartAddressExtrasSchema>,
): Promise<CartAnswer> {
  const access = await openFilledCart(db, client, body as CartFields);
  let address: CartAddress;
  if (extras.address_id) {
    const saved = access.customerId ? (await listAddresses(db, access.customerId)).find((a) => a.id === extras.address_id) : undefined;
    if (!saved) throw notFound(AddressMessages.notFound);
    address = { ...saved.fields, address_type: saved.address_type, country_id: saved.country_id, state_id: saved.state_id, address_id: saved.id };
  } else {
    const valid = await validateAddress(db, body);
    address = { ...valid.fields, address_type: valid.address_type, country_id: valid.country_id, state_id: valid.state_id, address_id: null };
  }
  const values: Partial<CartsTable> = {};
  if (address.address_type === 'Shipping') {
    // Refused at once where the shop does not deliver, as the product page's pincode check says (issue 29).
    const delivery = await checkDelivery(db, address);
    if (!delivery.ships && delivery.message) throw badRequest(delivery.message, { [delivery.field ?? 'pincode']: [delivery.message] });
    values.shipping_address = JSON.stringify(address);
    // The shipping method may depend on the pincode: choose again.
    values.shipping_method_id = null;
    if (extras.billing_same_as_shipping) values.billing_address = JSON.stringify({ ...address, address_type: 'Billing' });
  } else {
    values.billing_address = JSON.stringify(address);
  }
  return answerWith(db, access, values, CartMessages.addressSaved);
}

/** Both addresses are there and still pass the address rules (fields may have changed since). */
export async function validateCartAddress(db: Db, client: Client, fields: CartFields): Promise<CartAnswer> {
  const access = await openFilledCart(db, client, fields);
  const { cart } = await buildCart(db, access.row);
  if (!cart.shipping_address) throw badRequest(CartMessages.shippingAddressEmpty);
  if (!cart.billing_address) throw badRequest(CartMessages.billingAddressEmpty);
  for (const address of [cart.shipping_address, cart.billing_address]) {
    const { address_id: _id, ...fields } = address;
    await validateAddress(db, fields);
  }
  return { data: cart, cookie: access.cookie, message: CartMessages.addressValid };
}
