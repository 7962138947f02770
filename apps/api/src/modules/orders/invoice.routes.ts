import { orderRefSchema } from '@vitrine/contracts/orders-inputs';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../lib/deps.ts';
import { parseInput } from '../../lib/validate.ts';
import { clientOf } from '../auth/client.http.ts';
import { getInvoice } from './invoice.service.ts';

// spec §7 Orders row "GET /api/orders/invoice" (docs/api.md "Checkout and orders"). The answer is
// the PDF itself, not an envelope; errors are the usual envelope. Sent as an attachment under the
// order's name: the link says "Download invoice" and every browser saves it the same way
// (decisions/015-invoices.md).
export async function invoiceRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
  app.get('/api/orders/invoice', async (request, reply) => {
    const { fileName, pdf } = await getInvoice(deps, clientOf(request), parseInput(orderRefSchema, request.query ?? {}));
    return reply
      .type('application/pdf')
      .header('content-disposition', `attachment; filename="${fileName}"`)
      .header('cache-control', 'private, no-store')
      .send(pdf);
  });
}
