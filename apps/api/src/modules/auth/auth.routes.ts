import {
  AuthMessages,
  forgotPasswordSchema,
  loginSchema,
  otpRequestSchema,
  otpVerifySchema,
  resetCompleteSchema,
  validateResetSchema,
} from '@vitrine/contracts/auth';
import { CookieName } from '@vitrine/contracts/cookies';
import { successEnvelope } from '@vitrine/contracts/envelope';
import type { FastifyInstance } from 'fastify';
import { createMailProvider } from '../../integrations/mail/mail-provider.ts';
import { createSmsProvider } from '../../integrations/sms/sms-provider.ts';
import type { AppDeps } from '../../lib/deps.ts';
import { isSecureCookie } from '../../lib/secure-cookie.ts';
import { parseInput } from '../../lib/validate.ts';
import { devOutboxRoutes } from '../dev-outbox/dev-outbox.routes.ts';
import { outboxWriter } from '../dev-outbox/dev-outbox.service.ts';
import * as auth from './auth.service.ts';
import { applySessionCookie, clientOf } from './client.http.ts';
import * as resets from './password-reset.service.ts';
import { createRegistrationLimits } from './registration-limits.ts';

// Spec section 7, Auth: sign-in by OTP or by email and password, registration, password reset, logout.
// Every POST here guesses secrets or sends messages, so all are rate-limited per IP.
export async function authRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
  const outbox = outboxWriter(deps.db);
  const sms = createSmsProvider(deps, outbox);
  const mail = createMailProvider(deps, outbox);
  const limited = { config: { limited: true } };
  const registrations = createRegistrationLimits(deps.config.registerMaxPerIp);

  app.post('/api/auth/otp/request', limited, async (request) => {
    const body = parseInput(otpRequestSchema, request.body ?? {});
    return successEnvelope(await auth.requestSignInCode(clientOf(request), deps, sms, body), AuthMessages.otpSent);
  });

  app.post('/api/auth/otp/verify', limited, async (request, reply) => {
    const body = parseInput(otpVerifySchema, request.body ?? {});
    const { result, cookie } = await auth.signInWithCode(clientOf(request), deps, body);
    applySessionCookie(request, reply, deps.config, cookie);
    return successEnvelope(result, AuthMessages.loggedIn);
  });

  app.post('/api/auth/register', limited, async (request, reply) => {
    const { result, cookie } = await auth.register(clientOf(request), deps, registrations, request.body ?? {});
    applySessionCookie(request, reply, deps.config, cookie);
    return successEnvelope(result, AuthMessages.registered);
  });

  app.post('/api/auth/login', limited, async (request, reply) => {
    const body = parseInput(loginSchema, request.body ?? {});
    const { result, cookie } = await auth.login(clientOf(request), deps, body);
    applySessionCookie(request, reply, deps.config, cookie);
    return successEnvelope(result, AuthMessages.loggedIn);
  });

  app.post('/api/auth/logout', async (request, reply) => {
    applySessionCookie(request, reply, deps.config, await auth.logout(clientOf(request), deps));
    // An order this browser left waiting for payment is not the next person's to see or pay.
    if (request.cookies?.[CookieName.pendingOrder]) {
      reply.clearCookie(CookieName.pendingOrder, { path: '/', httpOnly: true, sameSite: 'lax', secure: isSecureCookie(request, deps.config) });
    }
    return successEnvelope({}, AuthMessages.loggedOut);
  });

  app.post('/api/auth/reset', limited, async (request) => {
    const { email } = parseInput(forgotPasswordSchema, request.body ?? {});
    await resets.requestPasswordReset(clientOf(request), deps, mail, email);
    return successEnvelope({}, AuthMessages.resetSent);
  });

  // spec §7: query email and token; the body is read too for clients that post them.
  app.post('/api/auth/validate-reset', limited, async (request) => {
    const input = { ...(request.body as object | undefined), ...(request.query as object | undefined) };
    const { email, token } = parseInput(validateResetSchema, input);
    await resets.validateReset(deps, email, token);
    return successEnvelope({ valid: true }, AuthMessages.resetValid);
  });

  app.post('/api/auth/reset-complete', limited, async (request) => {
    const body = parseInput(resetCompleteSchema, request.body ?? {});
    await resets.completeReset(deps, body);
    return successEnvelope({}, AuthMessages.passwordReset);
  });

  await devOutboxRoutes(app, deps);
}
