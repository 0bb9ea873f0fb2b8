/**
 * The accessibility sweep with one dialog of each kind open, in Chinese with the default theme and in English with
 * the dark theme: a form dialog (新增), a confirmation (删除), the lock dialog, the theme panel, the notices popover,
 * the shortcut list and the sign-out confirmation. axe-core checks the page with the dialog open (a serious or
 * critical finding fails; every finding goes to reports/a11y.json), and closing a dialog gives the focus back to
 * the button that opened it.
 */
import { expect, test, type Locator, type Page } from '@playwright/test';
import { A11ySweep } from './support/a11y';
import { USERS, loginToHome } from './support/console';
import { writeStored } from './support/shell';

const VARIANTS = [
  {
    id: 'zh',
    theme: 'default',
    add: '新增',
    del: '删除',
    cancel: '取消',
    select1: '选择第 1 行',
    lock: '锁屏',
    theme_: '主题',
    themes: '主题风格',
    notices: '通知',
    logout: '退出登录',
    shortcuts: '快捷键',
  },
  {
    id: 'en',
    theme: 'dark',
    add: 'Add',
    del: 'Delete',
    cancel: 'Cancel',
    select1: 'Select row 1',
    lock: 'Lock screen',
    theme_: 'Theme',
    themes: 'Theme',
    notices: 'Notifications',
    logout: 'Sign out',
    shortcuts: 'Keyboard shortcuts',
  },
] as const;

/** Opens a path with a history push inside the signed-in page. */
async function go(page: Page, path: string): Promise<void> {
  await page.evaluate((to) => {
    window.history.pushState(null, '', to);
    window.dispatchEvent(new PopStateEvent('popstate', { state: null }));
  }, path);
}

for (const v of VARIANTS) {
  test(`one dialog of each kind, ${v.id} with the ${v.theme} theme: no serious accessibility finding, focus goes back`, async ({
    page,
  }) => {
    test.setTimeout(120_000);
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto('/login');
    await writeStored(page, 'theme', v.theme);
    await loginToHome(page, USERS.admin);
    const banner = page.getByRole('banner');
    if (v.id === 'en') await banner.getByRole('button', { name: 'English', exact: true }).click();
    const sweep = new A11ySweep(test.info());
    const found: string[] = [];

    /**
     * Opens a dialog with `opener`, checks the page with it open, closes it (Escape; a confirmation's 取消, which
     * Escape does not answer) and checks the focus.
     */
    const withDialog = async (what: string, opener: Locator, shown: Locator, close?: string) => {
      await opener.click();
      await expect(shown).toBeVisible();
      found.push(...(await sweep.check(page, `dialog ${what} (${v.id}, ${v.theme})`)));
      if (close) await shown.getByRole('button', { name: close, exact: true }).click();
      else await page.keyboard.press('Escape');
      await expect(shown).toBeHidden();
      await expect(opener, `${what}: the focus goes back to its button`).toBeFocused();
    };

    await go(page, '/system/param');
    const list = page
      .getByRole('region')
      .filter({ has: page.getByRole('button', { name: v.add, exact: true }) })
      .first();
    await expect(list.getByRole('checkbox', { name: v.select1, exact: true })).toBeVisible();
    await withDialog('form', list.getByRole('button', { name: v.add, exact: true }), page.getByRole('dialog'));
    await list.getByRole('checkbox', { name: v.select1, exact: true }).check({ force: true });
    await withDialog(
      'confirmation',
      list.getByRole('button', { name: v.del, exact: true }).first(),
      page.getByRole('alertdialog'),
      v.cancel,
    );
    await withDialog('lock', banner.getByRole('button', { name: v.lock, exact: true }), page.getByRole('dialog'));
    // the theme panel is a popover of choices: its themes are a radio group
    await withDialog(
      'theme',
      banner.getByRole('button', { name: v.theme_, exact: true }),
      page.getByRole('radiogroup', { name: v.themes, exact: true }),
    );
    await withDialog('notices', banner.getByRole('button', { name: v.notices, exact: true }), page.getByRole('dialog'));
    await withDialog('sign-out', banner.getByRole('button', { name: v.logout, exact: true }), page.getByRole('alertdialog'), v.cancel);
    // the shortcut list opens from the keyboard: the focus stays on the page
    await page.locator('main.fc-page').click({ position: { x: 5, y: 5 } });
    await page.keyboard.press('Shift+?');
    const shortcuts = page.getByRole('dialog', { name: v.shortcuts });
    await expect(shortcuts).toBeVisible();
    found.push(...(await sweep.check(page, `dialog shortcuts (${v.id}, ${v.theme})`)));
    await page.keyboard.press('Escape');
    await expect(shortcuts).toBeHidden();

    expect(found).toEqual([]);
  });
}
