import type { InitialValues } from '@vitrine/contracts/storefront';
import type { Db } from '../../db/connect.ts';
import type { Client } from './client.ts';
import { findCustomerById } from './customer.repository.ts';
import { findSignedInCustomer } from './session.ts';

/** The initial values' `account` (spec §3): the signed-in customer's names and email, or null. */
export async function findSignedInAccount(client: Client, db: Db): Promise<InitialValues['account']> {
  const signedIn = await findSignedInCustomer(client, { db });
  if (!signedIn) return null;
  const row = await findCustomerById(db.kysely, signedIn.id);
  if (!row) return null;
  return { id: row.id, first_name: row.first_name, last_name: row.last_name, ...(row.email ? { email: row.email } : {}) };
}
