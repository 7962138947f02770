import type { Db } from '../../db/connect.ts';
import type { CustomersTable } from './auth.table.ts';
import * as customers from './customer.repository.ts';
import * as sessions from './session.repository.ts';

// The auth module owns the customers, sessions and sign-in log tables. Other modules (the account
// pages) read and change a customer through these functions, never through the tables.

export type CustomerPatch = Partial<Omit<CustomersTable, 'id'>>;

export function findCustomer(db: Db, customerId: string): Promise<CustomersTable | undefined> {
  return customers.findCustomerById(db.kysely, customerId);
}

export function updateCustomer(db: Db, customerId: string, patch: CustomerPatch): Promise<void> {
  return customers.updateCustomer(db.kysely, customerId, patch);
}

/** Whether another account already uses this email. */
export function isEmailUsedByOther(db: Db, email: string, customerId: string): Promise<boolean> {
  return customers.emailUsedByOther(db.kysely, email, customerId);
}

/** Whether another account has verified this phone. */
export function isPhoneVerifiedByOther(db: Db, phone: string, customerId: string): Promise<boolean> {
  return customers.phoneVerifiedByOther(db.kysely, phone, customerId);
}

export function listSignIns(db: Db, customerId: string, limit: number) {
  return sessions.findSignInLogs(db.kysely, customerId, limit);
}
