// `npm run sim:load`: a bounded load run of the simulated backend over HTTP (docs/architecture.md, "The simulator
// over HTTP"). Starts its own simulator server on a fresh world (or uses --url, which must be on this machine), signs
// in --users simulated people, and for --seconds each of them reads lists and makes money writes one after another:
// platform recharges (money in) and fee-account recharges (money moved inside a merchant account). Prints the
// latency percentiles, the errors, and whether the books balance: the funds grew by exactly the recharges answered ok,
// each balance still equals the sum of its flows, and the merchant accounts hold the same money as before.
//   --users N (50)   --seconds N (60)   --url http://127.0.0.1:PORT (default: start one)   --json FILE (write the figures)
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { md5 } from 'js-md5';

const { values } = parseArgs({
  options: {
    users: { type: 'string', default: '50' },
    seconds: { type: 'string', default: '60' },
    url: { type: 'string' },
    json: { type: 'string' },
  },
});
const USERS = Math.max(1, Math.min(200, Number(values.users)));
const SECONDS = Math.max(1, Math.min(600, Number(values.seconds)));

/** Loopback only: a load run never leaves this machine. */
function loopback(url) {
  const host = new URL(url).hostname;
  return host === 'localhost' || host === '[::1]' || /^127\.\d+\.\d+\.\d+$/.test(host);
}

let server = null;
let folder = null;
let base = values.url;
if (base && !loopback(base)) {
  console.error(`sim:load: ${base} is not on this machine (loopback addresses only)`);
  process.exit(2);
}
if (!base) {
  folder = mkdtempSync(join(tmpdir(), 'sim-load-'));
  server = spawn(process.execPath, ['scripts/sim-server.mjs', '--port', '0', '--db', join(folder, 'world.sqlite'), '--reset'], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  base = await new Promise((resolve, reject) => {
    server.stdout.on('data', (chunk) => {
      const found = /on (http:\/\/\S+)\/api/.exec(String(chunk));
      if (found) resolve(found[1]);
    });
    server.on('exit', (code) => reject(new Error(`the simulator stopped (exit ${code})`)));
  });
}

const BASIC = `Basic ${Buffer.from('saber:saber_secret').toString('base64')}`;
let deadline = 0;
const latencies = [];
const errors = new Map();
let businessRefusals = 0;
const made = { platformRecharge: 0, platformFen: 0, feeRecharge: 0 };

const countError = (what) => errors.set(what, (errors.get(what) ?? 0) + 1);

async function call(token, method, path, body, { key } = {}) {
  const started = performance.now();
  const headers = { Authorization: BASIC, 'Tenant-Id': '000000', 'Blade-Auth': `bearer ${token}` };
  if (body !== undefined) headers['Content-Type'] = 'application/json';
  if (key) headers['Idempotency-Key'] = key;
  try {
    const res = await fetch(`${base}${path}`, {
      method,
      headers,
      ...(body !== undefined ? { body: JSON.stringify(body) } : {}),
      signal: AbortSignal.timeout(30_000),
    });
    const answer = await res.json().catch(() => null);
    latencies.push(performance.now() - started);
    if (res.status >= 400 || !answer || typeof answer.code !== 'number') {
      countError(`${method} ${path.split('?')[0]} → HTTP ${res.status}`);
      return null;
    }
    return answer;
  } catch (error) {
    latencies.push(performance.now() - started);
    countError(`${method} ${path.split('?')[0]} → ${error.name}`);
    return null;
  }
}

async function signIn() {
  const q = new URLSearchParams({
    tenantId: '000000',
    username: 'admin',
    password: md5('admin'),
    grant_type: 'password',
    scope: 'all',
    type: 'account',
  });
  const res = await fetch(`${base}/api/blade-auth/oauth/token`, {
    method: 'POST',
    headers: { Authorization: BASIC, 'Tenant-Id': '000000', 'Content-Type': 'application/x-www-form-urlencoded' },
    body: q.toString(),
  });
  const body = await res.json();
  if (!body.access_token) throw new Error(`sign-in refused: ${JSON.stringify(body)}`);
  return body.access_token;
}

const books = async () => (await (await fetch(`${base}/__sim/books`)).json()).books;

const READS = [
  '/api/merchantAccount/merchantaccount/list?current=1&size=20',
  '/api/commpanyrecharge/commpanyrecharge/list?current=1&size=20',
  '/api/blade-system/param/list?current=1&size=20',
  '/api/zytorder/order/pageViewList_v2?current=1&size=20',
];

async function person(n, token, accounts) {
  let i = n;
  while (Date.now() < deadline) {
    i += 1;
    const pick = i % 5;
    if (pick < 3) {
      await call(token, 'GET', READS[i % READS.length]);
    } else if (pick === 3) {
      const amount = 100 + (i % 50) * 100;
      const answer = await call(token, 'POST', '/api/shell/platformaccount/platformRecharge', { amount }, { key: `load-${n}-${i}` });
      if (answer?.success) {
        made.platformRecharge += 1;
        made.platformFen += amount;
      } else if (answer) businessRefusals += 1;
    } else {
      const id = accounts[i % accounts.length];
      const answer = await call(
        token,
        'POST',
        '/api/merchantAccount/merchantaccount/feeAccountRecharge',
        { id, amount: 100 },
        { key: `load-${n}-${i}` },
      );
      if (answer?.success) made.feeRecharge += 1;
      else if (answer) businessRefusals += 1;
    }
  }
}

const percentile = (sorted, p) => (sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] : 0);

let failed = false;
try {
  const tokens = await Promise.all(Array.from({ length: USERS }, () => signIn()));
  const list = await call(tokens[0], 'GET', '/api/merchantAccount/merchantaccount/list?current=1&size=50');
  const accounts = (list?.data?.records ?? []).map((r) => r.id);
  if (accounts.length === 0) throw new Error('no merchant account to move money in');
  const before = await books();
  latencies.length = 0;
  const started = performance.now();
  deadline = Date.now() + SECONDS * 1000;
  await Promise.all(tokens.map((token, n) => person(n, token, accounts)));
  const seconds = (performance.now() - started) / 1000;
  const after = await books();

  const checks = {
    fundsGrewByRecharges: after.funds.balance - before.funds.balance === made.platformFen,
    fundsEqualTheirFlows: after.funds.balance - after.funds.flows === before.funds.balance - before.funds.flows,
    oneFundFlowPerRecharge: after.funds.count - before.funds.count === made.platformRecharge,
    merchantMoneyConserved: after.merchant.balance === before.merchant.balance && after.merchant.flows === before.merchant.flows,
    twoMerchantFlowsPerMove: after.merchant.count - before.merchant.count === 2 * made.feeRecharge,
  };
  const sorted = [...latencies].sort((a, b) => a - b);
  const errorCount = [...errors.values()].reduce((a, b) => a + b, 0);
  const figures = {
    users: USERS,
    seconds: Math.round(seconds),
    requests: latencies.length,
    perSecond: Math.round(latencies.length / seconds),
    p50Ms: Math.round(percentile(sorted, 50)),
    p95Ms: Math.round(percentile(sorted, 95)),
    p99Ms: Math.round(percentile(sorted, 99)),
    errors: errorCount,
    businessRefusals,
    writes: made,
    booksBalance: Object.values(checks).every(Boolean),
    checks,
  };
  console.log(`sim:load: ${USERS} users for ${figures.seconds} s against ${base}`);
  console.log(
    `  ${figures.requests} requests (${figures.perSecond}/s); latency p50 ${figures.p50Ms} ms, p95 ${figures.p95Ms} ms, p99 ${figures.p99Ms} ms`,
  );
  console.log(
    `  writes answered ok: ${made.platformRecharge} platform recharges (¥${(made.platformFen / 100).toFixed(2)}), ${made.feeRecharge} fee-account recharges; ${businessRefusals} refused by a business rule`,
  );
  console.log(`  errors: ${errorCount}${errorCount ? ` (${[...errors].map(([k, v]) => `${k} ×${v}`).join(', ')})` : ''}`);
  console.log(`  books balance: ${figures.booksBalance ? 'yes' : 'NO'} ${JSON.stringify(checks)}`);
  if (values.json) writeFileSync(values.json, `${JSON.stringify(figures, null, 2)}\n`);
  failed = !figures.booksBalance || errorCount > 0;
} catch (error) {
  console.error(`sim:load: ${error.message}`);
  failed = true;
} finally {
  server?.kill('SIGTERM');
  if (folder) rmSync(folder, { recursive: true, force: true });
}
process.exit(failed ? 1 : 0);
