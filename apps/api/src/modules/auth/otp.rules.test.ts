import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../plugins/config.ts';
import {
  canSendCode,
  challengeState,
  flowOf,
  generateCode,
  hashCode,
  isIpLockedOut,
  isUnderPhoneCeiling,
  MAX_FAILURES_PER_IP,
  MAX_SENDS_PER_IP,
  MAX_SENDS_PER_PHONE,
  MAX_TRIES_PER_CODE,
  maxSends,
  OTP_TTL_MS,
  PHONE_CEILING_WINDOW_MS,
  resendsLeft,
} from './otp.rules.ts';

// loadConfig without these would create a secret file in ./data.
const baseEnv = { SESSION_SECRET: 's'.repeat(32), DATA_DIR: '/tmp/vitrine-otp-rules-test' };

describe('OTP rules', () => {
  const now = new Date('2030-01-01T10:00:00.000Z');
  const expiresIn = (ms: number) => new Date(now.getTime() + ms).toISOString();

  it('codes are 4 digits, hashed per phone and secret', () => {
    for (let i = 0; i < 50; i++) expect(generateCode()).toMatch(/^\d{4}$/);
    const hash = hashCode('s'.repeat(32), '9876543210', '1234');
    expect(hash).toMatch(/^[0-9a-f]{64}$/);
    expect(hash).not.toContain('1234');
    expect(hashCode('s'.repeat(32), '9876543211', '1234')).not.toBe(hash);
    expect(hashCode('t'.repeat(32), '9876543210', '1234')).not.toBe(hash);
  });

  it('a code lives 10 minutes and is closed once used', () => {
    expect(OTP_TTL_MS).toBe(600_000);
    expect(challengeState({ attempts: 0, expires_at: expiresIn(1), used_at: null }, now)).toBe('open');
    expect(challengeState({ attempts: 0, expires_at: expiresIn(0), used_at: null }, now)).toBe('expired');
    expect(challengeState({ attempts: 0, expires_at: expiresIn(-1000), used_at: null }, now)).toBe('expired');
    expect(challengeState({ attempts: 1, expires_at: expiresIn(1000), used_at: now.toISOString() }, now)).toBe('used');
  });

  it('a code allows 5 tries', () => {
    expect(MAX_TRIES_PER_CODE).toBe(5);
    expect(challengeState({ attempts: 4, expires_at: expiresIn(1000), used_at: null }, now)).toBe('open');
    expect(challengeState({ attempts: 5, expires_at: expiresIn(1000), used_at: null }, now)).toBe('exhausted');
  });

  it('resend limits: login 3, registration and verify 1 (spec §9)', () => {
    expect(flowOf('login')).toBe('login');
    expect(flowOf('register')).toBe('registration');
    expect(flowOf('verify')).toBe('verify');
    expect(maxSends('login')).toBe(4);
    expect([0, 1, 2, 3].every((sent) => canSendCode(sent, 'login'))).toBe(true);
    expect(canSendCode(4, 'login')).toBe(false);
    expect(canSendCode(1, 'registration')).toBe(true);
    expect(canSendCode(2, 'registration')).toBe(false);
    expect(canSendCode(2, 'verify')).toBe(false);
    expect(resendsLeft(1, 'login')).toBe(3);
    expect(resendsLeft(4, 'login')).toBe(0);
    expect(resendsLeft(1, 'verify')).toBe(1);
    expect(resendsLeft(5, 'verify')).toBe(0);
  });

  // decisions/038: one stranger IP (4 codes) cannot fill the ceiling, and it holds the owner back minutes only.
  it("the per-phone ceiling is above one asker's sends and its window is a few minutes", () => {
    expect(MAX_SENDS_PER_PHONE).toBeGreaterThan(maxSends('login'));
    expect(isUnderPhoneCeiling(MAX_SENDS_PER_PHONE - 1)).toBe(true);
    expect(isUnderPhoneCeiling(MAX_SENDS_PER_PHONE)).toBe(false);
    expect(PHONE_CEILING_WINDOW_MS).toBeLessThanOrEqual(5 * 60_000);
  });

  it('failures lock out the client IP at the cap', () => {
    expect(isIpLockedOut(MAX_FAILURES_PER_IP - 1)).toBe(false);
    expect(isIpLockedOut(MAX_FAILURES_PER_IP)).toBe(true);
  });

  it('the per-IP cap follows the configured value (OTP_MAX_FAILURES_PER_IP)', () => {
    expect(isIpLockedOut(MAX_FAILURES_PER_IP, 100)).toBe(false);
    expect(isIpLockedOut(100, 100)).toBe(true);
    expect(loadConfig({ ...baseEnv, OTP_MAX_SENDS_PER_IP: '50', OTP_MAX_FAILURES_PER_IP: '60' }).otpIpLimits).toEqual({ maxSends: 50, maxFailures: 60 });
    expect(loadConfig(baseEnv).otpIpLimits).toEqual({ maxSends: MAX_SENDS_PER_IP, maxFailures: MAX_FAILURES_PER_IP });
    expect(() => loadConfig({ ...baseEnv, OTP_MAX_SENDS_PER_IP: '0' })).toThrow(/OTP_MAX_SENDS_PER_IP/);
  });
});
