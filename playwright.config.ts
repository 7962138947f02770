// Browser journeys (e2e/**/*.spec.ts) against the built shop: `npm run test:e2e` builds first
// (scripts/e2e.mjs); plain `npx playwright test` expects apps/server/dist/main.js to exist.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { ADMIN_TOKEN, BASE_URL, EXTERNAL_BASE_URL, PORT, SESSION_SECRET } from './e2e/support/env.ts';
import { chromiumLaunchOptions } from './scripts/chromium.mjs';

const isCI = !!process.env.CI;

// A fresh SQLite data dir per run. Playwright re-loads this config in its worker processes; they
// inherit E2E_DATA_DIR and skip this. scripts/e2e.mjs makes (and removes) its own.
if (!EXTERNAL_BASE_URL && !process.env.E2E_DATA_DIR) {
  const dir = mkdtempSync(join(tmpdir(), 'vitrine-e2e-'));
  process.env.E2E_DATA_DIR = dir;
  process.on('exit', () => rmSync(dir, { recursive: true, force: true }));
}

// The e2e server ignores the caller's shell settings for the shop (DATABASE_URL could be a real
// shop's database); E2E_DATABASE_URL opts into PostgreSQL. PUBLIC_URL, required in production, is
// set below to the http base URL the specs use (so cookies are not Secure and links point here).
const databaseUrl = process.env.E2E_DATABASE_URL;
const unset = ['API_URL', 'TRUST_PROXY', 'EDITOR_ORIGINS', ...(databaseUrl ? [] : ['DATABASE_URL'])];
const serverCommand = `env ${unset.map((name) => `-u ${name}`).join(' ')} node apps/server/dist/main.js`;

export default defineConfig({
  testDir: 'e2e',
  testMatch: '**/*.spec.ts',
  fullyParallel: false,
  workers: 1, // 2-core machine: one browser beside the server
  retries: isCI ? 1 : 0,
  timeout: 30_000,
  forbidOnly: isCI,
  outputDir: 'test-results',
  reporter: [['list'], ['json', { outputFile: 'playwright-report/results.json' }]], // PLAYWRIGHT_JSON_OUTPUT_FILE overrides
  use: {
    baseURL: BASE_URL,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: chromiumLaunchOptions(),
    // Every journey starts as a shopper who has made a cookie choice (declined: no analytics), so the
    // cookie banner does not sit over what they click; e2e/consent-analytics.spec.ts starts without it.
    storageState: {
      cookies: [
        { name: 'vitrine_consent', value: 'v1', domain: new URL(BASE_URL).hostname, path: '/', expires: -1, httpOnly: false, secure: false, sameSite: 'Lax' },
      ],
      origins: [],
    },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'] } }],
  webServer: EXTERNAL_BASE_URL
    ? undefined
    : {
        command: serverCommand,
        url: `${BASE_URL}/api/health`,
        reuseExistingServer: false,
        timeout: 60_000,
        stdout: 'pipe',
        stderr: 'pipe',
        gracefulShutdown: { signal: 'SIGTERM', timeout: 5_000 },
        env: {
          PORT: String(PORT),
          HOST: '127.0.0.1',
          DATA_DIR: process.env.E2E_DATA_DIR ?? '',
          ADMIN_TOKEN,
          SESSION_SECRET,
          NODE_ENV: 'production',
          PUBLIC_URL: BASE_URL,
          LOG_LEVEL: 'warn',
          SEED_DEMO: 'true',
          // Journeys share one client IP; the limit itself is covered by the API tests.
          RATE_LIMIT_PER_MINUTE: '1000',
          // The account journeys read OTP codes and reset mails from GET /api/dev/outbox, which a
          // production build hides unless asked.
          DEV_OUTBOX: 'true',
          // The journeys pay by card through the built-in test gateway, which production hides
          // unless asked for (docs/decisions/014-payments.md).
          ALLOW_TEST_GATEWAY: 'true',
          // Every journey texts codes from 127.0.0.1: the per-IP OTP caps (20 sends, 30 wrong codes an
          // hour) would fail a full run with retries. The caps are covered by the API tests.
          OTP_MAX_SENDS_PER_IP: '1000',
          OTP_MAX_FAILURES_PER_IP: '1000',
          // Likewise every registration (20 an hour per IP by default); covered by the API tests.
          REGISTER_MAX_PER_IP: '1000',
          // One browser never overloads the shop; a slow CI machine must not see the load shedding's 503s.
          MAX_CONCURRENT_RENDERS: '64',
          ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
        },
      },
});
