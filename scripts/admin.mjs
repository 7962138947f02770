#!/usr/bin/env node
// `npm run admin -- <command>`: runs the owner's order work against a running shop's admin API
// (SHOP_URL, default http://localhost:3000) with ADMIN_TOKEN, so it works with any deployment.
// Exit codes: 0 done, 1 the shop refused (its message is printed), 2 a wrong command line.
import { formatData, parseCommand, USAGE } from './admin-cli.mjs';

async function main() {
  let request;
  try {
    request = parseCommand(process.argv.slice(2));
  } catch (error) {
    console.error(error.message);
    return 2;
  }
  if (request.help) {
    console.log(USAGE);
    return 0;
  }
  const token = process.env.ADMIN_TOKEN;
  if (!token) {
    console.error("Set ADMIN_TOKEN to the shop's admin token, e.g. ADMIN_TOKEN=… npm run admin -- orders");
    return 2;
  }
  const shop = (process.env.SHOP_URL || 'http://localhost:3000').replace(/\/+$/, '');
  let res;
  try {
    res = await fetch(`${shop}${request.path}`, {
      method: request.method,
      headers: { authorization: `Bearer ${token}`, ...(request.body ? { 'content-type': 'application/json' } : {}) },
      body: request.body ? JSON.stringify(request.body) : undefined,
    });
  } catch (error) {
    console.error(`Cannot reach the shop at ${shop}: ${error.cause?.message ?? error.message}`);
    return 1;
  }
  const answer = await res.json().catch(() => null);
  if (!res.ok || answer?.status !== 'success') {
    const fields = answer?.data?.errors ? Object.entries(answer.data.errors).map(([k, v]) => `  ${k}: ${[v].flat().join(', ')}`) : [];
    console.error([`${res.status}: ${answer?.message ?? res.statusText}`, ...fields].join('\n'));
    return 1;
  }
  if (answer.message) console.error(answer.message);
  console.log(formatData(answer.data));
  return 0;
}

process.exitCode = await main();
