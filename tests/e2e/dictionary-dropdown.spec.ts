import { expect, test, type Page } from '@playwright/test';
import { USERS, loginToHome } from './support/console';
import { openFromMenu } from './support/shell';

/** Opens a new department's form, sees `choices` in its 机构类型 dropdown, and closes the form again. */
async function expectDeptCategories(page: Page, choices: string[]): Promise<void> {
  await page.getByRole('region', { name: '部门管理', exact: true }).getByRole('button', { name: '新增', exact: true }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('combobox', { name: /机构类型/ }).locator('option')).toHaveText(choices);
  await dialog.getByRole('button', { name: '取消', exact: true }).click();
  await expect(dialog).toBeHidden();
}

test('an entry added in 字典管理 shows in the dropdown its dictionary drives (机构类型 of a department)', async ({ page }) => {
  await loginToHome(page, USERS.admin);
  await openFromMenu(page, '系统管理', '部门管理');
  await expectDeptCategories(page, ['请选择', '公司', '部门', '小组']);

  await openFromMenu(page, '系统管理', '字典管理');
  const search = page.getByRole('search', { name: '系统字典搜索', exact: true });
  await search.getByLabel('字典编号', { exact: true }).fill('org_category');
  await search.getByRole('button', { name: '搜索', exact: true }).click();
  await page.getByRole('button', { name: '字典配置：机构类型', exact: true }).click();
  await page.getByRole('button', { name: '新增字典项', exact: true }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByLabel(/上级字典/)).toHaveValue('机构类型');
  await dialog.getByLabel(/字典名称/).fill('项目组');
  await dialog.getByLabel(/字典排序/).fill('4');
  await dialog.getByLabel(/字典键值/).fill('4');
  await dialog.getByRole('button', { name: '保存', exact: true }).click();
  await expect(page.locator('.bp6-toast').filter({ hasText: '新增成功' })).toBeVisible();

  // back on the department tab (kept open): the dropdown reads the changed dictionary
  await openFromMenu(page, '系统管理', '部门管理');
  await expectDeptCategories(page, ['请选择', '公司', '部门', '小组', '项目组']);
});
