import { AuthMessages, phoneOtpGenerateSchema, phoneOtpVerifySchema, updatePasswordSchema } from '@vitrine/contracts/auth';
import { successEnvelope } from '@vitrine/contracts/envelope';
import type { FastifyInstance } from 'fastify';
import { createSmsProvider } from '../../integrations/sms/sms-provider.ts';
import type { AppDeps } from '../../lib/deps.ts';
import { parseInput } from '../../lib/validate.ts';
import { clientOf, requireCustomerOf } from '../auth/client.http.ts';
import { outboxWriter } from '../dev-outbox/dev-outbox.service.ts';
import * as account from './account.service.ts';

// Spec section 7, Account: the signed-in customer profile, password and phone verification.
// Every route needs a session (401 'Please login to continue').
export async function accountRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
  const sms = createSmsProvider(deps, outboxWriter(deps.db));

  app.get('/api/account/get', async (request) => {
    const customer = await requireCustomerOf(request, deps);
    return successEnvelope(await account.getProfile(deps, customer));
  });

  app.put('/api/account/update-profile', async (request) => {
    const customer = await requireCustomerOf(request, deps);
    return successEnvelope(await account.updateProfile(deps, customer, request.body ?? {}), AuthMessages.profileUpdated);
  });

  app.put('/api/account/update-password', { config: { limited: true } }, async (request) => {
    const customer = await requireCustomerOf(request, deps);
    const body = parseInput(updatePasswordSchema, request.body ?? {});
    await account.updatePassword(deps, customer, body);
    return successEnvelope({}, AuthMessages.passwordUpdated);
  });

  app.post('/api/account/otp/generate', { config: { limited: true } }, async (request) => {
    const customer = await requireCustomerOf(request, deps);
    const body = parseInput(phoneOtpGenerateSchema, request.body ?? {});
    return successEnvelope(await account.generatePhoneCode(clientOf(request), deps, sms, customer, body.input), AuthMessages.otpSent);
  });

  app.post('/api/account/otp/verify', { config: { limited: true } }, async (request) => {
    const customer = await requireCustomerOf(request, deps);
    const body = parseInput(phoneOtpVerifySchema, request.body ?? {});
    return successEnvelope(await account.verifyPhoneCode(clientOf(request), deps, customer, body), AuthMessages.phoneVerified);
  });

  app.get('/api/account/access-logs', async (request) => {
    const customer = await requireCustomerOf(request, deps);
    return successEnvelope(await account.getAccessLogs(deps, customer));
  });
}
