// `npm run bench`: the performance figures of docs/quality.md, measured in headless system Chromium.
// Byte figures come from the production build (no simulator), time figures from the demo build. The heap figure
// is of the production build too (what a deployment ships), with the simulator answering from this process; the
// same walk on the demo build, simulator in the page, is reported beside it for comparison (no budget).
// Both are served compressed by a small static server, as a web server would. Every run uses a new
// browser context (cold cache); 1 warm-up + 5 measured runs; median, min and max go to reports/bench.json.
// A bare static form served by the same server in the same run is the baseline that time ratios use.
import { createServer } from 'node:http';
import { readFile, stat, mkdir, writeFile } from 'node:fs/promises';
import { extname, join, normalize } from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import { bin, chromiumPath, run } from './run.mjs';

const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const WARMUP = 1;
const BUDGETS = {
  loginFormVisibleMs: 450,
  loginTransferKiB: 200,
  loginBundleGzipKiB: 180,
  loginToHomeMs: 600,
  tabSwitchMs: 50,
  list10Ms: 200,
  list100Ms: 200,
  list1000Ms: 200,
  list1000HeapMB: 15,
};

/** The list the list figures open (1200 seeded rows), with the page size in its address. */
const LIST_PATH = '/monitor/log/api';
const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.svg': 'image/svg+xml',
  '.json': 'application/json',
  '.png': 'image/png',
};
const BASELINE_PAGE =
  '<!doctype html><html lang="zh-CN"><head><meta charset="utf-8"><title>baseline</title></head><body><form><label>账号 <input name="username"></label><button>登录</button></form></body></html>';

/** A static server with gzip and an SPA fallback; in production mode /api answers like an idle backend. */
function serve(root, { productionApi }) {
  const cache = new Map();
  const server = createServer(async (req, res) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    if (url.pathname === '/__baseline') return send(res, req, Buffer.from(BASELINE_PAGE), '.html', 'no-store');
    if (productionApi && url.pathname.startsWith('/api/')) {
      // What a real backend would answer to the login page's two calls; anything else is not reached.
      const body =
        url.pathname === '/api/blade-auth/oauth/captcha'
          ? { key: 'bench', image: 'data:image/svg+xml;base64,PHN2ZyB4bWxucz0iaHR0cDovL3d3dy53My5vcmcvMjAwMC9zdmciLz4=' }
          : { code: 200, success: true, data: null, msg: '操作成功' };
      return send(res, req, Buffer.from(JSON.stringify(body)), '.json', 'no-store');
    }
    let file = normalize(join(root, decodeURIComponent(url.pathname)));
    if (!file.startsWith(root)) return res.writeHead(403).end();
    try {
      if (!(await stat(file)).isFile()) throw new Error('dir');
    } catch {
      file = join(root, 'index.html');
    }
    let body = cache.get(file);
    if (!body) {
      body = await readFile(file);
      cache.set(file, body);
    }
    const immutable = file.includes('/assets/');
    send(res, req, body, extname(file), immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)));
}

const gzCache = new WeakMap();
function send(res, req, body, ext, cacheControl) {
  const headers = { 'Content-Type': TYPES[ext] ?? 'application/octet-stream', 'Cache-Control': cacheControl };
  const compressible = ['.html', '.js', '.css', '.svg', '.json'].includes(ext);
  if (compressible && /\bgzip\b/.test(req.headers['accept-encoding'] ?? '')) {
    let gz = gzCache.get(body);
    if (!gz) {
      gz = gzipSync(body, { level: 9 });
      gzCache.set(body, gz);
    }
    res.writeHead(200, { ...headers, 'Content-Encoding': 'gzip', 'Content-Length': gz.length, Vary: 'Accept-Encoding' });
    return res.end(gz);
  }
  res.writeHead(200, { ...headers, 'Content-Length': body.length });
  res.end(body);
}

const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  const m = Math.floor(s.length / 2);
  return s.length % 2 ? s[m] : (s[m - 1] + s[m]) / 2;
};
const round = (x, d = 1) => Math.round(x * 10 ** d) / 10 ** d;
const figure = (xs, unit) => ({
  median: round(median(xs)),
  min: round(Math.min(...xs)),
  max: round(Math.max(...xs)),
  unit,
  runs: xs.map((x) => round(x)),
});

async function launch() {
  return chromium.launch({
    executablePath: chromiumPath(),
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
}

/**
 * Installed before any page script: notes the frame in which `input[name=username]` is first painted
 * (the first animation frame after it enters the document), in ms from navigation start.
 */
const FORM_PAINT_PROBE = `(() => {
  const seen = () => {
    const el = document.querySelector('input[name=username]');
    return el && el.getClientRects().length > 0;
  };
  const mark = () => requestAnimationFrame(() => { window.__formPaintedAt ??= performance.now(); });
  new MutationObserver((_, obs) => { if (seen()) { obs.disconnect(); mark(); } }).observe(document, { childList: true, subtree: true });
})();`;

/** Time from navigation start until the login form is painted. */
async function visibleAt(page) {
  await page.waitForFunction(() => typeof window.__formPaintedAt === 'number');
  return page.evaluate(() => window.__formPaintedAt);
}

/** Bytes of one cold load of /login on the production build. */
async function measureBytes(browser, base) {
  const context = await browser.newContext({ locale: 'zh-CN' });
  const page = await context.newPage();
  const responses = [];
  page.on('requestfinished', async (request) => {
    responses.push(
      (async () => {
        const sizes = await request.sizes();
        const type = request.resourceType();
        return { url: request.url(), type, body: sizes.responseBodySize, headers: sizes.responseHeadersSize };
      })(),
    );
  });
  await page.goto(`${base}/login`, { waitUntil: 'networkidle' });
  await page.waitForSelector('input[name=username]', { state: 'visible' });
  const all = await Promise.all(responses);
  await context.close();
  const transfer = all.reduce((n, r) => n + r.body + r.headers, 0) / 1024;
  const bundle = all.filter((r) => r.type === 'script' || r.type === 'stylesheet').reduce((n, r) => n + r.body, 0) / 1024;
  return { transfer, bundle, files: all.length };
}

async function readCaptcha(page) {
  const src = await page.getAttribute('img[alt="验证码"]', 'src');
  const svg = Buffer.from(src.split(',')[1], 'base64').toString('utf8');
  return [...svg.matchAll(/<text[^>]*>([^<]*)<\/text>/g)].map((m) => m[1]).join('');
}

/** One cold run on the demo build: form visible, then login → home. */
async function measureTimes(browser, base) {
  const context = await browser.newContext({ locale: 'zh-CN', serviceWorkers: 'allow' });
  await context.addInitScript(FORM_PAINT_PROBE);
  const page = await context.newPage();
  await page.goto(`${base}/login`);
  const formVisible = await visibleAt(page);
  await page.waitForSelector('img[alt="验证码"]', { state: 'visible' });
  await page.fill('input[name=username]', 'admin');
  await page.fill('input[name=password]', 'admin');
  await page.fill('input[name=captchaCode]', await readCaptcha(page));
  await page.waitForSelector('button[type=submit]:not([disabled])');
  const clickedAt = await page.evaluate(() => {
    document.querySelector('button[type=submit]').click();
    return performance.now();
  });
  await page.waitForFunction(() => document.querySelector('h1')?.textContent?.includes('欢迎使用'), null, { polling: 'raf' });
  const homeAt = await page.evaluate(() => performance.now());
  // The home page is looked at: its charts are drawn.
  await page.waitForFunction(() => {
    const boxes = document.querySelectorAll('.fc-chart-canvas');
    return boxes.length > 0 && [...boxes].every((b) => b.querySelector('svg'));
  });
  // Open a second page as a tab and let it load, then switch back to the home tab: it is kept alive, not rebuilt.
  await page.getByRole('navigation').getByText('系统管理', { exact: true }).click();
  await page.getByRole('navigation').getByText('用户管理', { exact: true }).click();
  await page.waitForFunction(() => document.querySelector('[role=tab][aria-selected=true]')?.textContent === '用户管理');
  await page.waitForFunction(() => [...document.querySelectorAll('h1')].every((h) => h.offsetParent === null));
  await page.waitForFunction(() => {
    const panel = [...document.querySelectorAll('[role=tabpanel]')].find((p) => p.offsetParent !== null);
    return panel?.querySelector('[aria-busy=false]') && !panel.querySelector('[aria-busy=true]');
  });
  const tabSwitch = await page.evaluate(
    () =>
      new Promise((resolve) => {
        const tab = [...document.querySelectorAll('[role=tab]')].find((t) => t.textContent === '首页');
        const start = performance.now();
        tab.click();
        const check = () => {
          const h1 = [...document.querySelectorAll('h1')].find((h) => h.textContent?.includes('欢迎使用'));
          if (h1 && h1.offsetParent !== null) resolve(performance.now() - start);
          else requestAnimationFrame(check);
        };
        check();
      }),
  );
  const lists = await measureLists(page);
  await context.close();
  return { formVisible, loginToHome: homeAt - clickedAt, tabSwitch, ...lists };
}

/**
 * Runs in the page: in-app navigation to the list with `?size=N` (the router follows the history entry); resolves
 * with the ms until the page of N rows is loaded and its first rows are drawn.
 */
function openList({ path, size }) {
  return new Promise((resolve) => {
    const start = performance.now();
    history.pushState({}, '', `${path}?size=${size}`);
    dispatchEvent(new PopStateEvent('popstate', { state: {} }));
    const check = () => {
      const panel = [...document.querySelectorAll('[role=tabpanel]')].find(
        (p) => p.offsetParent !== null && p.querySelector('.resource-table'),
      );
      const table = panel?.querySelector('.resource-table');
      const select = panel?.querySelector('select[aria-label="每页条数"]');
      const rows = table?.querySelectorAll('.bp6-table-quadrant-main .bp6-table-cell-col-2').length ?? 0;
      if (table && table.getAttribute('aria-busy') === 'false' && select?.value === String(size) && rows >= Math.min(size, 10))
        resolve(performance.now() - start);
      else requestAnimationFrame(check);
    };
    check();
  });
}

async function measureLists(page) {
  const out = {};
  for (const size of [10, 100, 1000]) out[`list${size}`] = await page.evaluate(openList, { path: LIST_PATH, size });
  return out;
}

/** The JS heap of the page after two forced collections, MB. */
async function heapMB(page, context) {
  const cdp = await context.newCDPSession(page);
  await cdp.send('HeapProfiler.collectGarbage');
  await cdp.send('HeapProfiler.collectGarbage');
  const heap = await cdp.send('Runtime.getHeapUsage');
  await cdp.detach();
  return heap.usedSize / (1024 * 1024);
}

/**
 * The simulator in this process (loaded through Vite's SSR loader, as the unit tests load it), answering the
 * production build's /api calls through request routing: the page's heap then holds the console alone.
 */
async function nodeSimulator() {
  const { createServer } = await import('vite');
  const { getResponse } = await import('msw');
  const vite = await createServer({
    server: { middlewareMode: true, hmr: false, ws: false, watch: null },
    appType: 'custom',
    logLevel: 'error',
    optimizeDeps: { noDiscovery: true, include: [] },
  });
  const { createSimulator } = await vite.ssrLoadModule('/services/mock/simulator.ts');
  const notFound = () => Response.json({ code: 404, success: false, data: null, msg: '接口不存在' }, { status: 404 });
  return {
    close: () => vite.close(),
    /** Routes a context's /api calls to a fresh simulator (every measured run starts from the seed). */
    async attach(context) {
      const sim = createSimulator({ storage: null });
      await context.route(
        (url) => url.pathname.startsWith('/api/'),
        async (route) => {
          const req = route.request();
          const headers = Object.fromEntries(Object.entries(await req.allHeaders()).filter(([k]) => !k.startsWith(':')));
          const body = ['GET', 'HEAD'].includes(req.method()) ? undefined : (req.postDataBuffer() ?? undefined);
          const res = (await getResponse(sim.handlers, new Request(req.url(), { method: req.method(), headers, body }))) ?? notFound();
          await route.fulfill({ status: res.status, headers: Object.fromEntries(res.headers), body: Buffer.from(await res.arrayBuffer()) });
        },
      );
    },
  };
}

/**
 * `list1000HeapMB`: the production build with the 1000-row list shown. A new context logs in, lands on the home
 * page, goes to the list with `?size=1000` and waits for its rows; then the heap after two forced collections.
 * The page is driven with plain DOM calls in page.evaluate only, so no selector engine of the test tool is
 * injected into the page and counted.
 */
async function measureHeap(browser, base, simulator) {
  const context = await browser.newContext({ locale: 'zh-CN', serviceWorkers: simulator ? 'block' : 'allow' });
  if (simulator) await simulator.attach(context);
  const page = await context.newPage();
  await page.goto(`${base}/login`);
  await page.evaluate(
    () =>
      new Promise((resolve) => {
        const fill = (name, value) => {
          const input = document.querySelector(`input[name=${name}]`);
          Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value').set.call(input, value);
          input.dispatchEvent(new Event('input', { bubbles: true }));
        };
        const step = () => {
          const img = document.querySelector('img[alt="验证码"]');
          const src = img?.getAttribute('src') ?? '';
          if (!src.includes(',')) return requestAnimationFrame(step);
          const svg = new TextDecoder().decode(Uint8Array.from(atob(src.split(',')[1]), (c) => c.charCodeAt(0)));
          fill('username', 'admin');
          fill('password', 'admin');
          fill('captchaCode', [...svg.matchAll(/<text[^>]*>([^<]*)<\/text>/g)].map((m) => m[1]).join(''));
          const submit = () => {
            const button = document.querySelector('button[type=submit]');
            if (!button || button.disabled) return requestAnimationFrame(submit);
            button.click();
            // Home is shown once its heading is up and every chart box has its drawing.
            const home = () => {
              const boxes = document.querySelectorAll('.fc-chart-canvas');
              const drawn =
                document.querySelector('h1')?.textContent?.includes('欢迎使用') &&
                boxes.length > 0 &&
                [...boxes].every((b) => b.querySelector('svg'));
              if (drawn) resolve();
              else requestAnimationFrame(home);
            };
            home();
          };
          submit();
        };
        step();
      }),
  );
  await page.evaluate(openList, { path: LIST_PATH, size: 1000 });
  await page.waitForTimeout(500);
  const mb = await heapMB(page, context);
  await context.close();
  return mb;
}

/** The same-run baseline: a bare static form from the same server. */
async function measureBaseline(browser, base) {
  const context = await browser.newContext();
  await context.addInitScript(FORM_PAINT_PROBE);
  const page = await context.newPage();
  await page.goto(`${base}/__baseline`);
  const t = await visibleAt(page);
  await context.close();
  return t;
}

async function main() {
  if (!process.env.BENCH_SKIP_BUILD) {
    for (const args of [
      ['build', '--logLevel', 'warn'],
      ['build', '--mode', 'demo', '--outDir', 'dist-demo', '--logLevel', 'warn'],
    ]) {
      const code = await run(bin('vite'), args);
      if (code !== 0) process.exit(code);
    }
  }
  const prod = await serve(join(process.cwd(), 'dist'), { productionApi: true });
  const demo = await serve(join(process.cwd(), 'dist-demo'), { productionApi: false });
  const prodBase = `http://127.0.0.1:${prod.address().port}`;
  const demoBase = `http://localhost:${demo.address().port}`; // service workers need a secure context: localhost is one
  const browser = await launch();
  const simulator = await nodeSimulator();
  const samples = {
    loginTransferKiB: [],
    loginBundleGzipKiB: [],
    loginFormVisibleMs: [],
    loginToHomeMs: [],
    tabSwitchMs: [],
    list10Ms: [],
    list100Ms: [],
    list1000Ms: [],
    list1000HeapMB: [],
    demoList1000HeapMB: [],
    baselineFormVisibleMs: [],
  };
  try {
    for (let i = 0; i < WARMUP + RUNS; i += 1) {
      const bytes = await measureBytes(browser, prodBase);
      const times = await measureTimes(browser, demoBase);
      const baseline = await measureBaseline(browser, demoBase);
      const heap = await measureHeap(browser, prodBase, simulator);
      const demoHeap = await measureHeap(browser, demoBase, null);
      if (i < WARMUP) continue;
      samples.loginTransferKiB.push(bytes.transfer);
      samples.loginBundleGzipKiB.push(bytes.bundle);
      samples.loginFormVisibleMs.push(times.formVisible);
      samples.loginToHomeMs.push(times.loginToHome);
      samples.tabSwitchMs.push(times.tabSwitch);
      samples.list10Ms.push(times.list10);
      samples.list100Ms.push(times.list100);
      samples.list1000Ms.push(times.list1000);
      samples.list1000HeapMB.push(heap);
      samples.demoList1000HeapMB.push(demoHeap);
      samples.baselineFormVisibleMs.push(baseline);
    }
  } finally {
    await browser.close();
    await simulator.close();
    prod.close();
    demo.close();
  }
  const units = {
    loginTransferKiB: 'KiB',
    loginBundleGzipKiB: 'KiB',
    loginFormVisibleMs: 'ms',
    loginToHomeMs: 'ms',
    tabSwitchMs: 'ms',
    list10Ms: 'ms',
    list100Ms: 'ms',
    list1000Ms: 'ms',
    list1000HeapMB: 'MB',
    demoList1000HeapMB: 'MB',
    baselineFormVisibleMs: 'ms',
  };
  const report = Object.fromEntries(Object.entries(samples).map(([k, xs]) => [k, figure(xs, units[k])]));
  const baseMs = report.baselineFormVisibleMs.median;
  report.loginFormVisibleMs.ratioToBaseline = round(report.loginFormVisibleMs.median / baseMs, 2);
  let over = 0;
  for (const [k, budget] of Object.entries(BUDGETS)) {
    report[k].budget = budget;
    report[k].ratioToBudget = round(report[k].median / budget, 2);
    if (report[k].median > budget) over += 1;
  }
  await mkdir('reports', { recursive: true });
  await writeFile('reports/bench.json', JSON.stringify(report, null, 2));
  console.log('\nfigure                  median     min     max   budget  median/budget');
  for (const [k, f] of Object.entries(report)) {
    console.log(
      `${k.padEnd(22)} ${String(f.median).padStart(8)} ${String(f.min).padStart(7)} ${String(f.max).padStart(7)} ${String(f.budget ?? '-').padStart(8)}  ${f.ratioToBudget ?? '-'} ${f.unit}`,
    );
  }
  console.log(`\nlogin form visible / bare static form (same run): ${report.loginFormVisibleMs.ratioToBaseline}×`);
  console.log(over === 0 ? 'all budgets hold' : `${over} figure(s) over budget`);
  process.exit(over === 0 ? 0 : 1);
}

await main();
