import { describe, expect, it } from 'vitest';
import { signRestoreToken, verifyRestoreToken } from './restore-token.ts';

const SECRET = 's'.repeat(40);
const NOW = new Date('2025-03-01T10:00:00.000Z');
const LATER = new Date('2025-03-08T10:00:00.000Z');
const CART = 'AbCdEf012345_-xyzXYZ9876';

describe('restore tokens', () => {
  const token = signRestoreToken(SECRET, { cartId: CART, expiresAt: LATER });

  it('round-trips the cart id and expiry, in URL-safe characters', () => {
    expect(token).toMatch(/^[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+$/);
    expect(verifyRestoreToken(SECRET, token, NOW)).toEqual({ cartId: CART, expiresAt: LATER });
  });

  it('refuses a token at or after its expiry', () => {
    expect(verifyRestoreToken(SECRET, token, LATER)).toBeNull();
    expect(verifyRestoreToken(SECRET, token, new Date(LATER.getTime() + 1))).toBeNull();
    expect(verifyRestoreToken(SECRET, token, new Date(LATER.getTime() - 1000))).not.toBeNull();
  });

  it('refuses a token signed with another secret', () => {
    expect(verifyRestoreToken('t'.repeat(40), token, NOW)).toBeNull();
  });

  it('refuses a changed cart id or expiry, even with a MAC copied from a real token', () => {
    const [, mac] = token.split('.');
    const forge = (text: string) => `${Buffer.from(text).toString('base64url')}.${mac}`;
    expect(verifyRestoreToken(SECRET, forge(`${CART.slice(0, -1)}X.${Math.floor(LATER.getTime() / 1000)}`), NOW)).toBeNull();
    expect(verifyRestoreToken(SECRET, forge(`${CART}.${Math.floor(LATER.getTime() / 1000) + 86400}`), NOW)).toBeNull();
  });

  it('refuses a changed MAC, including a non-canonical spelling of the same bytes', () => {
    const [payload, mac] = token.split('.') as [string, string];
    const flipped = `${mac.slice(0, -2)}${mac.at(-2) === 'A' ? 'B' : 'A'}${mac.at(-1)}`;
    expect(verifyRestoreToken(SECRET, `${payload}.${flipped}`, NOW)).toBeNull();
    expect(verifyRestoreToken(SECRET, `${payload}.${mac}!`, NOW)).toBeNull();
    expect(verifyRestoreToken(SECRET, `${payload}.${mac.slice(0, -1)}`, NOW)).toBeNull();
  });

  it.each(['', 'x', '.', 'a.b.c', `${token}.x`, token.replace('.', ''), '…………', 'a'.repeat(400)])('refuses the malformed token %j', (bad) => {
    expect(verifyRestoreToken(SECRET, bad, NOW)).toBeNull();
  });

  it('will not sign what it could not verify', () => {
    expect(() => signRestoreToken(SECRET, { cartId: 'bad id!', expiresAt: LATER })).toThrow();
    expect(() => signRestoreToken(SECRET, { cartId: CART, expiresAt: new Date(Number.NaN) })).toThrow();
  });
});
