// A small bounded load generator on Node's own `http` (no extra dependency): N concurrent loops
// over one keep-alive agent, each sending the next GET as soon as the previous response ended.
// Bounded in time (warm-up + duration) and in count (maxRequests), 127.0.0.1 only.
import http from 'node:http';

/** One GET; resolves with status, headers and the body bytes. */
export function fetchOnce(url, agent = false) {
  return new Promise((resolve, reject) => {
    const req = http.get(url, { agent }, (res) => {
      const chunks = [];
      res.on('data', (c) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode, headers: res.headers, body: Buffer.concat(chunks) }));
      res.on('error', reject);
    });
    req.on('error', reject);
    req.setTimeout(10_000, () => req.destroy(new Error(`timeout: ${url}`)));
  });
}

function timedGet(url, agent) {
  const start = process.hrtime.bigint();
  return new Promise((resolve) => {
    const done = (ok) => resolve({ ok, ms: Number(process.hrtime.bigint() - start) / 1e6 });
    const req = http.get(url, { agent }, (res) => {
      res.on('data', () => {});
      res.on('end', () => done(res.statusCode === 200));
      res.on('error', () => done(false));
    });
    req.on('error', () => done(false));
    req.setTimeout(10_000, () => req.destroy());
  });
}

async function runPhase(url, agent, { concurrency, durationMs, maxRequests }, latencies) {
  const deadline = performance.now() + durationMs;
  let sent = 0;
  let errors = 0;
  const loop = async () => {
    while (performance.now() < deadline && sent < maxRequests) {
      sent++;
      const { ok, ms } = await timedGet(url, agent);
      if (ok) latencies?.push(ms);
      else errors++;
    }
  };
  const started = performance.now();
  await Promise.all(Array.from({ length: concurrency }, loop));
  return { elapsedMs: performance.now() - started, errors };
}

function percentile(sorted, p) {
  if (!sorted.length) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil(p * sorted.length) - 1)];
}

/**
 * Warms up, then measures: successful requests per second and latency percentiles (ms).
 * Only 200 responses count; anything else is an error.
 */
export async function measure(url, { concurrency = 16, warmupMs = 1000, durationMs = 5000, maxRequests = 1_000_000 } = {}) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: concurrency });
  try {
    await runPhase(url, agent, { concurrency, durationMs: warmupMs, maxRequests }, null);
    const latencies = [];
    const { elapsedMs, errors } = await runPhase(url, agent, { concurrency, durationMs, maxRequests }, latencies);
    latencies.sort((a, b) => a - b);
    return {
      requests: latencies.length,
      errors,
      rps: latencies.length / (elapsedMs / 1000),
      p50: percentile(latencies, 0.5),
      p95: percentile(latencies, 0.95),
      p99: percentile(latencies, 0.99),
    };
  } finally {
    agent.destroy();
  }
}
