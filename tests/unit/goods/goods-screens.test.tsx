/**
 * The goods library screens in the real console against the simulated backend, driven by role and label: a batch add
 * of several rows (a taken goods code is refused before anything is sent, with the backend's message; then one
 * saveBatch after the confirmation), down shelf of the selected row after a confirmation naming it, the tax rate
 * checked as a percentage, and a record's page with its commodity details (cost price looked up, a detail edited).
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SHELF_STATUS } from '@services/api/goods/status';
import { formatFen } from '@/lib/money';
import { useSimulatorPerTest } from '../../support/simulator-per-test';
import { renderConsole, signIn } from '../../support/render-console';
import { withTableSize } from '../../support/table-size';

vi.setConfig({ testTimeout: 60_000 });
withTableSize();
const per = useSimulatorPerTest();
const sim = () => per.sim;
type User = ReturnType<typeof userEvent.setup>;

beforeAll(async () => {
  await Promise.all([import('@/screens/goods/goods-library-page'), import('@/screens/goods/goods-record-page')]);
}, 30_000);

const goodsTable = () => sim().db.resources['goods-v2'] ?? [];
const posts = (name: string) => sim().requests.filter((r) => r.method === 'POST' && r.path === `/api/goods/v2/${name}`);
const list = () => screen.findByRole('region', { name: '平台商品库列表' }, { timeout: 15_000 });
const main = (region: HTMLElement) => region.querySelector<HTMLElement>('.bp6-table-quadrant-main')!;

async function open() {
  await signIn(sim());
  per.track(renderConsole({ path: '/goods/goods-v2' }));
  const region = await list();
  await waitFor(() => expect(main(region).textContent).toContain(String(goodsTable()[0]!.goodsName)));
  return region;
}

/** Fills one goods row of a form (inside `scope`). */
async function fill(user: User, scope: HTMLElement, row: { name: string; sku: string; price: string; rate?: string }) {
  await user.type(within(scope).getByLabelText(/^商品名称/), row.name);
  await user.type(within(scope).getByLabelText(/^商品编码/), row.sku);
  await user.selectOptions(within(scope).getByLabelText(/^商品分类/), '润滑油');
  await user.type(within(scope).getByLabelText(/^售价/), row.price);
  if (row.rate !== undefined) {
    await user.clear(within(scope).getByLabelText(/^税率/));
    if (row.rate) await user.type(within(scope).getByLabelText(/^税率/), row.rate);
  }
}

test('batch add: a taken goods code is refused before sending; the batch is confirmed in words and sent once', async () => {
  const user = userEvent.setup();
  await open();
  const taken = String(goodsTable()[0]!.skuId);
  const before = goodsTable().length;
  await user.click(screen.getByRole('button', { name: '批量新增' }));
  const dialog = await screen.findByRole('dialog', { name: '批量新增商品' });
  // new rows start with the tenant's tax rate
  await waitFor(() => expect(within(dialog).getAllByLabelText(/^税率/)[0]).toHaveValue('13'));
  await fill(user, within(dialog).getByRole('group', { name: '第 1 行' }), { name: '长城机油 4L', sku: 'BATCH-A', price: '238' });
  await fill(user, within(dialog).getByRole('group', { name: '第 2 行' }), { name: '玻璃水 2L', sku: taken, price: '12.5' });
  await user.click(within(dialog).getByRole('button', { name: '下一步' }));
  expect(await within(dialog).findByText('商品编码已存在，请勿重复添加')).toBeInTheDocument();
  expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  expect(posts('saveBatch')).toHaveLength(0);

  const second = within(dialog).getByRole('group', { name: '第 2 行' });
  await user.clear(within(second).getByLabelText(/^商品编码/));
  await user.type(within(second).getByLabelText(/^商品编码/), 'BATCH-B');
  await user.click(within(dialog).getByRole('button', { name: '下一步' }));
  const confirm = await screen.findByRole('alertdialog', { name: '确认批量新增' });
  expect(within(confirm).getByText('将一次新增 2 件商品：「长城机油 4L」、「玻璃水 2L」。新增后均为已下架。')).toBeInTheDocument();
  await user.click(within(confirm).getByRole('button', { name: '确认新增' }));
  expect(await screen.findByText('已新增 2 件商品')).toBeInTheDocument();
  expect(posts('saveBatch')).toHaveLength(1);
  expect(posts('saveBatch')[0]!.headers['idempotency-key']).toBeTruthy();
  expect(goodsTable()).toHaveLength(before + 2);
  const added = goodsTable().filter((r) => r.skuId === 'BATCH-A' || r.skuId === 'BATCH-B');
  expect(added.map((r) => [r.salePrice, r.taxRate, r.classifyName, r.shelfStatus])).toEqual(
    expect.arrayContaining([
      [23_800, '13', '润滑油', SHELF_STATUS.off],
      [1_250, '13', '润滑油', SHELF_STATUS.off],
    ]),
  );
});

test('down shelf of the selected row: the confirmation names the goods, the record goes off the shelf', async () => {
  const user = userEvent.setup();
  const region = await open();
  const first = goodsTable()[0]!;
  first.shelfStatus = SHELF_STATUS.on;
  expect(screen.getByRole('button', { name: '下架' })).toBeDisabled();
  await user.click(within(region).getByRole('checkbox', { name: '选择第 1 行' }));
  await user.click(screen.getByRole('button', { name: '下架' }));
  const confirm = await screen.findByRole('alertdialog', { name: '确认下架' });
  expect(within(confirm).getByText(`将 1 件商品下架：「${String(first.goodsName)}」。下架后不能再被采购。`)).toBeInTheDocument();
  await user.click(within(confirm).getByRole('button', { name: '确认下架' }));
  expect(await screen.findByText('已下架 1 件商品')).toBeInTheDocument();
  expect(first.shelfStatus).toBe(SHELF_STATUS.off);
  expect(posts('downShelf').map((r) => new URLSearchParams(r.search).get('ids'))).toEqual([String(first.id)]);
});

test('新增 checks the tax rate as a percentage before anything is sent', async () => {
  const user = userEvent.setup();
  await open();
  await user.click(screen.getByRole('button', { name: '新增' }));
  const dialog = await screen.findByRole('dialog', { name: '新增商品' });
  await fill(user, dialog, { name: '洗车券', sku: 'WASH-1', price: '30', rate: '130' });
  await user.click(within(dialog).getByRole('button', { name: '下一步' }));
  expect(await within(dialog).findByText('税率须为 0 到 100 之间的数字，最多两位小数')).toBeInTheDocument();
  expect(within(dialog).getByLabelText(/^税率/)).toHaveFocus();
  expect(sim().requests.some((r) => r.path === '/api/goods/v2/checkRepeat')).toBe(false);
  await user.clear(within(dialog).getByLabelText(/^税率/));
  await user.type(within(dialog).getByLabelText(/^税率/), '6');
  await user.click(within(dialog).getByRole('button', { name: '下一步' }));
  const confirm = await screen.findByRole('alertdialog', { name: '确认新增商品' });
  await user.click(within(confirm).getByRole('button', { name: '确认新增' }));
  expect(await screen.findByText('新增成功')).toBeInTheDocument();
  expect(goodsTable().find((r) => r.skuId === 'WASH-1')).toMatchObject({ taxRate: '6', salePrice: 3_000 });
});

test('a record’s page lists its commodity details: cost price looked up, a detail edited', async () => {
  const user = userEvent.setup();
  const region = await open();
  const first = goodsTable()[0]!;
  await user.click(within(region).getAllByRole('link', { name: '商品明细' })[0]!);
  const details = await screen.findByRole('region', { name: '商品明细列表' }, { timeout: 15_000 });
  await waitFor(() => expect(screen.getByLabelText('商品信息')).toHaveTextContent(String(first.skuId)));
  await waitFor(() => expect(main(details).textContent).toContain(String(first.goodsName)));
  await user.click(within(details).getByRole('button', { name: '更多操作 1' }));
  await user.click(await screen.findByRole('menuitem', { name: '成本价' }));
  await waitFor(() => expect(sim().requests.some((r) => r.path === '/api/zytcommoditydetail/zytcommoditydetail/costPrice')).toBe(true));
  expect(new URLSearchParams(sim().requests.find((r) => r.path.endsWith('/costPrice'))!.search).get('commodityId')).toBe(
    String(first.commodityId),
  );
  const answer = await screen.findByRole('dialog');
  expect(answer).toHaveTextContent(String(first.goodsName));
  // the cost price is said in yuan as the console formats money, never as the fen the simulator answered
  const cost = Number((sim().db.resources['commodity-detail'] ?? []).find((d) => d.commodityId === first.commodityId)?.costPrice);
  expect(Number.isInteger(cost)).toBe(true);
  const costCell = within(answer).getByRole('rowheader', { name: '成本价' }).closest('tr')!.querySelector('td')!;
  expect(costCell.textContent).toBe(formatFen(cost));
  expect(costCell.textContent).not.toBe(String(cost));
  await user.click(within(answer).getByRole('button', { name: '关闭' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

  // the detail is edited through the family's update
  await user.click(within(details).getByRole('button', { name: '编辑' }));
  const form = await screen.findByRole('dialog');
  // the form shows once the detail is read: the field is looked up as it is now, and holds what was typed before 保存
  const charge = () => form.querySelector<HTMLInputElement>('[id="resource-commodity-detail-serviceCharge"]');
  await waitFor(() => expect(charge()).not.toBeNull());
  await user.clear(charge()!);
  await user.type(charge()!, '2.5');
  await waitFor(() => expect(charge()).toHaveValue('2.5'));
  await user.click(within(form).getByRole('button', { name: '保存' }));
  expect(await screen.findByText('更新成功')).toBeInTheDocument();
  // the detail of the row edited (a goods may have more than one) now holds 2.5 yuan, in fen
  const stored = (sim().db.resources['commodity-detail'] ?? []).filter((d) => d.commodityId === first.commodityId);
  expect(stored.filter((d) => d.serviceCharge === 250)).toHaveLength(1);
  expect(sim().requests.filter((r) => r.path === '/api/zytcommoditydetail/zytcommoditydetail/update')).toHaveLength(1);
});
