// A small bounded load generator on Node's own `http` (no extra dependency): N concurrent loops
// over one keep-alive agent, each sending the next request as soon as the previous answer ended.
// Requests are GETs or JSON POSTs and may change on every call (request(i) for the i-th request),
// so a target can cycle through filter combinations the listing cache has not seen. Bounded in
// time (warm-up + duration) and count (maxRequests); only 200 answers count; 127.0.0.1 only.
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

/** A request the load generator can send: { path, body?, headers? } (a body makes it a JSON POST). */
function encode({ path, body, headers = {} }) {
  if (body === undefined) return { path, method: 'GET', payload: null, headers };
  const payload = Buffer.from(JSON.stringify(body));
  return { path, method: 'POST', payload, headers: { ...headers, 'content-type': 'application/json', 'content-length': payload.length } };
}

function send(origin, request, agent, keepBody = false) {
  const { path, method, payload, headers } = encode(request);
  const start = process.hrtime.bigint();
  return new Promise((resolve) => {
    const chunks = [];
    const done = (status) => resolve({ status, ms: Number(process.hrtime.bigint() - start) / 1e6, body: Buffer.concat(chunks) });
    const req = http.request(origin + path, { method, headers, agent }, (res) => {
      // 200 bodies are read and dropped unless a caller wants them; failures keep theirs for the report.
      const keep = keepBody || res.statusCode !== 200;
      res.on('data', (c) => keep && chunks.push(c));
      res.on('end', () => done(res.statusCode));
      res.on('error', () => done(0));
    });
    req.on('error', () => done(0));
    req.setTimeout(10_000, () => req.destroy());
    req.end(payload ?? undefined);
  });
}

/** One request; resolves with { status, json } (json is null when the body is not JSON). */
export async function requestJson(origin, request) {
  const { status, body } = await send(origin, request, false, true);
  let json = null;
  try {
    json = JSON.parse(body.toString('utf8'));
  } catch {}
  return { status, json };
}

async function runPhase(origin, request, agent, { concurrency, durationMs, maxRequests }, latencies) {
  const deadline = performance.now() + durationMs;
  let sent = 0;
  let errors = 0;
  let lastError = null;
  const loop = async () => {
    while (performance.now() < deadline && sent < maxRequests) {
      const { status, ms, body } = await send(origin, request(sent++), agent);
      if (status === 200) latencies?.push(ms);
      else {
        errors++;
        lastError = `${status} ${body.toString('utf8').slice(0, 200)}`;
      }
    }
  };
  const started = performance.now();
  await Promise.all(Array.from({ length: concurrency }, loop));
  return { elapsedMs: performance.now() - started, sent, errors, lastError };
}

function percentile(sorted, p) {
  if (!sorted.length) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil(p * sorted.length) - 1)];
}

/**
 * Warms up, then measures successful requests/s and latency percentiles (ms). `request(i)` gets
 * the request's number counted from the start of the warm-up, so a cycling target does not
 * repeat in the measured phase the combinations it sent while warming up.
 */
export async function measureApi(origin, request, { concurrency = 8, warmupMs = 1000, durationMs = 4000, maxRequests = 1_000_000 } = {}) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: concurrency });
  try {
    const warm = await runPhase(origin, request, agent, { concurrency, durationMs: warmupMs, maxRequests }, null);
    const latencies = [];
    const measured = (i) => request(i + warm.sent);
    const { elapsedMs, errors, lastError } = await runPhase(origin, measured, agent, { concurrency, durationMs, maxRequests }, latencies);
    latencies.sort((a, b) => a - b);
    return {
      requests: latencies.length,
      errors: errors + warm.errors,
      lastError: lastError ?? warm.lastError,
      rps: latencies.length / (elapsedMs / 1000),
      p50: percentile(latencies, 0.5),
      p95: percentile(latencies, 0.95),
      p99: percentile(latencies, 0.99),
    };
  } finally {
    agent.destroy();
  }
}

/** The same measurement for one fixed GET URL (pages: SSR, cached, plain Node). */
export function measure(url, { concurrency = 16, warmupMs = 1000, durationMs = 5000, maxRequests = 1_000_000 } = {}) {
  const { origin, pathname, search } = new URL(url);
  return measureApi(origin, () => ({ path: pathname + search }), { concurrency, warmupMs, durationMs, maxRequests });
}
