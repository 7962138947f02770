import type { OutboxMessage, OutboxQuery } from '@vitrine/contracts/auth';
import type { Db } from '../../db/connect.ts';
import type { OutboxEntry, OutboxWriter } from '../../integrations/outbox.ts';
import { nowIso } from '../../lib/json.ts';
import type { OutboxMessagesTable } from '../auth/auth.table.ts';
import { timeOrderedId } from '../auth/secrets.ts';
import * as repo from './dev-outbox.repository.ts';

// The dev outbox: SMS and mail the shop would have sent, kept in the database so tests and a
// developer can read them (README "Dev outbox"). Never served in production by default.

function toRow(entry: OutboxEntry, id: string): OutboxMessagesTable {
  return { id, channel: entry.channel, recipient: entry.to, subject: entry.subject ?? null, body: entry.body, created_at: nowIso() };
}

export async function addToOutbox(db: Db, entry: OutboxEntry): Promise<void> {
  await repo.insertOutboxMessages(db.kysely, [toRow(entry, timeOrderedId('out'))]);
}

export async function listOutbox(db: Db, query: Required<Pick<OutboxQuery, 'limit'>> & OutboxQuery): Promise<OutboxMessage[]> {
  const rows = await repo.findOutboxMessages(db.kysely, { channel: query.channel, to: query.to, limit: Number(query.limit) });
  return rows.map((row) => ({
    id: row.id,
    channel: row.channel === 'mail' ? 'mail' : 'sms',
    to: row.recipient,
    subject: row.subject,
    body: row.body,
    created_at: row.created_at,
  }));
}

/** Messages written by one insert at most: well below either database's limit of bound values. */
export const OUTBOX_BATCH_SIZE = 200;

/**
 * The writer the built-in SMS and mail providers keep their messages with. Messages sent in the
 * same turn of the event loop (an order's mail and SMS; the orders of many buyers at once) are
 * kept by one insert, one write transaction, after the request's own work: each send settles when
 * its batch is written, or fails with it.
 */
export function outboxWriter(db: Db): OutboxWriter {
  let waiting: { row: OutboxMessagesTable; settle: (error?: unknown) => void }[] = [];
  async function write(): Promise<void> {
    const batch = waiting.slice(0, OUTBOX_BATCH_SIZE);
    waiting = waiting.slice(batch.length);
    if (waiting.length) setImmediate(write);
    // One time-ordered id for the batch, numbered in sending order (two base-36 digits: up to 1296):
    // one draw of random bytes, not one a message.
    const batchId = timeOrderedId('out');
    const rows = batch.map((w, n) => ({ ...w.row, id: `${batchId}${n.toString(36).padStart(2, '0')}` }));
    let failure: unknown;
    try {
      await repo.insertOutboxMessages(db.kysely, rows);
    } catch (error) {
      failure = error ?? new Error('outbox insert failed');
    }
    for (const w of batch) w.settle(failure);
  }
  return (entry) =>
    new Promise<void>((resolve, reject) => {
      if (!waiting.length) setImmediate(write);
      waiting.push({ row: toRow(entry, ''), settle: (error) => (error === undefined ? resolve() : reject(error)) });
    });
}
