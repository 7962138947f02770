import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { z } from 'zod';

/** Defaults of the per-IP abuse caps (docs/api.md, Abuse limits); the auth module applies them. */
export const ABUSE_LIMIT_DEFAULTS = { otpMaxSendsPerIp: 20, otpMaxFailuresPerIp: 30, registerMaxPerIp: 20 };

/** Requests a minute per client IP on one group of limited routes, for a shop office or a NAT. */
const DEFAULT_RATE_LIMIT_PER_IP = 60;

// Configuration comes from environment variables, validated once at start (docs/operations.md).
export const PUBLIC_URL_REQUIRED =
  "PUBLIC_URL is required in production: the shop's public address, e.g. https://shop.example.com (links in mail and the sitemap are built from it)";

const envSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    PORT: z.coerce.number({ error: 'PORT must be a whole number from 0 to 65535' }).int().min(0).max(65535).default(3000),
    HOST: z.string().min(1).default('0.0.0.0'),
    DATA_DIR: z.string().min(1).default('./data'),
    DATABASE_URL: z
      .string()
      .regex(/^postgres(ql)?:\/\//, 'DATABASE_URL must be a postgres:// URL (leave it unset for SQLite)')
      .optional(),
    DATABASE_POOL_SIZE: z.coerce.number({ error: 'DATABASE_POOL_SIZE must be a whole number from 1 to 100' }).int().min(1).max(100).default(10),
    DATABASE_STATEMENT_TIMEOUT_MS: z.coerce
      .number({ error: 'DATABASE_STATEMENT_TIMEOUT_MS must be a whole number of milliseconds from 0 to 600000 (0: no limit)' })
      .int()
      .min(0)
      .max(600_000)
      .default(5000),
    ADMIN_TOKEN: z.string().min(16, 'ADMIN_TOKEN must be at least 16 characters').optional(),
    SESSION_SECRET: z.string().min(32, 'SESSION_SECRET must be at least 32 characters').optional(),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    PUBLIC_URL: z
      .string()
      .url('PUBLIC_URL must be a full URL such as https://shop.example.com')
      .refine(isRootOrigin, 'PUBLIC_URL must be an http(s) origin such as https://shop.example.com (no path: Vitrine serves from /)')
      .optional(),
    EDITOR_ORIGINS: z
      .string()
      .refine(
        (v) => v.split(',').every((o) => !o.trim() || isRootOrigin(o.trim())),
        'EDITOR_ORIGINS must be a comma-separated list of origins such as https://editor.example.com',
      )
      .optional(),
    TRUST_PROXY: z
      .enum(['true', 'false'])
      .default('false')
      .transform((v) => v === 'true'),
    API_URL: z.string().url('API_URL must be a full URL').optional(),
    RATE_LIMIT_PER_MINUTE: z.coerce.number({ error: 'RATE_LIMIT_PER_MINUTE must be a whole number from 1 to 100000' }).int().min(1).max(100_000).default(10),
    // Unset: 60, or RATE_LIMIT_PER_MINUTE when that is larger (plugins/rate-limit.ts).
    RATE_LIMIT_PER_IP_PER_MINUTE: z.coerce
      .number({ error: 'RATE_LIMIT_PER_IP_PER_MINUTE must be a whole number from 1 to 100000' })
      .int()
      .min(1)
      .max(100_000)
      .optional(),
    MAX_CONCURRENT_RENDERS: z.coerce
      .number({ error: 'MAX_CONCURRENT_RENDERS must be a whole number from 0 to 10000 (0 turns load shedding off)' })
      .int()
      .min(0)
      .max(10_000)
      .default(8),
    HTML_CACHE_TTL_MS: z.coerce
      .number({ error: 'HTML_CACHE_TTL_MS must be a whole number of milliseconds (0 turns the cache off)' })
      .int()
      .min(0)
      .max(86_400_000)
      .default(10_000),
    SEED_DEMO: z
      .enum(['true', 'false'])
      .default('true')
      .transform((v) => v === 'true'),
    SMS_PROVIDER: z.enum(['outbox', 'http'], { error: 'SMS_PROVIDER must be outbox or http' }).default('outbox'),
    SMS_HTTP_URL: z.string().url('SMS_HTTP_URL must be a full URL such as https://sms.example.com/send').optional(),
    SMS_HTTP_TOKEN: z.string().min(1).optional(),
    SMTP_URL: z
      .string()
      .regex(/^smtps?:\/\//, 'SMTP_URL must be an smtp:// or smtps:// URL (leave it unset to keep mail in the dev outbox)')
      .optional(),
    MAIL_FROM: z.string().min(3).max(200).default('Vitrine <no-reply@localhost>'),
    DEV_OUTBOX: z.enum(['true', 'false'], { error: 'DEV_OUTBOX must be true or false' }).optional(),
    ALLOW_TEST_GATEWAY: z.enum(['true', 'false'], { error: 'ALLOW_TEST_GATEWAY must be true or false' }).optional(),
    OTP_MAX_SENDS_PER_IP: z.coerce
      .number({ error: 'OTP_MAX_SENDS_PER_IP must be a whole number from 1 to 100000' })
      .int()
      .min(1)
      .max(100_000)
      .default(ABUSE_LIMIT_DEFAULTS.otpMaxSendsPerIp),
    OTP_MAX_FAILURES_PER_IP: z.coerce
      .number({ error: 'OTP_MAX_FAILURES_PER_IP must be a whole number from 1 to 100000' })
      .int()
      .min(1)
      .max(100_000)
      .default(ABUSE_LIMIT_DEFAULTS.otpMaxFailuresPerIp),
    REGISTER_MAX_PER_IP: z.coerce
      .number({ error: 'REGISTER_MAX_PER_IP must be a whole number from 1 to 100000' })
      .int()
      .min(1)
      .max(100_000)
      .default(ABUSE_LIMIT_DEFAULTS.registerMaxPerIp),
  })
  .refine((e) => e.SMS_PROVIDER !== 'http' || e.SMS_HTTP_URL, {
    path: ['SMS_HTTP_URL'],
    message: 'SMS_HTTP_URL is required when SMS_PROVIDER=http',
  })
  .refine((e) => e.RATE_LIMIT_PER_IP_PER_MINUTE === undefined || e.RATE_LIMIT_PER_IP_PER_MINUTE >= e.RATE_LIMIT_PER_MINUTE, {
    // One IP's budget holds every guessed value's, or the per-value budget could never be reached.
    path: ['RATE_LIMIT_PER_IP_PER_MINUTE'],
    message: 'RATE_LIMIT_PER_IP_PER_MINUTE must be at least RATE_LIMIT_PER_MINUTE',
  })
  .refine((e) => e.NODE_ENV !== 'production' || e.PUBLIC_URL, {
    // Links in mail and the sitemap are never built from the request's Host header (a forged Host
    // would otherwise end up in a password-reset mail), so production must say where the shop lives.
    path: ['PUBLIC_URL'],
    message: PUBLIC_URL_REQUIRED,
  });

/** An http(s) URL with nothing past the origin (a trailing slash at most). */
function isRootOrigin(value: string): boolean {
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.pathname === '/' && !url.search && !url.hash && !url.username;
  } catch {
    return false;
  }
}

export interface AppConfig {
  env: 'development' | 'production' | 'test';
  port: number;
  host: string;
  dataDir: string;
  mediaDir: string;
  databaseUrl?: string;
  databasePoolSize: number;
  /** PostgreSQL statement_timeout for requests' queries (ms; 0: none). A cancelled query answers 503. */
  databaseStatementTimeoutMs: number;
  adminToken?: string;
  sessionSecret: string;
  logLevel: string;
  /**
   * The shop's public origin (no trailing slash): PUBLIC_URL, else http://localhost:PORT outside
   * production. Every absolute URL (mail links, sitemap, canonical) is built from it, never from Host.
   */
  publicUrl: string;
  /** Origins allowed to frame the storefront (the live editor), besides the shop itself. */
  editorOrigins: string[];
  trustProxy: boolean;
  apiUrl?: string;
  seedDemo: boolean;
  /**
   * Requests a minute on each group of `limited` routes (plugins/rate-limit-groups.ts): per client IP
   * and guessed value (email, phone, code), and per client IP whatever is guessed (room for a NAT).
   */
  rateLimit: { perKeyPerMinute: number; perIpPerMinute: number };
  /** Uncached page renders in flight before the next is shed with 503; 0: never shed. */
  maxConcurrentRenders: number;
  /** How long an anonymous page stays in the HTML cache; 0 turns the cache off. */
  htmlCacheTtlMs: number;
  /** Where OTP texts go: the dev outbox (default) or an HTTP SMS gateway. */
  sms: { provider: 'outbox' | 'http'; httpUrl?: string; httpToken?: string };
  /** Mail goes through SMTP when smtpUrl is set, else to the dev outbox. */
  mail: { smtpUrl?: string; from: string };
  /** GET /api/dev/outbox answers; off in production unless DEV_OUTBOX=true. */
  devOutbox: boolean;
  /**
   * The built-in test gateway may be offered, accepted and served (anyone can "pay" with it):
   * off in production unless ALLOW_TEST_GATEWAY=true, on elsewhere unless set to false.
   */
  allowTestGateway: boolean;
  /** OTP caps per client IP over an hour: codes sent, wrong codes (see modules/auth/otp.rules.ts). */
  otpIpLimits: { maxSends: number; maxFailures: number };
  /** Registration attempts one client IP may make within an hour (modules/auth/registration-limits.ts). */
  registerMaxPerIp: number;
}

export class ConfigError extends Error {}

/** Reads and validates the environment; throws ConfigError with one line per bad variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  const dataDir = path.resolve(e.DATA_DIR);
  return {
    env: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    dataDir,
    mediaDir: path.join(dataDir, 'media'),
    databaseUrl: e.DATABASE_URL,
    databasePoolSize: e.DATABASE_POOL_SIZE,
    databaseStatementTimeoutMs: e.DATABASE_STATEMENT_TIMEOUT_MS,
    adminToken: e.ADMIN_TOKEN,
    sessionSecret: e.SESSION_SECRET ?? readOrCreateSecret(dataDir),
    logLevel: e.LOG_LEVEL,
    publicUrl: e.PUBLIC_URL ? new URL(e.PUBLIC_URL).origin : `http://localhost:${e.PORT}`,
    editorOrigins: (e.EDITOR_ORIGINS ?? '')
      .split(',')
      .map((o) => o.trim())
      .filter(Boolean)
      .map((o) => new URL(o).origin),
    trustProxy: e.TRUST_PROXY,
    apiUrl: e.API_URL,
    seedDemo: e.SEED_DEMO,
    rateLimit: {
      perKeyPerMinute: e.RATE_LIMIT_PER_MINUTE,
      perIpPerMinute: e.RATE_LIMIT_PER_IP_PER_MINUTE ?? Math.max(DEFAULT_RATE_LIMIT_PER_IP, e.RATE_LIMIT_PER_MINUTE),
    },
    maxConcurrentRenders: e.MAX_CONCURRENT_RENDERS,
    htmlCacheTtlMs: e.HTML_CACHE_TTL_MS,
    sms: { provider: e.SMS_PROVIDER, httpUrl: e.SMS_HTTP_URL, httpToken: e.SMS_HTTP_TOKEN },
    mail: { smtpUrl: e.SMTP_URL, from: e.MAIL_FROM },
    devOutbox: e.DEV_OUTBOX ? e.DEV_OUTBOX === 'true' : e.NODE_ENV !== 'production',
    allowTestGateway: e.ALLOW_TEST_GATEWAY ? e.ALLOW_TEST_GATEWAY === 'true' : e.NODE_ENV !== 'production',
    otpIpLimits: { maxSends: e.OTP_MAX_SENDS_PER_IP, maxFailures: e.OTP_MAX_FAILURES_PER_IP },
    registerMaxPerIp: e.REGISTER_MAX_PER_IP,
  };
}

/** Without SESSION_SECRET, a random one is kept in the data directory so restarts keep cookies valid. */
function readOrCreateSecret(dataDir: string): string {
  const file = path.join(dataDir, 'session-secret');
  try {
    return fs.readFileSync(file, 'utf8').trim();
  } catch {
    fs.mkdirSync(dataDir, { recursive: true });
    const secret = crypto.randomBytes(32).toString('hex');
    fs.writeFileSync(file, secret, { mode: 0o600 });
    return secret;
  }
}
