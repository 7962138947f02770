// An open-loop load generator: requests leave at a fixed arrival rate, whether or not earlier
// answers came back (as real visitors arrive), so a server that falls behind shows it in its
// latency instead of being offered less work (which a closed loop of N connections does).
import http from 'node:http';

function get(url, agent, headers, start) {
  return new Promise((resolve) => {
    const req = http.get(url, { agent, headers }, (res) => {
      res.resume();
      res.on('end', () => resolve({ status: res.statusCode, retryAfter: res.headers['retry-after'], ms: performance.now() - start }));
    });
    req.on('error', () => resolve({ status: 0, ms: performance.now() - start }));
    req.setTimeout(60_000, () => req.destroy());
  });
}

export const pct = (sorted, p) => (sorted.length ? sorted[Math.min(sorted.length - 1, Math.ceil(p * sorted.length) - 1)] : Number.NaN);

/**
 * GETs `url` at `rate` requests/s for `durationMs`; resolves with the count sent, the answers by
 * status, how many 503s said Retry-After, the latency percentiles (ms) of the 200s and the most
 * requests in flight at once.
 * Latency counts from the moment a request is due, so time spent waiting for one of `maxSockets`
 * keep-alive connections (or for a load generator that fell behind) is part of it.
 */
export async function openLoop(url, rate, durationMs, { headers = {}, maxSockets = 64, warmupMs = 1000 } = {}) {
  const agent = new http.Agent({ keepAlive: true, maxSockets });
  try {
    // The warm-up opens the connections and warms both sides' code; its answers are not counted.
    if (warmupMs > 0) await sendAtRate(url, rate, warmupMs, agent, headers);
    return await sendAtRate(url, rate, durationMs, agent, headers);
  } finally {
    agent.destroy();
  }
}

async function sendAtRate(url, rate, durationMs, agent, headers) {
  const results = [];
  let inFlight = 0;
  let maxInFlight = 0;
  const pending = [];
  const start = performance.now();
  for (let i = 0; performance.now() - start < durationMs; i++) {
    const due = start + (i * 1000) / rate;
    const wait = due - performance.now();
    if (wait > 0) await new Promise((r) => setTimeout(r, wait));
    inFlight++;
    maxInFlight = Math.max(maxInFlight, inFlight);
    pending.push(
      get(url, agent, headers, due).then((r) => {
        inFlight--;
        results.push(r);
      }),
    );
  }
  await Promise.all(pending);
  const served = results
    .filter((r) => r.status === 200)
    .map((r) => r.ms)
    .sort((a, b) => a - b);
  const byStatus = {};
  for (const r of results) byStatus[r.status] = (byStatus[r.status] ?? 0) + 1;
  const shedWithRetryAfter = results.filter((r) => r.status === 503 && r.retryAfter).length;
  return { sent: results.length, byStatus, shedWithRetryAfter, p50: pct(served, 0.5), p99: pct(served, 0.99), maxInFlight };
}
