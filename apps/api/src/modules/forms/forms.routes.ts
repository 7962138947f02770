import { successEnvelope } from '@vitrine/contracts/envelope';
import { FormMessages } from '@vitrine/contracts/form-rules';
import { formDefinitionSchema, formSubmissionSchema } from '@vitrine/contracts/forms';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { createMailProvider } from '../../integrations/mail/mail-provider.ts';
import { forgetReadCaches } from '../../lib/db-cache.ts';
import type { AppDeps } from '../../lib/deps.ts';
import { parseInput } from '../../lib/validate.ts';
import { requireAdmin } from '../../plugins/admin-auth.ts';
import { outboxWriter } from '../dev-outbox/dev-outbox.service.ts';
import { EMAIL_SUBSCRIPTION_PLUGIN, subscribeEmail } from './email-subscription.service.ts';
import * as forms from './forms.service.ts';

/** A form's id in the path: anything longer than an id could be is simply not found. */
export const formIdParamSchema = z.object({ id: z.string().max(200) });

// spec §7 "Forms and FAQ" (form definition and submit) and "Plugins" (trade enquiry, email
// subscription). Every write is rate limited (rate-limit-groups.ts "form-submission").
export async function formsRoutes(app: FastifyInstance, deps: AppDeps) {
  const { db, config, events } = deps;
  const mail = createMailProvider(deps, outboxWriter(db));
  const formDeps = (request: FastifyRequest) => ({ db, mail, log: request.log });
  const idOf = (request: FastifyRequest) => parseInput(formIdParamSchema, request.params).id;
  const valuesOf = (request: FastifyRequest) => parseInput(formSubmissionSchema, request.body ?? {});

  app.get('/api/form/:id', async (request) => successEnvelope(await forms.getForm(db, idOf(request))));

  const limited = { config: { limited: true } };
  app.post('/api/form/submit/:id', limited, async (request) => {
    const id = idOf(request);
    const { message } = await forms.submitForm(formDeps(request), id, valuesOf(request));
    return successEnvelope({ form_id: id }, message);
  });

  app.post(`/api/plugins/${forms.TRADE_ENQUIRY_PLUGIN}/submit`, limited, async (request) => {
    await forms.submitTradeEnquiry(formDeps(request), valuesOf(request));
    return successEnvelope(null, FormMessages.tradeEnquirySent);
  });

  app.post(`/api/plugins/${EMAIL_SUBSCRIPTION_PLUGIN}/subscribe`, limited, async (request) => {
    const result = await subscribeEmail(db, valuesOf(request));
    return successEnvelope({ email: result.email, already_subscribed: result.already }, result.message);
  });

  // The owner's side: write a form, read what shoppers sent.
  await app.register(async (admin) => {
    admin.addHook('onRequest', async (request) => requireAdmin(request, config.adminToken));
    admin.put('/api/admin/forms/:id', { config: { siteLockExempt: true } }, async (request) => {
      const body = parseInput(formDefinitionSchema, { ...(request.body as object), id: idOf(request) });
      const saved = await forms.saveForm(db, body);
      forgetReadCaches(db);
      events?.changed(request.url);
      return successEnvelope(saved, 'Form saved');
    });
    admin.get('/api/admin/forms/:id/submissions', { config: { siteLockExempt: true } }, async (request) =>
      successEnvelope(await forms.listSubmissions(db, idOf(request))),
    );
  });
}
