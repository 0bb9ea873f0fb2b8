import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createSimulator, type Simulator } from '@services/mock/simulator';
import { startNodeSimulator } from '@services/mock/node';
import { renderConsole, resetBrowserState, signIn, type RenderedConsole } from '../../support/render-console';
import { withTableSize } from '../../support/table-size';

withTableSize();

vi.setConfig({ testTimeout: 20_000 });
let sim: Simulator = createSimulator({ storage: null });
const node = startNodeSimulator(sim);
afterAll(() => node.close());
let app: RenderedConsole | null = null;

beforeEach(() => {
  resetBrowserState();
  sim = createSimulator({ storage: null });
  node.server.resetHandlers(...sim.handlers);
});
afterEach(async () => {
  await app?.dispose();
  app = null;
});

const LIST = '/api/advertising_position/advertisingposition/list';
const lastListQuery = () => new URLSearchParams(sim.requests.filter((r) => r.path === LIST).at(-1)?.search ?? '');

async function start() {
  await signIn(sim);
  app = renderConsole({ path: '/goods/advertising-position' });
  await screen.findByRole('banner', {}, { timeout: 5000 });
  return screen.findByRole('region', { name: '广告位列表' }, { timeout: 5000 });
}

const main = () => document.querySelector('.resource-table .bp6-table-quadrant-main') as HTMLElement;
const bodyRows = () => {
  const cells = [...main().querySelectorAll('.bp6-table-cell')].filter((c) => /bp6-table-cell-col-1\b/.test(c.className));
  return cells.length;
};
const cellTexts = (col: number) =>
  [...main().querySelectorAll(`.bp6-table-cell.bp6-table-cell-col-${col}`)].map((c) => c.textContent ?? '');

test('rows render with the declared columns; search filters and resets to page 1', async () => {
  const user = userEvent.setup();
  await start();
  const headers = [...main().querySelectorAll('.bp6-table-column-name-text')].map((h) => h.textContent);
  expect(headers).toEqual(expect.arrayContaining(['序号', '广告位名称', '广告位编码', '宽度', '高度', '操作']));
  await waitFor(() => expect(bodyRows()).toBe(10));
  expect(cellTexts(2)).toContain('首页轮播');
  expect(screen.getByText('共 48 条')).toBeInTheDocument();

  await user.click(screen.getByRole('button', { name: '下一页' }));
  await waitFor(() => expect(lastListQuery().get('current')).toBe('2'));
  await screen.findByText('第 2 / 5 页');

  await user.type(screen.getByLabelText('广告位名称'), '横幅');
  await user.click(screen.getByRole('button', { name: '搜索' }));
  await waitFor(() => expect(lastListQuery().get('positionName')).toBe('横幅'));
  expect(lastListQuery().get('current')).toBe('1');
  expect(lastListQuery().has('positionCode')).toBe(false);
  await waitFor(() => expect(cellTexts(2).every((t) => t.includes('横幅'))).toBe(true));
  expect(screen.getByText('共 12 条')).toBeInTheDocument();
  expect(screen.getByText('第 1 / 2 页')).toBeInTheDocument();
});

test('page size 30 shows 30 rows', async () => {
  const user = userEvent.setup();
  await start();
  await user.selectOptions(screen.getByRole('combobox', { name: '每页条数' }), '30');
  await waitFor(() => expect(bodyRows()).toBe(30));
  expect(lastListQuery().get('size')).toBe('30');
});

test('add → 新增成功 and the row appears; edit → 更新成功 and it changes', async () => {
  const user = userEvent.setup();
  await start();
  await user.click(screen.getByRole('button', { name: '新增' }));
  const dialog = await screen.findByRole('dialog');
  await user.click(within(dialog).getByRole('button', { name: '保存' }));
  expect(await within(dialog).findByText('请输入广告位名称')).toBeInTheDocument();
  expect(within(dialog).getByText('请输入广告位编码')).toBeInTheDocument();
  await user.type(within(dialog).getByLabelText(/广告位名称/), '夜间加油横幅');
  await user.type(within(dialog).getByLabelText(/广告位编码/), 'night_banner');
  await user.type(within(dialog).getByLabelText(/宽度/), '690');
  await user.click(within(dialog).getByRole('button', { name: '保存' }));
  expect(await screen.findByText('新增成功')).toBeInTheDocument();
  await waitFor(() => expect(cellTexts(2)[0]).toBe('夜间加油横幅'));
  expect(sim.db.resources['advertising-position']!.some((r) => r.positionCode === 'night_banner')).toBe(true);

  const editButtons = () => [...main().querySelectorAll('button')].filter((b) => b.textContent === '编辑');
  await user.click(editButtons()[0]!);
  const edit = await screen.findByRole('dialog');
  const value = within(edit).getByLabelText(/宽度/);
  expect(value).toHaveValue('690');
  await user.clear(value);
  await user.type(value, '700');
  await user.click(within(edit).getByRole('button', { name: '保存' }));
  expect(await screen.findByText('更新成功')).toBeInTheDocument();
  await waitFor(() => expect(cellTexts(4)[0]).toBe('700'));
});

test('a save refused once and retried is one operation: both sends carry the same Idempotency-Key, the record is made once', async () => {
  const user = userEvent.setup();
  await start();
  const SAVE = '/api/advertising_position/advertisingposition/submit';
  sim.faults.failNext(SAVE, '500');
  await user.click(screen.getByRole('button', { name: '新增' }));
  const dialog = await screen.findByRole('dialog');
  await user.type(within(dialog).getByLabelText(/广告位名称/), '雨天提示横幅');
  await user.type(within(dialog).getByLabelText(/广告位编码/), 'rain_banner');
  await user.type(within(dialog).getByLabelText(/宽度/), '690');
  await user.click(within(dialog).getByRole('button', { name: '保存' }));
  const refused = await screen.findByRole('alertdialog');
  expect(await within(refused).findByText('操作失败')).toBeInTheDocument();
  await user.click(within(refused).getByRole('button', { name: '重试' }));
  expect(await screen.findByText('新增成功')).toBeInTheDocument();
  const sends = sim.requests.filter((r) => r.method === 'POST' && r.path === SAVE);
  expect(sends).toHaveLength(2);
  const keys = sends.map((r) => r.headers['idempotency-key']);
  expect(keys[0]).toBeTruthy();
  expect(keys[1]).toBe(keys[0]);
  expect(sim.db.resources['advertising-position']!.filter((r) => r.positionCode === 'rain_banner')).toHaveLength(1);
});

test('closing an edited form asks first; 继续编辑 keeps the values', async () => {
  const user = userEvent.setup();
  await start();
  await user.click(screen.getByRole('button', { name: '新增' }));
  const dialog = await screen.findByRole('dialog');
  await user.type(within(dialog).getByLabelText(/广告位名称/), '草稿');
  await user.click(within(dialog).getByRole('button', { name: '取消' }));
  const ask = await screen.findByRole('alertdialog');
  expect(within(ask).getByText('提示')).toBeInTheDocument();
  await user.click(within(ask).getByRole('button', { name: '继续编辑' }));
  expect(within(screen.getByRole('dialog')).getByLabelText(/广告位名称/)).toHaveValue('草稿');
});

test('delete without selection warns 请选择至少一条数据; with selection asks 提示 / 确定将选择数据删除? → 删除成功', async () => {
  const user = userEvent.setup();
  await start();
  await waitFor(() => expect(bodyRows()).toBe(10));
  await user.click(screen.getByRole('button', { name: '删除' }));
  expect(await screen.findByText('请选择至少一条数据')).toBeInTheDocument();
  expect(sim.requests.some((r) => r.path === '/api/advertising_position/advertisingposition/remove')).toBe(false);

  const first = cellTexts(3)[0]!;
  const second = cellTexts(3)[1]!;
  await user.click(screen.getByRole('checkbox', { name: '选择第 1 行' }));
  await user.click(screen.getByRole('checkbox', { name: '选择第 2 行' }));
  await user.click(screen.getByRole('button', { name: '删除' }));
  const alert = await screen.findByRole('alertdialog');
  expect(within(alert).getByText('提示')).toBeInTheDocument();
  expect(within(alert).getByText('确定将选择数据删除?')).toBeInTheDocument();
  await user.click(within(alert).getByRole('button', { name: '确定' }));
  expect(await screen.findByText('删除成功')).toBeInTheDocument();
  await waitFor(() => expect(cellTexts(3)).not.toContain(first));
  expect(cellTexts(3)).not.toContain(second);
  const removes = sim.requests.filter((r) => r.path === '/api/advertising_position/advertisingposition/remove');
  expect(removes).toHaveLength(1);
  expect(new URLSearchParams(removes[0]!.search).get('ids')!.split(',')).toHaveLength(2);
  expect(screen.getByText('共 46 条')).toBeInTheDocument();
});

test('a read-only log list: enum-free columns, a createTime range sends createTime_dategt / createTime_datelt, no 新增 / 删除', async () => {
  const user = userEvent.setup();
  await signIn(sim);
  app = renderConsole({ path: '/monitor/log/usual' });
  await screen.findByRole('region', { name: '通用日志列表' }, { timeout: 5000 });
  expect(screen.queryByRole('button', { name: '新增' })).not.toBeInTheDocument();
  expect(screen.queryByRole('button', { name: '删除' })).not.toBeInTheDocument();
  const path = '/api/blade-log/usual/list';
  const last = () => new URLSearchParams(sim.requests.filter((r) => r.path === path).at(-1)?.search ?? '');
  const from = screen.getByLabelText('创建时间 开始日期');
  const to = screen.getByLabelText('创建时间 结束日期');
  await user.type(from, '2024-02-20');
  await user.type(to, '2024-02-25');
  await user.click(screen.getByRole('button', { name: '搜索' }));
  await waitFor(() => expect(last().get('createTime_dategt')).toBe('2024-02-20'));
  expect(last().get('createTime_datelt')).toBe('2024-02-25');
  expect(last().has('createTime')).toBe(false);
  await waitFor(() => expect(cellTexts(2).length).toBeGreaterThan(0));
});

test('a row link opens the page its record leads to: a station → 绑定供应商 for that station', async () => {
  const user = userEvent.setup();
  await signIn(sim);
  app = renderConsole({ path: '/station/station' });
  await screen.findByRole('region', { name: '油站列表' }, { timeout: 5000 });
  await waitFor(() => expect(bodyRows()).toBeGreaterThan(0), { timeout: 5000 });
  const firstName = cellTexts(2)[0]!;
  await user.click(screen.getAllByRole('button', { name: /^更多操作 1$/ })[0]!);
  await user.click(await screen.findByRole('menuitem', { name: '绑定供应商' }));
  expect(await screen.findByRole('form', { name: '绑定供应商' }, { timeout: 5000 })).toBeInTheDocument();
  expect(screen.getByText(`油站：${firstName}`)).toBeInTheDocument();
});

/** The name column's header: the grid's one column header of that name (the copy Blueprint shows over the body). */
// the headers are drawn beside the grid's rows, in the grid's box (its rows own them)
const nameHeader = () => within(screen.getByRole('grid').parentElement!).getByRole('columnheader', { name: /广告位名称/ });

test('a sortable column sorts by its header button (ascending, descending, none), from page 1, kept in the address', async () => {
  const user = userEvent.setup();
  window.history.replaceState(null, '', '/goods/advertising-position');
  await start();
  await waitFor(() => expect(bodyRows()).toBe(10));
  const unsorted = cellTexts(2);
  await user.click(screen.getByRole('button', { name: '下一页' }));
  await screen.findByText('第 2 / 5 页');
  expect(nameHeader()).toHaveAttribute('aria-sort', 'none');
  // a column not marked sortable has no sort button
  expect(within(main()).queryByRole('button', { name: /广告位编码，/ })).toBeNull();

  await user.click(within(main()).getByRole('button', { name: '广告位名称，未排序，点击升序' }));
  await waitFor(() => expect(lastListQuery().get('ascs')).toBe('positionName'));
  expect(lastListQuery().get('current')).toBe('1');
  await screen.findByText('第 1 / 5 页');
  await waitFor(() => expect(nameHeader()).toHaveAttribute('aria-sort', 'ascending'));
  const zh = (a: string, b: string) => a.localeCompare(b, 'zh');
  await waitFor(() => expect(cellTexts(2)).toEqual([...cellTexts(2)].sort(zh)));
  const ascending = cellTexts(2);
  expect(new URLSearchParams(window.location.search).get('ascs')).toBe('positionName');

  await user.click(within(main()).getByRole('button', { name: '广告位名称，升序，点击降序' }));
  await waitFor(() => expect(lastListQuery().get('descs')).toBe('positionName'));
  expect(lastListQuery().has('ascs')).toBe(false);
  await waitFor(() => expect(cellTexts(2)[0]).not.toBe(ascending[0]));
  expect(cellTexts(2)).toEqual([...cellTexts(2)].sort((a, b) => zh(b, a)));
  expect(nameHeader()).toHaveAttribute('aria-sort', 'descending');
  await waitFor(() => expect(new URLSearchParams(window.location.search).get('descs')).toBe('positionName'));
  expect(new URLSearchParams(window.location.search).has('ascs')).toBe(false);

  await user.click(within(main()).getByRole('button', { name: '广告位名称，降序，点击取消排序' }));
  await waitFor(() => expect(nameHeader()).toHaveAttribute('aria-sort', 'none'));
  // the server's own order again (page 1 unsorted: read again, or still fresh in the read cache)
  await waitFor(() => expect(cellTexts(2)).toEqual(unsorted));
  await waitFor(() => expect(new URLSearchParams(window.location.search).has('descs')).toBe(false));
});

test('the sort in the address is read back on start; a column that cannot sort is ignored', async () => {
  await signIn(sim);
  app = renderConsole({ path: '/goods/advertising-position?descs=positionName' });
  await screen.findByRole('region', { name: '广告位列表' }, { timeout: 5000 });
  await waitFor(() => expect(bodyRows()).toBe(10));
  expect(lastListQuery().get('descs')).toBe('positionName');
  expect(nameHeader()).toHaveAttribute('aria-sort', 'descending');
  expect(within(main()).getByRole('button', { name: '广告位名称，降序，点击取消排序' })).toBeInTheDocument();
  await app.dispose();
  app = renderConsole({ path: '/goods/advertising-position?ascs=positionCode' });
  await screen.findByRole('region', { name: '广告位列表' }, { timeout: 5000 });
  await waitFor(() => expect(bodyRows()).toBe(10));
  expect(lastListQuery().has('ascs')).toBe(false);
  expect(nameHeader()).toHaveAttribute('aria-sort', 'none');
});

test('the page and the search values are kept in the address; a list opened at that address asks for the same rows', async () => {
  const user = userEvent.setup();
  window.history.replaceState(null, '', '/goods/advertising-position');
  await start();
  await waitFor(() => expect(bodyRows()).toBe(10));
  await user.type(screen.getByLabelText('广告位名称'), '横幅');
  await user.click(screen.getByRole('button', { name: '搜索' }));
  await waitFor(() => expect(lastListQuery().get('positionName')).toBe('横幅'));
  await user.click(screen.getByRole('button', { name: '下一页' }));
  await waitFor(() => expect(lastListQuery().get('current')).toBe('2'));
  const asked = lastListQuery();
  await waitFor(() => expect(new URLSearchParams(window.location.search).get('current')).toBe('2'));
  const address = new URLSearchParams(window.location.search);
  expect(address.get('positionName')).toBe('横幅');
  const rowsShown = cellTexts(2);

  await app!.dispose();
  sim.requests.length = 0;
  app = renderConsole({ path: `/goods/advertising-position?${address.toString()}` });
  await screen.findByRole('region', { name: '广告位列表' }, { timeout: 5000 });
  await waitFor(() => expect(lastListQuery().get('current')).toBe('2'));
  const again = lastListQuery();
  for (const name of ['current', 'size', 'positionName']) expect(again.get(name)).toBe(asked.get(name));
  expect(screen.getByLabelText('广告位名称')).toHaveValue('横幅');
  await screen.findByText(/第 2 \/ \d+ 页/);
  await waitFor(() => expect(cellTexts(2)).toEqual(rowsShown));

  // 清空 clears the search from the address and starts at page 1
  await user.click(screen.getByRole('button', { name: '清空' }));
  await waitFor(() => expect(lastListQuery().has('positionName')).toBe(false));
  expect(lastListQuery().get('current')).toBe('1');
  await waitFor(() => expect(new URLSearchParams(window.location.search).has('positionName')).toBe(false));
  expect(new URLSearchParams(window.location.search).has('current')).toBe(false);
});
