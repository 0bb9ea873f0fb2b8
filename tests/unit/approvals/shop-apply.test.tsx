/**
 * 开店申请 (/shop/apply) on the real console against the simulator: a company files an application through a checked
 * form and a confirmation in words; an approved application is allotted its card, its card info changed, and the
 * selected approved applications get one card quantity — each a command whose effect the simulator keeps. A pending
 * application offers no card action, and a selection with a pending one cannot be batch-changed.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { shopApplyTable } from '@services/mock/approvals/review';
import { renderConsole, signIn } from '../../support/render-console';
import { useSimulatorPerTest } from '../../support/simulator-per-test';
import { withTableSize } from '../../support/table-size';

vi.setConfig({ testTimeout: 60_000 });
const per = useSimulatorPerTest();

// the screens load lazily: compile them once before the first test, so no first step waits on the compiler
beforeAll(async () => {
  await Promise.all([
    import('@/shell/main-layout'),
    import('@/screens/pending/menu-route-page'),
    import('@/screens/shops/shop-apply-page'),
  ]);
}, 180_000);
withTableSize();

const sent = (method: string, path: string) => per.sim.requests.filter((r) => r.method === method && r.path === path);

/** Three applications of the purchaser's company: approved without a card, pending, approved with a card. */
function seedApplications() {
  const table = shopApplyTable(per.sim.db);
  const purchaser = per.sim.db.users.find((u) => u.account === 'purchaser')!;
  const row = (id: string, shopName: string, auditStatus: number, cardNo: string) => ({
    id,
    shopName,
    applicantName: '刘洋',
    phone: '13800001111',
    cardQuantity: 2,
    cardNo,
    auditStatus,
    createUser: purchaser.id,
    tenantId: purchaser.tenantId,
    createTime: `2030-01-0${id.slice(-1)} 10:00:00`,
    history: [],
  });
  table.splice(0, table.length, row('9001', '东湖店', 1, ''), row('9002', '西湖店', 0, ''), row('9003', '南湖店', 1, '6222000011119999'));
  return table;
}

test('a company files a shop application: checked form, confirmation in words, a pending application kept', async () => {
  seedApplications();
  await signIn(per.sim, 'purchaser', 'demo123', '300001');
  const user = userEvent.setup();
  per.track(renderConsole({ path: '/shop/apply' }));
  await user.click(await screen.findByRole('button', { name: '申请开店' }, { timeout: 15_000 }));
  // purchasers neither allot cards nor change them
  expect(screen.queryByRole('button', { name: /分配卡号/ })).not.toBeInTheDocument();
  let dialog = within(await screen.findByRole('dialog', { name: '申请开店' }));
  await user.click(dialog.getByRole('button', { name: '下一步' }));
  expect(dialog.getByText('请填写门店名称')).toBeInTheDocument();
  expect(dialog.getByText('请填写 11 位手机号')).toBeInTheDocument();
  await user.type(dialog.getByLabelText(/门店名称/), '北湖店');
  await user.type(dialog.getByLabelText(/申请人/), '刘洋');
  await user.type(dialog.getByLabelText(/手机号/), '13900002222');
  await user.type(dialog.getByLabelText(/卡数量/), '3');
  await user.click(dialog.getByRole('button', { name: '下一步' }));
  expect(sent('POST', '/api/shop/apply/record/apply')).toHaveLength(0);
  dialog = within(await screen.findByRole('alertdialog', { name: '申请开店' }));
  expect(dialog.getByText(/将为门店「北湖店」提交开店申请（申请人 刘洋，3 张卡）/)).toBeInTheDocument();
  await user.click(dialog.getByRole('button', { name: '确认' }));
  await waitFor(() => expect(sent('POST', '/api/shop/apply/record/apply')).toHaveLength(1));
  const filed = shopApplyTable(per.sim.db).find((r) => r.shopName === '北湖店')!;
  expect(filed).toMatchObject({ auditStatus: 0, phone: '13900002222', cardQuantity: 3 });
  expect(filed.createUser).toBe(per.sim.db.users.find((u) => u.account === 'purchaser')!.id);
  await waitFor(() => expect(screen.getAllByText('北湖店').length).toBeGreaterThan(0));
});

test('the platform allots a card to an approved application and changes card info, once approved only', async () => {
  const table = seedApplications();
  await signIn(per.sim);
  const user = userEvent.setup();
  per.track(renderConsole({ path: '/shop/apply' }));
  const allot = await screen.findByRole('button', { name: '分配卡号 东湖店' }, { timeout: 15_000 });
  // the pending application has no card action; the one with a card changes it instead
  expect(screen.queryByRole('button', { name: '分配卡号 西湖店' })).not.toBeInTheDocument();
  expect(screen.queryByRole('button', { name: '修改卡信息 西湖店' })).not.toBeInTheDocument();
  expect(screen.getByRole('button', { name: '修改卡信息 南湖店' })).toBeInTheDocument();

  await user.click(allot);
  let dialog = within(await screen.findByRole('dialog', { name: '分配卡号：东湖店' }));
  await user.type(dialog.getByLabelText(/卡号/), '1234');
  await user.click(dialog.getByRole('button', { name: '下一步' }));
  expect(dialog.getByText('卡号必须是16至19位数字')).toBeInTheDocument();
  await user.clear(dialog.getByLabelText(/卡号/));
  await user.type(dialog.getByLabelText(/卡号/), '6222000011112222');
  await user.click(dialog.getByRole('button', { name: '下一步' }));
  dialog = within(await screen.findByRole('alertdialog', { name: '分配卡号：东湖店' }));
  expect(dialog.getByText('将卡号 6222000011112222 分配给已通过审核的申请「东湖店」。')).toBeInTheDocument();
  await user.click(dialog.getByRole('button', { name: '确认' }));
  await waitFor(() => expect(table.find((r) => r.id === '9001')!.cardNo).toBe('6222000011112222'));
  expect(await screen.findByRole('button', { name: '修改卡信息 东湖店' })).toBeInTheDocument();

  await user.click(screen.getByRole('button', { name: '修改卡信息 南湖店' }));
  dialog = within(await screen.findByRole('dialog', { name: '修改卡信息：南湖店' }));
  await user.clear(dialog.getByLabelText(/卡数量/));
  await user.type(dialog.getByLabelText(/卡数量/), '6');
  await user.click(dialog.getByRole('button', { name: '下一步' }));
  dialog = within(await screen.findByRole('alertdialog', { name: '修改卡信息：南湖店' }));
  expect(dialog.getByText('将申请「南湖店」的卡信息改为：卡号 6222000011119999，卡数量 6。')).toBeInTheDocument();
  await user.click(dialog.getByRole('button', { name: '确认' }));
  await waitFor(() => expect(table.find((r) => r.id === '9003')!.cardQuantity).toBe(6));
});

test('the selected approved applications get one card quantity; a selection with a pending one cannot', async () => {
  const table = seedApplications();
  await signIn(per.sim);
  const user = userEvent.setup();
  per.track(renderConsole({ path: '/shop/apply' }));
  await screen.findByRole('button', { name: '分配卡号 东湖店' }, { timeout: 15_000 });
  const batch = screen.getByRole('button', { name: '批量修改卡数量' });
  expect(batch).toBeDisabled();
  // newest first: 南湖店, 西湖店, 东湖店
  const LINE: Record<string, number> = { 南湖店: 1, 西湖店: 2, 东湖店: 3 };
  const select = (shop: string) => user.click(screen.getByRole('checkbox', { name: `选择第 ${LINE[shop]} 行` }));
  await select('东湖店');
  await select('西湖店');
  expect(batch).toBeDisabled();
  expect(batch).toHaveAttribute('title', '只有审核通过的申请可以修改卡信息');
  await select('西湖店');
  await select('南湖店');
  await waitFor(() => expect(batch).toBeEnabled());
  await user.click(batch);
  let dialog = within(await screen.findByRole('dialog', { name: '批量修改卡数量' }));
  await user.type(dialog.getByLabelText(/卡数量/), '7');
  await user.click(dialog.getByRole('button', { name: '下一步' }));
  dialog = within(await screen.findByRole('alertdialog', { name: '批量修改卡数量' }));
  expect(dialog.getByText('将选中的 2 条已通过审核的申请的卡数量都改为 7。')).toBeInTheDocument();
  await user.click(dialog.getByRole('button', { name: '确认' }));
  await waitFor(() => expect(table.filter((r) => r.cardQuantity === 7).map((r) => r.id)).toEqual(['9001', '9003']));
  expect(table.find((r) => r.id === '9002')!.cardQuantity).toBe(2);
});
