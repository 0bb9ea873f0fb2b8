// Same-run reference pages of `npm run bench`: a bare Blueprint table of the rows the console's API log list shows,
// and a bare route change in a react-router app (bench/reference, built into dist-bench-reference/ and served under
// /__reference/). The bench measures them in the same browser, interleaved with the console's figures, so that
// list10Ms…list1000Ms and tabSwitchMs each have a reference measured on the same machine in the same run.
//
// Wiring into the bench's static server (scripts/bench.mjs `serve`), first thing in its request handler:
//   if (await serveReference(req, res, url, rowsFor)) return;
// with `rowsFor = referenceRowsSource(createSimulator)` (createSimulator from /services/mock/simulator.ts, loaded
// through Vite SSR as nodeSimulator() does) and the reference built once by `buildReference()`. Each run, in a new
// context: open `${base}/__reference/`, warmReference, measureReferenceRouteChange, then measureReferenceList for
// 10, 100 and 1000 rows: the order of the console's walk (a table drawn, the tab switch home, the lists).
//
// `node scripts/bench-reference.mjs --selftest` builds the reference, serves it, and prints its times (3 runs).
import { createHash } from 'node:crypto';
import { createServer } from 'node:http';
import { readFile, stat } from 'node:fs/promises';
import { extname, join, normalize } from 'node:path';
import { pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';
import { bin, launchChromium, run } from './run.mjs';

/** Where the reference app is served, and where its build goes. */
export const REFERENCE_PREFIX = '/__reference';
export const REFERENCE_OUT_DIR = 'dist-bench-reference';
/** The list call the console's /monitor/log/api makes (registry `log-api`, operation list). */
export const LOG_API_LIST = '/api/blade-log/api/list';

/** Builds the reference app into dist-bench-reference/; resolves to the build's exit code. */
export function buildReference() {
  return run(bin('vite'), ['build', '--config', 'bench/vite.reference.config.ts', '--logLevel', 'warn']);
}

const SIM_ORIGIN = 'http://localhost';
const BASIC = `Basic ${Buffer.from('saber:saber_secret').toString('base64')}`;

async function simJson(sim, path, init) {
  const res = await sim.respond(new Request(`${SIM_ORIGIN}${path}`, init));
  if (!res) throw new Error(`simulator: no route for ${path}`);
  if (!res.ok) throw new Error(`simulator: ${path} answered ${res.status}`);
  return res.json();
}

/** Logs the seeded admin in on `sim` (password grant, as the console's login sends it); resolves to the access token. */
async function adminToken(sim) {
  const query = new URLSearchParams({
    tenantId: '000000',
    username: 'admin',
    password: createHash('md5').update('admin').digest('hex'),
    grant_type: 'password',
    scope: 'all',
  });
  const body = await simJson(sim, `/api/blade-auth/oauth/token?${query}`, {
    method: 'POST',
    headers: { Authorization: BASIC, 'Tenant-Id': '000000' },
  });
  if (!body.access_token) throw new Error('simulator: admin login refused');
  return body.access_token;
}

/**
 * The rows the console's API log list gets for `?size=N` (page 1, no search, no sort): the `records` of
 * GET /api/blade-log/api/list?current=1&size=N, answered by `sim`. The console's demo build runs its simulator with
 * `{ datedToday: true }` on a fresh seed; give a simulator made the same way to get the very same rows.
 */
export async function referenceRows(size, sim, token) {
  const auth = token ?? (await adminToken(sim));
  const body = await simJson(sim, `${LOG_API_LIST}?${new URLSearchParams({ current: '1', size: String(size) })}`, {
    headers: { Authorization: BASIC, 'Blade-Auth': `bearer ${auth}` },
  });
  const records = body?.data?.records;
  if (!Array.isArray(records)) throw new Error(`simulator: ${LOG_API_LIST} has no records`);
  return records;
}

/**
 * `rowsFor(size)` for serveReference: the rows of a fresh simulator as the demo build seeds it (one login, each
 * size asked once and kept as JSON text).
 */
export function referenceRowsSource(createSimulator) {
  const sim = createSimulator({ storage: null, datedToday: true });
  let token;
  const kept = new Map();
  return async (size) => {
    if (!kept.has(size)) {
      token ??= await adminToken(sim);
      kept.set(size, JSON.stringify(await referenceRows(size, sim, token)));
    }
    return kept.get(size);
  };
}

const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.svg': 'image/svg+xml',
  '.json': 'application/json',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
  '.ttf': 'font/ttf',
  '.eot': 'application/vnd.ms-fontobject',
};
const files = new Map();
const gzipped = new WeakMap();

/** Sends a file's body as a web server would: gzip for text when the browser takes it (the bench's server uses it too). */
export function send(req, res, body, ext, cacheControl) {
  const headers = { 'Content-Type': TYPES[ext] ?? 'application/octet-stream', 'Cache-Control': cacheControl };
  if (['.html', '.js', '.css', '.svg', '.json'].includes(ext) && /\bgzip\b/.test(req.headers['accept-encoding'] ?? '')) {
    let gz = gzipped.get(body);
    if (!gz) {
      gz = gzipSync(body, { level: 9 });
      gzipped.set(body, gz);
    }
    res.writeHead(200, { ...headers, 'Content-Encoding': 'gzip', 'Content-Length': gz.length, Vary: 'Accept-Encoding' });
    return res.end(gz);
  }
  res.writeHead(200, { ...headers, 'Content-Length': body.length });
  res.end(body);
}

/**
 * Sends the built file at `path` under `root` (the app's index.html for a path that names no file, as a single-page
 * app's server does; 403 for a path out of `root`), read once; hashed assets are cached for good.
 */
export async function sendFile(req, res, root, path) {
  let file = normalize(join(root, decodeURIComponent(path)));
  if (!file.startsWith(root)) {
    res.writeHead(403).end();
    return;
  }
  try {
    if (!(await stat(file)).isFile()) throw new Error('dir');
  } catch {
    file = join(root, 'index.html');
  }
  let body = files.get(file);
  if (!body) {
    body = await readFile(file);
    files.set(file, body);
  }
  send(req, res, body, extname(file), file.includes('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache');
}

/**
 * Answers the reference's requests on the bench's server: `/__reference/rows?size=N` (the rows as JSON, from
 * `rowsFor(size)`, a string or a value), and the built app under /__reference/ (index.html for its routes).
 * Resolves to true when it answered, false when the path is not the reference's.
 */
export async function serveReference(req, res, url, rowsFor, root = join(process.cwd(), REFERENCE_OUT_DIR)) {
  if (url.pathname !== REFERENCE_PREFIX && !url.pathname.startsWith(`${REFERENCE_PREFIX}/`)) return false;
  if (url.pathname === `${REFERENCE_PREFIX}/rows`) {
    const size = Number(url.searchParams.get('size') ?? 10);
    if (!Number.isInteger(size) || size < 1) {
      res.writeHead(400).end();
      return true;
    }
    const rows = await rowsFor(size);
    const body = Buffer.from(typeof rows === 'string' ? rows : JSON.stringify(rows));
    send(req, res, body, '.json', 'no-store');
    return true;
  }
  await sendFile(req, res, root, url.pathname.slice(REFERENCE_PREFIX.length));
  return true;
}

/** Opens the reference app's home in `page` unless it shows the reference already. */
async function ensureReference(page, base) {
  if (!new URL(page.url()).pathname.startsWith(`${REFERENCE_PREFIX}/`)) await page.goto(`${base}${REFERENCE_PREFIX}/`);
  await page.waitForFunction(() => document.querySelector('nav a'));
}

/**
 * Runs in the page: in-app navigation to the reference table with `?size=N` (the router follows the history entry,
 * as the bench's openList does); resolves with the ms until its N rows are loaded and the first rows drawn.
 */
function openReferenceTable({ path, size }) {
  return new Promise((resolve) => {
    const start = performance.now();
    history.pushState({}, '', `${path}?size=${size}`);
    dispatchEvent(new PopStateEvent('popstate', { state: {} }));
    const check = () => {
      const table = document.querySelector(`.reference-table[data-size="${size}"]`);
      const rows = table?.querySelectorAll('.bp6-table-quadrant-main .bp6-table-cell-col-0').length ?? 0;
      if (table && table.offsetParent !== null && table.getAttribute('aria-busy') === 'false' && rows >= Math.min(size, 10))
        resolve(performance.now() - start);
      else requestAnimationFrame(check);
    };
    check();
  });
}

/**
 * Untimed: draws the reference table once (10 rows), as the console has drawn its user list's table before the bench
 * switches tabs and opens the list figures; the timed tables then start warm, as the console's list does.
 */
export async function warmReference(page, base) {
  await ensureReference(page, base);
  await page.evaluate(openReferenceTable, { path: `${REFERENCE_PREFIX}/table`, size: 10 });
}

/**
 * The reference of listNMs: in a page of the reference app on `base` (the server's origin; opened there first when
 * the page shows something else), ms from the history push to the bare table's first rows of N drawn.
 */
export async function measureReferenceList(page, base, size) {
  await ensureReference(page, base);
  return page.evaluate(openReferenceTable, { path: `${REFERENCE_PREFIX}/table`, size });
}

/**
 * The reference of tabSwitchMs: in a page of the reference app, goes to the other route first (not timed), then ms
 * from the click on the 首页 link to the home heading visible, polled each animation frame as the bench's tab switch.
 */
export async function measureReferenceRouteChange(page) {
  await page.evaluate(
    () =>
      new Promise((resolve) => {
        [...document.querySelectorAll('nav a')].find((a) => a.textContent === '用户管理').click();
        const check = () => {
          const h1 = document.querySelector('h1');
          if (h1?.textContent === '用户管理' && h1.offsetParent !== null) resolve();
          else requestAnimationFrame(check);
        };
        check();
      }),
  );
  return page.evaluate(
    () =>
      new Promise((resolve) => {
        const link = [...document.querySelectorAll('nav a')].find((a) => a.textContent === '首页');
        const start = performance.now();
        link.click();
        const check = () => {
          const h1 = [...document.querySelectorAll('h1')].find((h) => h.textContent?.includes('欢迎使用'));
          if (h1 && h1.offsetParent !== null) resolve(performance.now() - start);
          else requestAnimationFrame(check);
        };
        check();
      }),
  );
}

// ------------------------------------------------------------------------------------------ self-test

/** createSimulator through Vite's SSR loader, as the bench's nodeSimulator() loads it. */
async function loadCreateSimulator() {
  const { createServer: createVite } = await import('vite');
  const vite = await createVite({
    server: { middlewareMode: true, hmr: false, ws: false, watch: null },
    appType: 'custom',
    logLevel: 'error',
    optimizeDeps: { noDiscovery: true, include: [] },
  });
  const { createSimulator } = await vite.ssrLoadModule('/services/mock/simulator.ts');
  return { createSimulator, close: () => vite.close() };
}

async function selftest() {
  const runs = Number(process.env.BENCH_RUNS ?? 3);
  const code = await buildReference();
  if (code !== 0) process.exit(code);
  const loaded = await loadCreateSimulator();
  const rowsFor = referenceRowsSource(loaded.createSimulator);
  const server = createServer(async (req, res) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    if (!(await serveReference(req, res, url, rowsFor))) res.writeHead(404).end();
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  const base = `http://localhost:${server.address().port}`;
  const browser = await launchChromium();
  const sizes = [10, 100, 1000];
  const samples = { routeChange: [], ...Object.fromEntries(sizes.map((s) => [`list${s}`, []])) };
  let failed = 0;
  try {
    for (const size of sizes) {
      const rows = JSON.parse(await rowsFor(size));
      console.log(`rows?size=${size}: ${rows.length} rows, first ${rows[0]?.id} ${rows[0]?.requestUri} ${rows[0]?.createTime}`);
      if (rows.length !== size) failed += 1;
    }
    for (let i = 0; i < runs; i += 1) {
      const context = await browser.newContext({ locale: 'zh-CN' });
      const page = await context.newPage();
      // the console's order: a table drawn, the switch back home, then the lists of 10, 100 and 1000 rows
      await page.goto(`${base}${REFERENCE_PREFIX}/`);
      await warmReference(page, base);
      samples.routeChange.push(await measureReferenceRouteChange(page));
      for (const size of sizes) samples[`list${size}`].push(await measureReferenceList(page, base, size));
      if (i === 0) {
        // the table shows the rows' texts under the list's headers
        const shown = await page.evaluate(() => ({
          headers: [...document.querySelectorAll('.bp6-table-quadrant-top .bp6-table-column-name-text')].map((e) => e.textContent),
          first: [...document.querySelectorAll('.bp6-table-quadrant-main .bp6-table-cell-row-0')].map((e) => e.textContent),
        }));
        const row = JSON.parse(await rowsFor(1000))[0];
        const expected = ['serviceId', 'serverHost', 'env', 'title', 'method', 'requestUri', 'time', 'createTime'].map((f) =>
          f === 'createTime' ? String(row[f]).slice(0, 19).replace('T', ' ') : String(row[f] ?? ''),
        );
        console.log(`headers: ${shown.headers.join(' | ')}`);
        console.log(`row 1:   ${shown.first.join(' | ')}`);
        if (shown.first.join('\u0000') !== expected.join('\u0000')) {
          console.log(`expected ${expected.join(' | ')}`);
          failed += 1;
        }
      }
      await context.close();
    }
  } finally {
    await browser.close();
    await loaded.close();
    server.close();
  }
  const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
  console.log('\nreference      median   runs (ms)');
  for (const [k, xs] of Object.entries(samples)) {
    console.log(`${k.padEnd(14)} ${median(xs).toFixed(1).padStart(6)}   ${xs.map((x) => x.toFixed(1)).join(', ')}`);
  }
  console.log(failed === 0 ? 'reference rows and table check out' : `${failed} check(s) failed`);
  process.exit(failed === 0 ? 0 : 1);
}

if (process.argv.includes('--selftest') && import.meta.url === pathToFileURL(process.argv[1] ?? '').href) await selftest();
