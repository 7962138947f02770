import type { ApiClient } from '@vitrine/contracts/api-client';
import type { OutboxMessage } from '@vitrine/contracts/auth';
import { data } from 'react-router';

/** The dev outbox; the API answers 404 outside development, and so does the page. */
export async function loadDevOutbox(api: ApiClient): Promise<OutboxMessage[]> {
  const res = await api.getDevOutbox();
  if (res.statusCode === 404) throw data({ reason: 'not-found' }, { status: 404 });
  if (res.body.status !== 'success') throw new Error(`dev outbox: ${res.statusCode}`);
  return res.body.data;
}
