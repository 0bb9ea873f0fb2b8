/**
 * Helpers of the browser specs: seeded users, reading the captcha image the way a person does, logging in
 * through the form, and a typed handle on the demo build's simulated backend (window.__simulator).
 */
import { expect, type Locator, type Page } from '@playwright/test';

/** A seeded login of the simulated backend. */
export interface SeededUser {
  tenantId: string;
  account: string;
  password: string;
  /** What the header shows as the user's name. */
  realName: string;
}

export const USERS = {
  admin: { tenantId: '000000', account: 'admin', password: 'admin', realName: '平台管理员' },
  auditor: { tenantId: '000000', account: 'auditor', password: 'demo123', realName: '王敏' },
  supplier: { tenantId: '100001', account: 'supplier', password: 'demo123', realName: '李建国' },
  provider: { tenantId: '200001', account: 'provider', password: 'demo123', realName: '张伟' },
  purchaser: { tenantId: '300001', account: 'purchaser', password: 'demo123', realName: '刘洋' },
  thirdparty: { tenantId: '300001', account: 'thirdparty', password: 'demo123', realName: '陈静' },
} as const satisfies Record<string, SeededUser>;

/** Texts of the zh (default) UI the specs look for. */
export const ZH = {
  loginHeading: '账号登录',
  tenantId: '租户ID',
  account: '账号',
  password: '密码',
  captcha: '验证码',
  captchaRefresh: '看不清？点击换一张',
  submit: '登录',
  badCredentials: '用户名或密码不正确',
  welcome: '欢迎使用车队油卡管理平台',
  homeTitle: '工作台 - 车队油卡管理平台',
  role: '当前角色',
  lock: '锁屏',
  lockDialog: '设置锁屏密码',
  lockPassword: '锁屏密码',
  lockConfirm: '锁定',
  lockRequired: '锁屏密码不能为空',
  locked: '屏幕已锁定',
  unlock: '解锁',
  unlockWrong: '解锁密码错误,请重新输入',
  logout: '退出登录',
  logoutConfirm: '退出系统, 是否继续?',
  logoutOk: '退出',
  cancel: '取消',
  sessionExpired: '登录已过期，请重新登录',
} as const;

/** The login form's controls (zh labels unless others are given). */
export function loginForm(
  page: Page,
  t: { tenantId: string; account: string; password: string; captcha: string; captchaRefresh: string; submit: string } = ZH,
) {
  return {
    tenantId: page.getByLabel(t.tenantId, { exact: true }),
    account: page.getByLabel(t.account, { exact: true }),
    password: page.getByLabel(t.password, { exact: true }),
    captcha: page.getByLabel(t.captcha, { exact: true }),
    captchaButton: page.getByRole('button', { name: t.captchaRefresh, exact: true }),
    captchaImage: page.getByRole('button', { name: t.captchaRefresh, exact: true }).getByAltText(t.captcha, { exact: true }),
    submit: page.getByRole('button', { name: t.submit, exact: true }),
  };
}

/** Decodes a `data:image/svg+xml;base64,...` captcha and returns its characters, one per <text>, in reading order. */
export function decodeCaptchaSrc(src: string): string {
  const match = /^data:image\/svg\+xml;base64,(.+)$/.exec(src);
  if (!match) throw new Error(`captcha image is not a base64 SVG data URI: ${src.slice(0, 60)}…`);
  const svg = Buffer.from(match[1]!, 'base64').toString('utf8');
  const chars = [...svg.matchAll(/<text\b[^>]*>([^<]*)<\/text>/g)].map((m) => m[1]!.trim()).join('');
  if (!chars) throw new Error('captcha SVG has no <text> characters');
  return chars;
}

/** The src of the captcha image once it is shown. */
export async function captchaSrc(page: Page, image: Locator = loginForm(page).captchaImage): Promise<string> {
  await expect(image).toBeVisible();
  await expect(image).toHaveAttribute('src', /^data:image\/svg\+xml;base64,/);
  return (await image.getAttribute('src')) ?? '';
}

/** Reads the code of the captcha shown on the login page (decodes the SVG, as a person reads the image). */
export async function readCaptcha(page: Page, image?: Locator): Promise<string> {
  return decodeCaptchaSrc(await captchaSrc(page, image));
}

/** Fills the login form (the page must show /login) and submits it, reading the captcha from the image. */
export async function submitLogin(
  page: Page,
  user: Pick<SeededUser, 'tenantId' | 'account' | 'password'>,
  opts: { password?: string } = {},
): Promise<void> {
  const form = loginForm(page);
  await expect(page.getByRole('heading', { name: ZH.loginHeading })).toBeVisible();
  const code = await readCaptcha(page, form.captchaImage);
  await form.tenantId.fill(user.tenantId);
  await form.account.fill(user.account);
  await form.password.fill(opts.password ?? user.password);
  await form.captcha.fill(code);
  await expect(form.submit).toBeEnabled();
  await form.submit.click();
}

/** Opens /login (optionally with a query) and logs in as `user`; does not wait for the landing page. */
export async function login(page: Page, user: SeededUser = USERS.admin, opts: { query?: string } = {}): Promise<void> {
  await page.goto(`/login${opts.query ?? ''}`);
  await submitLogin(page, user);
}

/** Logs in as `user` and waits for the home page with the user's name in the header. */
export async function loginToHome(page: Page, user: SeededUser = USERS.admin): Promise<void> {
  await login(page, user);
  await expect(page).toHaveURL(/\/wel\/index$/);
  await expect(page.getByRole('banner').getByText(user.realName, { exact: true })).toBeVisible();
}

/** Sets a lock password through the header's 锁屏 dialog (first lock of the session). */
export async function lockWithNewPassword(page: Page, password: string): Promise<void> {
  await page.getByRole('banner').getByRole('button', { name: ZH.lock, exact: true }).click();
  const dialog = page.getByRole('dialog', { name: ZH.lockDialog });
  await expect(dialog).toBeVisible();
  await dialog.getByLabel(ZH.lockPassword, { exact: true }).fill(password);
  await dialog.getByRole('button', { name: ZH.lockConfirm, exact: true }).click();
}

/** Types the lock password on /lock and presses 解锁. */
export async function unlock(page: Page, password: string): Promise<void> {
  await page.getByLabel(ZH.lockPassword, { exact: true }).fill(password);
  await page.getByRole('button', { name: ZH.unlock, exact: true }).click();
}

/** Logs out through the header's 退出登录 and its 退出系统 confirm. */
export async function logoutViaHeader(page: Page): Promise<void> {
  await page.getByRole('banner').getByRole('button', { name: ZH.logout, exact: true }).click();
  const confirm = page.getByRole('alertdialog').filter({ hasText: ZH.logoutConfirm });
  await expect(confirm).toBeVisible();
  await confirm.getByRole('button', { name: ZH.logoutOk, exact: true }).click();
}

/** Error toasts (Blueprint) with a given text. */
export function toasts(page: Page, text: string): Locator {
  return page.locator('.bp6-toast').filter({ hasText: text });
}

/** One entry of the simulator's request log. */
export interface LoggedRequest {
  method: string;
  path: string;
  search: string;
  headers: Record<string, string>;
  time: number;
}

/** The part of window.__simulator the specs use. */
export interface SimulatorHandle {
  expireTokens(): void;
  expireRefreshTokens(): void;
  reset(): void;
  peekCaptcha(key: string): string | undefined;
  requests: LoggedRequest[];
  now(): number;
  config: { accessTokenSeconds: number; latencyMs: number };
}

/** window with the demo build's simulator. */
export type SimulatorWindow = Window & { __simulator?: SimulatorHandle };

/** Waits until the demo build exposes window.__simulator (its service worker is up). */
export async function waitForSimulator(page: Page): Promise<void> {
  await page.waitForFunction(() => Boolean((window as SimulatorWindow).__simulator));
}

/**
 * Waits until the simulator has seen a request whose path contains `lastPath`, and then none for `quietMs`
 * (the screen has finished loading; a test that changes the backend's state will not race its requests).
 */
export async function waitForRequestsToSettle(page: Page, lastPath: string, quietMs = 1_000): Promise<void> {
  await waitForSimulator(page);
  await page.waitForFunction(
    ({ lastPath, quietMs }) => {
      const sim = (window as SimulatorWindow).__simulator!;
      if (!sim.requests.some((r) => r.path.includes(lastPath))) return false;
      const latest = Math.max(...sim.requests.map((r) => r.time));
      return sim.now() - latest >= quietMs;
    },
    { lastPath, quietMs },
    { polling: 100 },
  );
}

/**
 * The box a list grid's table draws its headers and cells in. They belong to the grid through its rows (`aria-owns`),
 * which a screen reader follows; a locator scopes by the page's elements, so it looks for them in the grid's box.
 */
export function gridBox(grid: Locator): Locator {
  return grid.locator('xpath=..');
}
