/**
 * Helpers of the shell specs (tests/e2e/shell-*.spec.ts): the side menu, the tab bar, the user menu, the
 * header's buttons, stored console keys and the parts of window.__simulator those specs use beyond
 * support/console.ts. Texts are the zh (default) UI's, from src/i18n/locales/zh.
 */
import { expect, type Locator, type Page } from '@playwright/test';
import type { LoggedRequest, SimulatorHandle } from './console';

/** zh texts of the shell the specs look for. */
export const SHELL_ZH = {
  sideMenu: '导航菜单',
  openPages: '已打开的页面',
  tabActions: '标签操作',
  closeOthers: '关闭其他',
  closeAll: '关闭全部',
  /** The home tab, named as its menu item. */
  home: '工作台',
  userMenu: '用户菜单',
  dashboard: '数据看板',
  profile: '个人信息',
  search: '搜索菜单',
  pending: '该页面将在后续版本中提供。',
  iframeRefused: '该菜单地址无法在控制台中打开。',
  theme: '主题',
  themes: '主题风格',
  accent: '主题色',
  logButton: '错误日志',
  logButtonWithCount: (n: number) => `错误日志（${n}条）`,
  logTitle: '错误日志',
  logUpload: '上传服务器',
  logUploadConfirm: '确定上传本地日志到服务器?',
  logUploaded: '发送成功!',
  logEmpty: '暂无错误日志',
  confirm: '确定',
  realName: '姓名',
  avatarUpload: '上传头像',
} as const;

/** What the console's storage prefixes every key with (services/http/config.ts storagePrefix). */
export const STORAGE_PREFIX = 'fleet-console-';

/** The side menu (`nav` 导航菜单 unless another label is given). */
export function sideMenu(page: Page, label: string = SHELL_ZH.sideMenu): Locator {
  return page.getByRole('navigation', { name: label, exact: true });
}

/** One item of the side menu by its shown name (Blueprint's Tree has no item roles: the label text). */
export function menuItem(page: Page, name: string, label?: string): Locator {
  return sideMenu(page, label).getByText(name, { exact: true });
}

/**
 * Opens a page from the side menu: each parent in `path` is expanded (a click, unless its next item already
 * shows), then the last item is clicked.
 */
export async function openFromMenu(page: Page, ...path: string[]): Promise<void> {
  for (let i = 0; i < path.length; i += 1) {
    const item = menuItem(page, path[i]!);
    await expect(item).toBeVisible();
    const next = path[i + 1];
    if (next === undefined) {
      await item.click();
      return;
    }
    if (!(await menuItem(page, next).isVisible())) await item.click();
    await expect(menuItem(page, next)).toBeVisible();
  }
}

/** The tab bar's list of open pages. */
export function tabList(page: Page): Locator {
  return page.getByRole('tablist', { name: SHELL_ZH.openPages, exact: true });
}

/** One tab of the tab bar by its title. */
export function pageTab(page: Page, title: string): Locator {
  return tabList(page).getByRole('tab', { name: title, exact: true });
}

/** Expects the tab bar to hold exactly these titles, in this order, with `active` selected. */
export async function expectTabs(page: Page, titles: string[], active: string): Promise<void> {
  await expect(tabList(page).getByRole('tab')).toHaveText(titles);
  await expect(pageTab(page, active)).toHaveAttribute('aria-selected', 'true');
}

/** Chooses an entry of the tab bar's 标签操作 dropdown. */
export async function tabAction(page: Page, action: string, menu: string = SHELL_ZH.tabActions): Promise<void> {
  await page.getByRole('button', { name: menu, exact: true }).click();
  await page.getByRole('menuitem', { name: action, exact: true }).click();
}

/** Opens the header's 用户菜单 dropdown and returns the menu. */
export async function openUserMenu(page: Page): Promise<Locator> {
  await page.getByRole('banner').getByRole('button', { name: SHELL_ZH.userMenu, exact: true }).click();
  const menu = page.getByRole('menu', { name: SHELL_ZH.userMenu, exact: true });
  await expect(menu).toBeVisible();
  return menu;
}

/** Opens 个人信息 from the user menu and waits for its form. */
export async function openProfile(page: Page): Promise<void> {
  const menu = await openUserMenu(page);
  await menu.getByRole('menuitem', { name: SHELL_ZH.profile, exact: true }).click();
  await expect(page).toHaveURL(/\/info\/index$/);
  await expect(page.getByLabel(SHELL_ZH.realName, { exact: true })).toBeVisible();
}

/** The value the console's storage writes for `content` under a key (services/storage/storage.ts). */
export function storedItem(content: unknown, type: 'local' | 'session' = 'local'): string {
  const dataType = content === null ? 'null' : Array.isArray(content) ? 'array' : typeof content;
  return JSON.stringify({ dataType, content, type, datetime: Date.now() });
}

/** Reads what the console stored under `name` (content only), from local storage. */
export async function readStored(page: Page, name: string): Promise<unknown> {
  return page.evaluate((key) => {
    const raw = window.localStorage.getItem(key);
    if (raw === null) return undefined;
    try {
      return (JSON.parse(raw) as { content?: unknown }).content;
    } catch {
      return raw;
    }
  }, STORAGE_PREFIX + name);
}

/** Writes `content` under `name` in local storage the way the console does. */
export async function writeStored(page: Page, name: string, content: unknown): Promise<void> {
  await page.evaluate(([key, value]) => window.localStorage.setItem(key, value), [STORAGE_PREFIX + name, storedItem(content)] as const);
}

/** A menu row of the simulator's db (services/mock/db.ts MenuRow). */
export interface SimMenuRow {
  id: string;
  parentId: string;
  code: string;
  name: string;
  alias: string;
  path: string;
  source: string;
  sort: number;
  category: 1 | 2;
  action: number;
  isOpen: number;
  remark: string;
  i18n?: string;
}

/** The parts of window.__simulator the shell specs use. */
export interface ShellSimulatorHandle extends SimulatorHandle {
  db: { menus: SimMenuRow[] };
  persist(): void;
  clearRequests(): void;
  faults: { failNext(path: string, kind: string): void };
}

/** window with the demo build's simulator (the shell specs' view of it). */
export type ShellSimulatorWindow = Window & { __simulator?: ShellSimulatorHandle };

/** The simulator's request log, oldest first. */
export async function simulatorRequests(page: Page): Promise<LoggedRequest[]> {
  return page.evaluate(() => [...((window as ShellSimulatorWindow).__simulator?.requests ?? [])]);
}
