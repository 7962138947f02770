import type { ApiClient } from '@vitrine/contracts/api-client';
import type { TestGatewayPayment } from '@vitrine/contracts/payments';
import { data } from 'react-router';

/**
 * The test gateway's payment, read on the server; unknown, an id no payment can have (the API's
 * 4xx for a NUL or an overlong id) or the gateway switched off: 404. Only the API failing is a 503.
 */
export async function loadTestGatewayPayment(api: ApiClient, id: string | undefined): Promise<TestGatewayPayment> {
  if (!id) throw data({ reason: 'not-found' }, { status: 404 });
  const res = await api.getTestGatewayPayment(id);
  const refused = res.statusCode >= 400 && res.statusCode < 500;
  if (refused || res.body.status !== 'success') throw data({ reason: 'not-found' }, { status: refused ? 404 : 503 });
  return res.body.data;
}
