import { expect, test, type Locator, type Page } from '@playwright/test';
import { USERS, loginToHome } from './support/console';
import { openFromMenu } from './support/shell';

/** The text cells of one column of a Blueprint table inside `region`. */
const column = (region: Locator, col: number) =>
  region.locator(`.bp6-table-quadrant-main .bp6-table-body-cells .bp6-table-cell-col-${col}`);

async function dialogField(page: Page, label: RegExp) {
  return page.getByRole('dialog').getByLabel(label);
}

test('system dictionary (side by side): add a dictionary, add an entry under it, required messages, edit, delete', async ({ page }) => {
  await loginToHome(page, USERS.admin);
  await openFromMenu(page, '系统管理', '字典管理');
  await expect(page).toHaveURL(/\/dict-horizontal\/index$/);
  const parents = page.getByRole('region', { name: '系统字典列表', exact: true });
  await expect(column(parents, 2).first()).toHaveText(/\w+/);

  // add a dictionary: required messages first
  await page.getByRole('region', { name: '系统字典', exact: true }).getByRole('button', { name: '新增', exact: true }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('button', { name: '保存', exact: true }).click();
  await expect(dialog.getByText('请输入字典编号', { exact: true })).toBeVisible();
  await expect(dialog.getByText('请输入字典名称', { exact: true })).toBeVisible();
  await expect(dialog.getByText('请输入字典排序', { exact: true })).toBeVisible();
  await (await dialogField(page, /字典编号/)).fill('e2e_grade');
  await (await dialogField(page, /字典名称/)).fill('测试等级');
  await (await dialogField(page, /字典排序/)).fill('5');
  await dialog.getByRole('button', { name: '保存', exact: true }).click();
  await expect(page.locator('.bp6-toast').filter({ hasText: '新增成功' })).toBeVisible();
  await expect(column(parents, 2).first()).toHaveText('e2e_grade');

  // its entries: dictKey required, code and parent locked
  await page.getByRole('button', { name: '字典配置：测试等级', exact: true }).click();
  const entries = page.getByRole('region', { name: '字典配置：测试等级（e2e_grade）列表', exact: true });
  await expect(page.getByText('暂无数据', { exact: true })).toBeVisible();
  await page.getByRole('button', { name: '新增字典项', exact: true }).click();
  await expect(await dialogField(page, /字典编号/)).toBeDisabled();
  await expect(await dialogField(page, /字典编号/)).toHaveValue('e2e_grade');
  await expect(await dialogField(page, /上级字典/)).toHaveValue('测试等级');
  await (await dialogField(page, /字典名称/)).fill('一级');
  await (await dialogField(page, /字典排序/)).fill('1');
  await dialog.getByRole('button', { name: '保存', exact: true }).click();
  await expect(dialog.getByText('请输入字典键值', { exact: true })).toBeVisible();
  await (await dialogField(page, /字典键值/)).fill('A');
  // the 新增成功 of the dictionary above has gone: the one that follows is this entry's
  await expect(page.locator('.bp6-toast').filter({ hasText: '新增成功' })).toHaveCount(0);
  await dialog.getByRole('button', { name: '保存', exact: true }).click();
  await expect(page.locator('.bp6-toast').filter({ hasText: '新增成功' })).toBeVisible();
  await expect(column(entries, 3).first()).toHaveText('一级');

  // seal the entry
  await entries.getByRole('button', { name: '编辑', exact: true }).first().click();
  await expect(await dialogField(page, /字典键值/)).toHaveValue('A');
  await (await dialogField(page, /封存/)).check({ force: true });
  await dialog.getByRole('button', { name: '保存', exact: true }).click();
  await expect(page.locator('.bp6-toast').filter({ hasText: '更新成功' })).toBeVisible();
  await expect(column(entries, 5).first()).toContainText('是');

  // delete without a selection warns; with one asks 提示 and deletes
  const entrySection = page.getByRole('region', { name: '字典配置：测试等级（e2e_grade）', exact: true });
  await entrySection.getByRole('button', { name: '删除', exact: true }).click();
  await expect(entrySection.getByText('请选择至少一条数据', { exact: true })).toBeVisible();
  await entries.getByRole('checkbox', { name: '选择第 1 行', exact: true }).check({ force: true });
  await entrySection.getByRole('button', { name: '删除', exact: true }).click();
  const confirm = page.getByRole('alertdialog');
  await expect(confirm.getByText('提示', { exact: true })).toBeVisible();
  await expect(confirm.getByText('确定将选择数据删除?', { exact: true })).toBeVisible();
  await confirm.getByRole('button', { name: '确定', exact: true }).click();
  await expect(page.locator('.bp6-toast').filter({ hasText: '删除成功' })).toBeVisible();
  // the entries are read again after the delete (and the dropdowns' dictionaries with them): slower on a busy machine
  await expect(entrySection.getByText('暂无数据', { exact: true })).toBeVisible({ timeout: 20_000 });
  await page.screenshot({ path: 'reports/screens/system-dict-horizontal.png', fullPage: true, animations: 'disabled' });
});

test('business dictionary (stacked): entries of a dictionary under its list; the dialog asks before dropping edits', async ({ page }) => {
  await loginToHome(page, USERS.admin);
  await page.goto('/dict-vertical/index');
  const parents = page.getByRole('region', { name: '业务字典列表', exact: true });
  await expect(column(parents, 2).first()).toHaveText(/\w+/);
  await parents.getByRole('button', { name: '字典配置：性别', exact: true }).click();
  const entries = page.getByRole('region', { name: '字典配置：性别（sex）列表', exact: true });
  await expect(column(entries, 3)).toHaveText(['男', '女', '未知']);
  const parentBox = await parents.boundingBox();
  const entriesBox = await entries.boundingBox();
  expect(entriesBox!.y).toBeGreaterThan(parentBox!.y + parentBox!.height - 1);

  await entries.getByRole('button', { name: '编辑', exact: true }).first().click();
  const dialog = page.getByRole('dialog');
  await expect(await dialogField(page, /字典名称/)).toHaveValue('男');
  await (await dialogField(page, /字典名称/)).fill('男性');
  // a click on the backdrop does not close it; closing asks first
  await page.mouse.click(5, 5);
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: '取消', exact: true }).click();
  const ask = page.getByRole('alertdialog');
  await expect(ask.getByText('提示', { exact: true })).toBeVisible();
  await ask.getByRole('button', { name: '放弃修改', exact: true }).click();
  await expect(dialog).toBeHidden();
  await expect(column(entries, 3)).toHaveText(['男', '女', '未知']);
  await page.screenshot({ path: 'reports/screens/system-dict-vertical.png', fullPage: true, animations: 'disabled' });
});
