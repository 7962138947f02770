import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';

// Shared checks for the one envelope (CONVENTIONS.md habit 5, spec §7/§8): every answer carries
// status, message and data; errors carry data.statusCode, data.code and data.data.message.

export interface ErrorBody {
  status: 'error';
  message: string;
  data: { statusCode: number; code: string; data: { message: string }; errors?: Record<string, string[]> };
}

/** Asserts a success envelope with HTTP 200 and returns its data. */
export function expectSuccess<T = any>(res: LightMyRequestResponse): T {
  const body = res.json();
  expect(res.statusCode, res.body).toBe(200);
  expect(body.status).toBe('success');
  expect(typeof body.message).toBe('string');
  expect(body).toHaveProperty('data');
  expect(res.headers['x-request-id']).toBeTruthy();
  return body.data as T;
}

/**
 * Asserts an error envelope: the HTTP status, the spec's shape, the message (exact string or
 * pattern) and that nothing of a stack trace leaks. Returns the body for further checks.
 */
export function expectError(res: LightMyRequestResponse, statusCode: number, message?: string | RegExp, code?: string): ErrorBody {
  expect(res.statusCode, res.body).toBe(statusCode);
  expect(res.headers['content-type']).toMatch(/^application\/json/);
  const body = res.json() as ErrorBody;
  expect(body).toEqual({
    status: 'error',
    message: expect.any(String),
    data: expect.objectContaining({ statusCode, code: expect.any(String), data: { message: body.message } }),
  });
  expect(Object.keys(body).sort()).toEqual(['data', 'message', 'status']);
  if (typeof message === 'string') expect(body.message).toBe(message);
  else if (message) expect(body.message).toMatch(message);
  if (code) expect(body.data.code).toBe(code);
  expectNoStackTrace(res.body);
  expect(res.headers['x-request-id']).toBeTruthy();
  return body;
}

/** A 422 whose field errors name `field`; returns that field's messages. */
export function expectFieldError(res: LightMyRequestResponse, field: string): string[] {
  const body = expectError(res, 422, undefined, 'VALIDATION_FAILED');
  expect(body.data.errors, res.body).toBeDefined();
  expect(Object.keys(body.data.errors ?? {}), res.body).toContain(field);
  return body.data.errors?.[field] ?? [];
}

export function expectNoStackTrace(text: string): void {
  expect(text).not.toMatch(/"stack"/);
  expect(text).not.toMatch(/\bat .+\.(ts|js|mjs|cjs):\d+/);
  expect(text).not.toMatch(/node_modules|\/work\/|file:\/\//);
}
