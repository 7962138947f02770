import type { OutboxMessage, OutboxQuery } from '@vitrine/contracts/auth';
import type { Db } from '../../db/connect.ts';
import type { OutboxEntry, OutboxWriter } from '../../integrations/outbox.ts';
import { nowIso } from '../../lib/json.ts';
import { timeOrderedId } from '../auth/secrets.ts';
import * as repo from './dev-outbox.repository.ts';

// The dev outbox: SMS and mail the shop would have sent, kept in the database so tests and a
// developer can read them (README "Dev outbox"). Never served in production by default.

export async function addToOutbox(db: Db, entry: OutboxEntry): Promise<void> {
  await repo.insertOutboxMessage(db.kysely, {
    id: timeOrderedId('out'),
    channel: entry.channel,
    recipient: entry.to,
    subject: entry.subject ?? null,
    body: entry.body,
    created_at: nowIso(),
  });
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

/** The writer the built-in SMS and mail providers keep their messages with. */
export function outboxWriter(db: Db): OutboxWriter {
  return (entry) => addToOutbox(db, entry);
}
