import crypto from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { hashPassword, verifyPassword } from './password-hash.ts';

describe('password hashing', () => {
  it('stores argon2id and verifies only the right password', async () => {
    const stored = await hashPassword('open-sesame');
    expect(stored).toMatch(/^\$argon2id\$/);
    expect(await verifyPassword('open-sesame', stored)).toBe(true);
    expect(await verifyPassword('open-sesame!', stored)).toBe(false);
  });

  it('answers false for a missing or malformed hash', async () => {
    expect(await verifyPassword('x', null)).toBe(false);
    expect(await verifyPassword('x', 'not-a-hash')).toBe(false);
    expect(await verifyPassword('x', 'scrypt$')).toBe(false);
  });

  it('still verifies a storefront password stored with scrypt before argon2id', async () => {
    const salt = crypto.randomBytes(16);
    const hash = crypto.scryptSync('let-me-in', salt, 32);
    const stored = `scrypt$${salt.toString('hex')}$${hash.toString('hex')}`;
    expect(await verifyPassword('let-me-in', stored)).toBe(true);
    expect(await verifyPassword('let-me-out', stored)).toBe(false);
  });
});
