// Values shared by playwright.config.ts (which starts the server with them) and the specs.
// Workers re-load this module; E2E_PORT is set by the first load (or by scripts/e2e.mjs) and
// inherited, so every process agrees on one base URL.
import { execFileSync } from 'node:child_process';

export const ADMIN_TOKEN = process.env.E2E_ADMIN_TOKEN ?? 'e2e-admin-token-0123456789abcdef';
export const SESSION_SECRET = process.env.E2E_SESSION_SECRET ?? 'e2e-session-secret-0123456789abcdef0123456789';

/** Prefers 4173; takes any free loopback port when it is busy. */
function pickPort(): number {
  const probe = `
    const net = require('node:net');
    const tryListen = (port, next) => {
      const s = net.createServer();
      s.once('error', next);
      s.listen(port, '127.0.0.1', () => { const p = s.address().port; s.close(() => process.stdout.write(String(p))); });
    };
    tryListen(4173, () => tryListen(0, (e) => { throw e; }));`;
  return Number(execFileSync(process.execPath, ['-e', probe], { encoding: 'utf8' }));
}

if (!process.env.E2E_BASE_URL && !process.env.E2E_PORT) process.env.E2E_PORT = String(pickPort());

/** Set E2E_BASE_URL to run the specs against a server you started yourself (no webServer then). */
export const EXTERNAL_BASE_URL = process.env.E2E_BASE_URL;
export const PORT = Number(process.env.E2E_PORT ?? 4173);
export const BASE_URL = EXTERNAL_BASE_URL ?? `http://127.0.0.1:${PORT}`;
