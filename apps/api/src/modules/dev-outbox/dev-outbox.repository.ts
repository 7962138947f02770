import type { Kysely } from 'kysely';
import type { Database } from '../../db/database.ts';
import type { OutboxMessagesTable } from '../auth/auth.table.ts';

type Q = Kysely<Database>;

export async function insertOutboxMessages(db: Q, rows: OutboxMessagesTable[]): Promise<void> {
  await db.insertInto('outbox_messages').values(rows).execute();
}

export function findOutboxMessages(db: Q, filter: { channel?: string; to?: string; limit: number }) {
  let query = db.selectFrom('outbox_messages').selectAll();
  if (filter.channel) query = query.where('channel', '=', filter.channel);
  if (filter.to) query = query.where('recipient', '=', filter.to);
  return query.orderBy('created_at', 'desc').orderBy('id', 'desc').limit(filter.limit).execute();
}
