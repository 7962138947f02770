// Child processes of the benchmark (the shop, the plain server) and their clean-up. Each runs in its
// own process so it gets its own core, like in production; every child is killed on exit or error.
import { fork, spawn } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';

const children = new Set();

/** A port that is free on 127.0.0.1 right now. */
export function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

function track(child, name) {
  let output = '';
  const keep = (chunk) => {
    output = (output + chunk).slice(-4000); // the tail is enough to explain a failed start
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  child.exited = new Promise((resolve) => child.once('exit', (code, signal) => resolve({ code, signal })));
  child.exited.then(() => children.delete(child));
  child.describe = () => `${name} (pid ${child.pid})${output ? `, last output:\n${output}` : ''}`;
  children.add(child);
  return child;
}

/** Starts the built shop exactly as `npm start` would, minus the build (on PostgreSQL with databaseUrl). */
export function startShop({ root, port, dataDir, databaseUrl, env: extraEnv = {} }) {
  // PUBLIC_URL is required in production; http, as the bench client speaks plain HTTP.
  const env = {
    ...process.env,
    NODE_ENV: 'production',
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    LOG_LEVEL: 'warn',
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    ...extraEnv,
  };
  delete env.DATABASE_URL; // the embedded default (SQLite) is what `npm start` gives
  if (databaseUrl) env.DATABASE_URL = databaseUrl;
  delete env.API_URL; // one process: loaders reach the API in memory
  const child = spawn(process.execPath, ['apps/server/dist/main.js'], { cwd: root, env, stdio: ['ignore', 'pipe', 'pipe'] });
  return track(child, 'shop');
}

/** Runs a Node script to its end (e.g. the bench seeder), its output passed through; rejects on failure. */
export async function runNodeScript({ root, script, args = [], env = {} }) {
  const child = track(
    spawn(process.execPath, [script, ...args], { cwd: root, env: { ...process.env, ...env }, stdio: ['ignore', 'inherit', 'inherit'] }),
    script,
  );
  const { code, signal } = await child.exited;
  if (code !== 0) throw new Error(`${script} ${args.join(' ')} failed (${signal ?? `exit code ${code}`})`);
}

/** Starts plain Node serving the given pages from memory; resolves with its port. */
export async function startPlainServer(pagesFile) {
  const script = new URL('./plain-server.mjs', import.meta.url);
  const child = track(fork(script, [pagesFile], { stdio: ['ignore', 'pipe', 'pipe', 'ipc'] }), 'plain server');
  const port = await Promise.race([
    new Promise((resolve) => child.once('message', (m) => resolve(m.port))),
    child.exited.then(() => {
      throw new Error(`${child.describe()} exited before listening`);
    }),
  ]);
  return { child, port };
}

/** One GET without keep-alive; resolves with status (0 when the connection failed). */
export function getStatus(url) {
  return new Promise((resolve) => {
    const req = http.get(url, { agent: false }, (res) => {
      res.resume();
      res.on('end', () => resolve(res.statusCode));
    });
    req.on('error', () => resolve(0));
    req.setTimeout(5000, () => req.destroy());
  });
}

/** Polls until url answers 200; resolves with the ms elapsed since `since`. Bounded by timeoutMs. */
export async function waitFor200(url, child, since, timeoutMs = 30_000) {
  let exited = false;
  child.exited.then(() => {
    exited = true;
  });
  while (performance.now() - since < timeoutMs) {
    if (exited) throw new Error(`${child.describe()} exited before answering ${url}`);
    if ((await getStatus(url)) === 200) return performance.now() - since;
    await sleep(5);
  }
  throw new Error(`${url} did not answer 200 within ${timeoutMs} ms: ${child.describe()}`);
}

/** SIGTERM (the shop shuts down gracefully), then SIGKILL if it lingers. */
export async function stop(child, graceMs = 5000) {
  if (child.exitCode !== null || child.signalCode !== null) return;
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), graceMs);
  await child.exited;
  clearTimeout(timer);
}

export async function stopAll() {
  await Promise.all([...children].map((c) => stop(c)));
}

// Last resort when the script dies: no child may outlive it.
process.on('exit', () => {
  for (const child of children) child.kill('SIGKILL');
});
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.once(signal, () => {
    stopAll().finally(() => process.exit(130));
  });
}

/**
 * The demo shop on a fresh temporary folder (removed on exit) and a free port, answering: for the
 * benches that measure what one shop sends (compression, Lighthouse). Returns the folder too.
 */
export async function startDemoShop(root, tag) {
  const workDir = fs.mkdtempSync(path.join(os.tmpdir(), `vitrine-bench-${tag}-`));
  process.on('exit', () => fs.rmSync(workDir, { recursive: true, force: true }));
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  const shop = startShop({ root, port, dataDir: path.join(workDir, 'data') });
  await waitFor200(`${origin}/`, shop, performance.now(), 60_000);
  return { origin, shop, workDir };
}
