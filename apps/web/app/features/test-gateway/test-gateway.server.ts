import type { ApiClient } from '@vitrine/contracts/api-client';
import type { TestGatewayPayment } from '@vitrine/contracts/payments';
import { data } from 'react-router';

/** The test gateway's payment, read on the server; unknown (or the gateway switched off): 404. */
export async function loadTestGatewayPayment(api: ApiClient, id: string | undefined): Promise<TestGatewayPayment> {
  if (!id) throw data({ reason: 'not-found' }, { status: 404 });
  const res = await api.getTestGatewayPayment(id);
  if (res.statusCode === 404 || res.body.status !== 'success') throw data({ reason: 'not-found' }, { status: res.statusCode === 404 ? 404 : 503 });
  return res.body.data;
}
