// Shop owner task: start Vitrine without the demo store (SEED_DEMO=false) and see a working, empty
// shop instead of a server error on every page (issue 13, item 15). This spec starts a server of
// its own on a fresh data dir; the shared one (playwright.config.ts) always has the demo store.
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import net from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { ADMIN_TOKEN, SESSION_SECRET } from './support/env.ts';

let EMPTY_URL = '';
let server: ChildProcess | undefined;
let dataDir = '';
let output = '';

/** A loopback port nobody listens on now (other journeys' servers may be running beside this one). */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

async function waitForHealth(deadline: number): Promise<void> {
  while (Date.now() < deadline) {
    if (server?.exitCode !== null) throw new Error(`the empty shop exited (${server?.exitCode}):\n${output}`);
    const ok = await fetch(`${EMPTY_URL}/api/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`the empty shop did not answer /api/health:\n${output}`);
}

test.beforeAll(async () => {
  test.setTimeout(60_000);
  dataDir = mkdtempSync(join(tmpdir(), 'vitrine-e2e-empty-'));
  const port = await freePort();
  EMPTY_URL = `http://127.0.0.1:${port}`;
  const env: NodeJS.ProcessEnv = {
    PATH: process.env.PATH,
    HOME: process.env.HOME,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    ADMIN_TOKEN,
    SESSION_SECRET,
    NODE_ENV: 'production',
    PUBLIC_URL: EMPTY_URL,
    LOG_LEVEL: 'warn',
    SEED_DEMO: 'false',
  };
  server = spawn(process.execPath, ['apps/server/dist/main.js'], { env, stdio: ['ignore', 'pipe', 'pipe'] });
  server.stdout?.on('data', (chunk) => {
    output += chunk;
  });
  server.stderr?.on('data', (chunk) => {
    output += chunk;
  });
  await waitForHealth(Date.now() + 45_000);
});

test.afterAll(async () => {
  if (server && server.exitCode === null) {
    const exited = new Promise((resolve) => server?.once('exit', resolve));
    server.kill('SIGTERM');
    await exited;
  }
  rmSync(dataDir, { recursive: true, force: true });
});

test('an empty shop serves its pages: empty home and listings, 404 for what does not exist', async ({ page, request }) => {
  const statusOf = async (path: string) => (await request.get(`${EMPTY_URL}${path}`)).status();
  for (const path of ['/', '/shop-online', '/search?q=lamp', '/cart', '/sitemap.xml', '/robots.txt']) {
    expect(await statusOf(path), path).toBe(200);
  }
  for (const path of ['/product/oak-tray', '/product-category/cookware', '/about-us', '/no/such/page']) {
    expect(await statusOf(path), path).toBe(404);
  }

  const home = await page.goto(`${EMPTY_URL}/`);
  expect(home?.status()).toBe(200);
  await expect(page.locator('body')).toHaveClass(/(^|\s)page--home(\s|$)/);

  await page.goto(`${EMPTY_URL}/shop-online`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Page Not Found!' })).toHaveCount(0);
});
