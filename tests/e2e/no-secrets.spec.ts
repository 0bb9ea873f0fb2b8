/**
 * A whole admin session in Chromium — login, a token refresh, an export, an embedded page, lock and unlock, a role
 * switch, logout — watched from outside: every request URL, every iframe address, every value of local and session
 * storage (read at each step) and the stored error log. None may hold the access token, the refresh token or the
 * password hash. The tokens are read from the token endpoint's answers, so the test knows each one issued.
 */
import { createHash } from 'node:crypto';
import { expect, test, type Page } from '@playwright/test';
import {
  USERS,
  ZH,
  lockWithNewPassword,
  loginToHome,
  logoutViaHeader,
  unlock,
  waitForRequestsToSettle,
  waitForSimulator,
} from './support/console';
import { menuItem } from './support/shell';
import { CONFIG_KEY, STAMP_KEY, STORAGE_KEY } from '../../services/mock/persistence';
import { TOKEN_COOKIES } from '../../services/storage/cookies';

const TOKEN_PATH = '/api/blade-auth/oauth/token';
const PASSWORD_HASH = createHash('md5').update(USERS.admin.password, 'utf8').digest('hex');
const LOCK_PASSWORD = 'lock-5678';

/** What the page exposed, collected along the way. */
interface Seen {
  urls: string[];
  frames: string[];
  storage: Array<{ at: string; key: string; value: string }>;
  tokens: Set<string>;
  tokenAnswers: number;
}

function watch(page: Page): Seen {
  const seen: Seen = { urls: [], frames: [], storage: [], tokens: new Set(), tokenAnswers: 0 };
  page.on('request', (r) => seen.urls.push(r.url()));
  page.on('framenavigated', (f) => seen.frames.push(f.url()));
  page.on('response', async (r) => {
    if (new URL(r.url()).pathname !== TOKEN_PATH || r.status() !== 200) return;
    const body = (await r.json().catch(() => null)) as { access_token?: unknown; refresh_token?: unknown } | null;
    if (typeof body?.access_token === 'string') seen.tokens.add(body.access_token);
    if (typeof body?.refresh_token === 'string') seen.tokens.add(body.refresh_token);
    seen.tokenAnswers += 1;
  });
  return seen;
}

/**
 * The demo's simulated backend keeps its own database (its issued tokens and its users' password hashes, as a
 * server's database does) in this browser's storage under these keys; they are the backend's, not the console's.
 */
const SIMULATOR_KEYS = [STORAGE_KEY, STAMP_KEY, CONFIG_KEY];

/** Reads every storage value (the simulator's database aside) and every iframe's src now. */
async function snapshot(page: Page, seen: Seen, at: string): Promise<void> {
  const now = await page.evaluate(() => {
    const all = (s: Storage) => Array.from({ length: s.length }, (_, i) => s.key(i)!).map((key) => ({ key, value: s.getItem(key) ?? '' }));
    return {
      storage: [...all(localStorage), ...all(sessionStorage)],
      frames: Array.from(document.querySelectorAll('iframe'), (f) => f.getAttribute('src') ?? ''),
    };
  });
  seen.storage.push(...now.storage.filter((s) => !SIMULATOR_KEYS.includes(s.key)).map((s) => ({ at, ...s })));
  seen.frames.push(...now.frames);
  // The token cookies hold the tokens in force: a token answer whose body the page dropped while it reloaded (the
  // role switch starts the console again) is still known this way.
  const names: string[] = [TOKEN_COOKIES.access, TOKEN_COOKIES.refresh];
  for (const c of await page.context().cookies()) if (names.includes(c.name) && c.value) seen.tokens.add(decodeURIComponent(c.value));
}

/** Where a secret shows up, as "place: value" lines (empty when nowhere). */
function leaks(seen: Seen): string[] {
  const secrets = [...seen.tokens, PASSWORD_HASH];
  const places = [
    ...seen.urls.map((u) => `request ${u}`),
    ...seen.frames.map((f) => `iframe ${f}`),
    ...seen.storage.map((s) => `storage (${s.at}) ${s.key}=${s.value}`),
  ];
  return places.filter((p) => secrets.some((s) => p.includes(s) || p.includes(encodeURIComponent(s))));
}

test('no token and no password hash in any URL, iframe address, stored value or error-log entry over a whole session', async ({
  page,
  context,
}) => {
  test.setTimeout(180_000);
  // The help page is off-site: it never reaches the network.
  await page.route('https://www.example.com/**', (route) => route.abort());
  await context.clock.install();
  const seen = watch(page);

  // login (on a busy machine the simulator's worker may take a while the first time)
  await page.goto('/login');
  await waitForSimulator(page);
  await loginToHome(page, USERS.admin);
  await waitForRequestsToSettle(page, '/api/', 500);
  await snapshot(page, seen, 'after login');
  expect(seen.tokens.size).toBe(2);

  // a token refresh: the periodic check finds the token due 3000 s after issue (it lives 3600 s)
  const answersBefore = seen.tokenAnswers;
  await context.clock.fastForward('50:05');
  await expect.poll(() => seen.tokenAnswers, { timeout: 15_000 }).toBeGreaterThan(answersBefore);
  await expect(page.getByRole('banner').getByText(USERS.admin.realName, { exact: true })).toBeVisible();
  await snapshot(page, seen, 'after refresh');
  expect(seen.tokens.size).toBe(4);

  // an export of a list
  await page.goto('/order/orderManager');
  const exportButton = page.getByRole('button', { name: '导出', exact: true });
  await expect(exportButton).toBeEnabled({ timeout: 20_000 });
  await waitForRequestsToSettle(page, '/api/zytorder/', 500);
  const [download] = await Promise.all([page.waitForEvent('download'), exportButton.click()]);
  expect(download.suggestedFilename()).toMatch(/\.csv$/);
  await snapshot(page, seen, 'after export');

  // an embedded page of the menu
  await menuItem(page, '帮助中心').click();
  await expect(page).toHaveURL(/\/myiframe\/[^/]+$/);
  await expect(page.getByTitle('帮助中心', { exact: true }).and(page.locator('iframe'))).toHaveAttribute(
    'src',
    'https://www.example.com/help.html',
  );
  await snapshot(page, seen, 'with the iframe');

  // an error reaches the error log with the live tokens in it, as a failed call's dump would
  const [access, refresh] = [...seen.tokens].slice(-2);
  await page.evaluate(
    ({ access, refresh, path }) => {
      const error = new Error(`Request failed {"headers":{"Blade-Auth":"bearer ${access}"}} ${path}?refresh_token=${refresh}`);
      window.dispatchEvent(new ErrorEvent('error', { message: `Uncaught ${error.message}`, error }));
    },
    { access, refresh, path: TOKEN_PATH },
  );
  await expect
    .poll(async () =>
      page.evaluate(
        () => Object.keys(localStorage).find((k) => k.endsWith('logs') && (localStorage.getItem(k) ?? '').includes('Request failed')) ?? '',
      ),
    )
    .not.toBe('');
  await snapshot(page, seen, 'after an error');

  // lock and unlock (the lock screen may be its own page or cover this one)
  await lockWithNewPassword(page, LOCK_PASSWORD);
  const unlockButton = page.getByRole('button', { name: ZH.unlock, exact: true });
  await expect(unlockButton).toBeVisible();
  await snapshot(page, seen, 'locked');
  await unlock(page, LOCK_PASSWORD);
  await expect(unlockButton).toBeHidden();
  await expect(page.getByRole('banner').getByText(USERS.admin.realName, { exact: true })).toBeVisible();
  await snapshot(page, seen, 'after unlock');

  // a role switch: a refresh grant for the new role, then the console starts again
  const beforeSwitch = seen.tokenAnswers;
  const roles = page.getByRole('banner').getByRole('combobox', { name: ZH.role });
  const other = (await roles.locator('option:not(:checked)').first().textContent()) ?? '';
  await roles.selectOption({ label: other });
  await expect.poll(() => seen.tokenAnswers, { timeout: 15_000 }).toBeGreaterThan(beforeSwitch);
  await expect(page.getByRole('banner').getByRole('combobox', { name: ZH.role })).toHaveValue(/.+/);
  await expect(page.getByRole('banner').getByText(USERS.admin.realName, { exact: true })).toBeVisible();
  await waitForRequestsToSettle(page, '/api/', 500);
  await snapshot(page, seen, 'after role switch');

  // logout
  await logoutViaHeader(page);
  await expect(page).toHaveURL(/\/login(\?|$)/);
  await snapshot(page, seen, 'after logout');

  // login, refresh and role switch each issued a pair
  expect(seen.tokens.size).toBeGreaterThanOrEqual(6);
  expect(seen.frames).toContain('https://www.example.com/help.html');
  expect(seen.storage.some((s) => s.key.endsWith('logs') && s.value.includes('Request failed'))).toBe(true);
  expect(leaks(seen)).toEqual([]);
  // nothing secret-named travels in a query either
  expect(seen.urls.filter((u) => /[?&](password|refresh_token|access_token|token)=/i.test(u))).toEqual([]);
  // login, refresh and role switch reached the token endpoint, each with a bare URL
  const tokenCalls = seen.urls.filter((u) => new URL(u).pathname === TOKEN_PATH);
  expect(tokenCalls.length).toBeGreaterThanOrEqual(3);
  expect(tokenCalls.filter((u) => new URL(u).search !== '')).toEqual([]);
});
