import os from 'node:os';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig, PUBLIC_URL_REQUIRED } from './config.ts';

// Where the shop lives comes from configuration only (issue 9: links were built from Host).
const base = { SESSION_SECRET: 'x'.repeat(40), DATA_DIR: os.tmpdir() };

function configError(env: Record<string, string>): string {
  try {
    loadConfig({ ...base, ...env });
  } catch (err) {
    expect(err).toBeInstanceOf(ConfigError);
    return (err as Error).message;
  }
  throw new Error('loadConfig accepted the configuration');
}

describe('PUBLIC_URL', () => {
  it('is required in production, with one line saying what it is', () => {
    const message = configError({ NODE_ENV: 'production' });
    expect(message).toContain(PUBLIC_URL_REQUIRED);
    expect(message.split('\n').filter((line) => line.includes('PUBLIC_URL'))).toHaveLength(1);
    expect(loadConfig({ ...base, NODE_ENV: 'production', PUBLIC_URL: 'https://shop.example.com' }).publicUrl).toBe('https://shop.example.com');
  });

  it('defaults to http://localhost:PORT in development and test', () => {
    expect(loadConfig({ ...base }).publicUrl).toBe('http://localhost:3000');
    expect(loadConfig({ ...base, PORT: '4100' }).publicUrl).toBe('http://localhost:4100');
    expect(loadConfig({ ...base, NODE_ENV: 'test', PORT: '8080' }).publicUrl).toBe('http://localhost:8080');
  });

  it('is kept as an origin without a trailing slash', () => {
    expect(loadConfig({ ...base, PUBLIC_URL: 'https://Shop.Example.com/' }).publicUrl).toBe('https://shop.example.com');
    expect(loadConfig({ ...base, PUBLIC_URL: 'http://127.0.0.1:4173' }).publicUrl).toBe('http://127.0.0.1:4173');
  });

  it('refuses anything but an http(s) origin', () => {
    expect(configError({ PUBLIC_URL: 'shop.example.com' })).toMatch(/PUBLIC_URL must be a full URL/);
    expect(configError({ PUBLIC_URL: 'https://shop.example.com/store' })).toMatch(/PUBLIC_URL must be an http\(s\) origin/);
    expect(configError({ PUBLIC_URL: 'ftp://shop.example.com' })).toMatch(/PUBLIC_URL must be an http\(s\) origin/);
  });
});

describe('EDITOR_ORIGINS', () => {
  it('is empty by default and a list of origins when set', () => {
    expect(loadConfig({ ...base }).editorOrigins).toEqual([]);
    const config = loadConfig({ ...base, EDITOR_ORIGINS: 'https://editor.example.com, https://studio.example.com:8443/' });
    expect(config.editorOrigins).toEqual(['https://editor.example.com', 'https://studio.example.com:8443']);
  });

  it('refuses entries that are not origins (they go into a CSP header)', () => {
    expect(configError({ EDITOR_ORIGINS: "https://editor.example.com; script-src 'unsafe-inline'" })).toMatch(/EDITOR_ORIGINS must be/);
    expect(configError({ EDITOR_ORIGINS: '*' })).toMatch(/EDITOR_ORIGINS must be/);
  });
});

describe('rate limit settings', () => {
  it('default to 10 a minute per IP and guessed value, and 60 per IP', () => {
    const config = loadConfig({ ...base });
    expect(config.rateLimit).toEqual({ perKeyPerMinute: 10, perIpPerMinute: 60 });
  });

  it('raise the per-IP budget with a larger per-value one when it is not set (the e2e server sets only that)', () => {
    expect(loadConfig({ ...base, RATE_LIMIT_PER_MINUTE: '1000' }).rateLimit).toEqual({ perKeyPerMinute: 1000, perIpPerMinute: 1000 });
  });

  it('refuse a per-IP budget below the per-value one', () => {
    expect(configError({ RATE_LIMIT_PER_MINUTE: '20', RATE_LIMIT_PER_IP_PER_MINUTE: '10' })).toMatch(
      /RATE_LIMIT_PER_IP_PER_MINUTE must be at least RATE_LIMIT_PER_MINUTE/,
    );
    expect(configError({ RATE_LIMIT_PER_IP_PER_MINUTE: 'many' })).toMatch(/RATE_LIMIT_PER_IP_PER_MINUTE must be a whole number/);
  });
});

describe('ALLOW_TEST_GATEWAY', () => {
  it('keeps the test gateway outside production and switches it off in production unless set to true', () => {
    expect(loadConfig({ ...base }).allowTestGateway).toBe(true);
    expect(loadConfig({ ...base, NODE_ENV: 'test' }).allowTestGateway).toBe(true);
    const prod = { ...base, NODE_ENV: 'production', PUBLIC_URL: 'https://shop.example.com' };
    expect(loadConfig(prod).allowTestGateway).toBe(false);
    expect(loadConfig({ ...prod, ALLOW_TEST_GATEWAY: 'true' }).allowTestGateway).toBe(true);
    expect(loadConfig({ ...prod, ALLOW_TEST_GATEWAY: 'false' }).allowTestGateway).toBe(false);
    expect(loadConfig({ ...base, ALLOW_TEST_GATEWAY: 'false' }).allowTestGateway).toBe(false);
  });

  it('refuses anything but true or false', () => {
    expect(configError({ ALLOW_TEST_GATEWAY: 'yes' })).toContain('ALLOW_TEST_GATEWAY must be true or false');
  });
});
