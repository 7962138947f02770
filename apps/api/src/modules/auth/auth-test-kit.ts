import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { freshIp, send } from '../../test/send.ts';
import { sessionCookieFrom, uniqueTestIdentity } from '../../test/sign-in.ts';
import { adminHeaders } from '../../test/test-app.ts';

// Helpers for the auth and account tests: codes read from the dev outbox, owner setting switches
// (requests with a cookie and an IP: test/send.ts).

export function newPhone(): string {
  return uniqueTestIdentity().phone;
}

export function newEmail(): string {
  return uniqueTestIdentity().email;
}

/** The code in the newest text to `phone` (the dev outbox holds every SMS in tests). */
export async function latestCode(app: FastifyInstance, phone: string): Promise<string> {
  const res = await app.inject({ method: 'GET', url: `/api/dev/outbox?channel=sms&to=${phone}&limit=1` });
  const [message] = res.json().data as { body: string }[];
  expect(message, `no SMS to ${phone}`).toBeDefined();
  return message.body.slice(0, 4);
}

export async function outbox(app: FastifyInstance, query: string): Promise<{ to: string; subject: string | null; body: string }[]> {
  const res = await app.inject({ method: 'GET', url: `/api/dev/outbox?${query}` });
  return res.json().data;
}

export async function setSettings(app: FastifyInstance, values: Record<string, unknown>): Promise<void> {
  const res = await app.inject({ method: 'PUT', url: '/api/admin/settings', headers: adminHeaders, payload: values });
  expect(res.statusCode, res.body).toBe(200);
}

export const DEFAULT_AUTH_SETTINGS = {
  enable_otp_auth: true,
  enable_legacy_auth: true,
  enable_customer_register: true,
  account_verification_for: 'phone',
};

/** A wrong code that differs from `code`. */
export function wrongCode(code: string): string {
  return code === '0000' ? '1111' : '0000';
}

/** Signs in by OTP end to end and returns the session cookie and the answer. */
export async function signInByOtp(app: FastifyInstance, phone: string, ip = freshIp()) {
  expect((await send(app, 'POST', '/api/auth/otp/request', { payload: { input: phone }, ip })).statusCode).toBe(200);
  const res = await send(app, 'POST', '/api/auth/otp/verify', { payload: { input: phone, otp: await latestCode(app, phone) }, ip });
  expect(res.statusCode, res.body).toBe(200);
  return { res, cookie: sessionCookieFrom(res.headers['set-cookie']) as string };
}
