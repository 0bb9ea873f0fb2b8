/**
 * Freezing a card and changing an end time on the command machine: a lost answer after the server changed the card
 * is found by reading the card again (nothing sent again); one lost before the server got it says nothing was found,
 * and a new submission sends the same operation once more with the same key.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fundOf, linesTable, ordersTable, peekCode, table } from '@services/mock/recharge/store';
import { renderConsole, signIn } from '../../support/render-console';
import { useSimulatorPerTest } from '../../support/simulator-per-test';
import { loseAnswer } from '../../support/lost-answer';

vi.setConfig({ testTimeout: 30_000 });
const per = useSimulatorPerTest();

// the screens load lazily: compile them once before the first test, so no first step waits on the compiler
beforeAll(async () => {
  await Promise.all([import('@/screens/recharge/recharge-pages')]);
}, 120_000);

const STATUS = '/api/zyt/staff/update/userCard/status';
const LINES = '/api/zyt/staff/recharge/list';
const END = '/api/zyt/staff/updateOneEndTime';
const IMPORT = '/api/zyt/staff/importStaffAccount';
const posts = (path: string) => per.sim.requests.filter((r) => r.path === path && r.method !== 'GET');

/** Opens 商务卡 and asks to freeze an active card; returns the line and the confirmation. */
async function askFreeze() {
  await signIn(per.sim);
  const user = userEvent.setup();
  const line = linesTable(per.sim.db).find((l) => l.cardStatus === 1)!;
  const masked = `${String(line.userPhone).slice(0, 3)}****${String(line.userPhone).slice(7)}`;
  per.track(renderConsole({ path: '/rechargeCenter/businesscard' }));
  const cards = await screen.findByRole('table', { name: '商务卡' }, { timeout: 15_000 });
  await user.click(within(cards).getByRole('button', { name: `冻结 ${masked}` }));
  const confirm = await screen.findByRole('alertdialog');
  expect(confirm).toHaveTextContent(`确定冻结 ${masked} 的卡吗？`);
  return { user, line, masked, confirm };
}

test('a freeze whose answer is lost after the server froze the card: checking, then found, nothing sent again', async () => {
  const { user, line, masked, confirm } = await askFreeze();
  loseAnswer(per, 'post', STATUS, { served: true });
  const reading = per.sim.gates.hold(LINES);
  await user.click(within(confirm).getByRole('button', { name: '冻结' }));
  await reading.reached;
  expect(within(screen.getByRole('alertdialog')).getByText('未收到服务器应答，正在核对操作结果…')).toBeInTheDocument();
  reading.release();
  // what was found is said, in place of the plain 冻结成功
  expect(await screen.findByText(/^服务器已处理：/)).toBeInTheDocument();
  expect(screen.queryByText('冻结成功')).toBeNull();
  await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
  expect(await screen.findByRole('button', { name: `解冻 ${masked}` })).toBeInTheDocument();
  expect(line.cardStatus).toBe(2);
  expect(posts(STATUS)).toHaveLength(1);
});

test('a freeze lost before the server got it: nothing found, then one new submission with the same key', async () => {
  const { user, line, confirm } = await askFreeze();
  const lost = loseAnswer(per, 'post', STATUS, { served: false });
  await user.click(within(confirm).getByRole('button', { name: '冻结' }));
  const dialog = within(screen.getByRole('alertdialog'));
  expect(await dialog.findByText(/未查到这笔操作的结果/, {}, { timeout: 10_000 })).toBeInTheDocument();
  expect(line.cardStatus).toBe(1);
  await user.click(dialog.getByRole('button', { name: '重新提交' }));
  await waitFor(() => expect(line.cardStatus).toBe(2));
  expect(posts(STATUS)).toHaveLength(1);
  expect(lost.key).toMatch(/.{8,}/);
  expect(posts(STATUS)[0]!.headers['idempotency-key']).toBe(lost.key);
});

test('an end time whose answer is lost after the server changed it is found on the recharge, sent once', async () => {
  await signIn(per.sim);
  const user = userEvent.setup();
  const record = table(per.sim.db, 'staff-recharge').find((r) => r.id === linesTable(per.sim.db)[0]!.rechargeId)!;
  per.track(renderConsole({ path: `/rechargeCenter/directcharging/detail?id=${String(record.id)}` }));
  await screen.findByText(String(record.rechargeNo), {}, { timeout: 15_000 });
  const facts = screen.getByRole('region', { name: '充值详情' });
  await user.click(within(facts).getByRole('button', { name: new RegExp(`^修改整单到期时间 ${String(record.endTime)}`) }));
  const field = within(facts).getByLabelText('修改整单到期时间');
  await user.clear(field);
  await user.type(field, '2031-06-30');
  await user.click(within(facts).getByRole('button', { name: '保存' }));
  loseAnswer(per, 'put', END, { served: true });
  const reading = per.sim.gates.hold('/api/zyt/staff/selectOneDetailById');
  await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: '保存' }));
  await reading.reached;
  expect(within(screen.getByRole('alertdialog')).getByText('未收到服务器应答，正在核对操作结果…')).toBeInTheDocument();
  reading.release();
  await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument(), { timeout: 10_000 });
  expect(record.endTime).toBe('2031-06-30 23:59:59');
  expect(posts(END)).toHaveLength(1);
  expect(await within(facts).findByRole('button', { name: '修改整单到期时间 2031-06-30 23:59:59' })).toBeInTheDocument();
});

test('importing the recipients as staff accounts is asked first; a lost answer is found by reading the staff accounts', async () => {
  await signIn(per.sim);
  const user = userEvent.setup();
  const record = table(per.sim.db, 'staff-recharge').find((r) => r.id === linesTable(per.sim.db)[0]!.rechargeId)!;
  const phones = linesTable(per.sim.db)
    .filter((l) => l.rechargeId === record.id)
    .map((l) => String(l.userPhone));
  // none of the recipients has a staff account yet
  per.sim.db.resources['staff-account'] = (per.sim.db.resources['staff-account'] ?? []).filter((s) => !phones.includes(String(s.phone)));
  per.track(renderConsole({ path: `/rechargeCenter/directcharging/detail?id=${String(record.id)}` }));
  await screen.findByText(String(record.rechargeNo), {}, { timeout: 15_000 });
  await user.click(screen.getByRole('button', { name: '导入员工账户' }));
  const confirm = await screen.findByRole('alertdialog', { name: '导入员工账户' });
  expect(confirm).toHaveTextContent(String(record.rechargeNo));
  loseAnswer(per, 'get', IMPORT, { served: true });
  await user.click(within(confirm).getByRole('button', { name: '导入员工账户' }));
  await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument(), { timeout: 10_000 });
  const staff = per.sim.db.resources['staff-account'] ?? [];
  for (const phone of phones) expect(staff.filter((s) => String(s.phone) === phone)).toHaveLength(1);
  expect(per.sim.requests.filter((r) => r.path === IMPORT)).toHaveLength(1);
});

describe.each([true, false])('a batch order whose answer is lost (the server placed it: %s)', (served) => {
  test('the funds are read for the payment: found, it is shown as placed; not found, one new submission with the same key', async () => {
    await signIn(per.sim, 'purchaser', 'demo123', '300001');
    const user = userEvent.setup();
    const PLACE = '/api/commodity/order/place/order';
    const fundBefore = Number(fundOf(per.sim.db, '300001').balance);
    const ordersBefore = ordersTable(per.sim.db).length;
    per.track(renderConsole({ path: '/batchCharging/purchasingCenter/detail' }));
    await user.type(await screen.findByLabelText('中石化加油卡充值 100元 采购数量', {}, { timeout: 15_000 }), '2');
    const phone = screen.getByLabelText('验证手机号') as HTMLInputElement;
    await user.clear(phone);
    await user.type(phone, '13800138000');
    await user.click(screen.getByRole('button', { name: '获取验证码' }));
    await screen.findByText(/验证码已发送至 \d{3}\*{4}\d{4}/);
    await user.type(screen.getByLabelText('短信验证码'), peekCode(per.sim.db, '13800138000')!.code);
    await user.click(screen.getByRole('button', { name: '下一步' }));
    const confirm = await screen.findByRole('alertdialog');
    const lost = loseAnswer(per, 'post', PLACE, { served });
    await user.click(within(confirm).getByRole('button', { name: '确认支付' }));
    if (!served) {
      const check = await waitFor(
        () => {
          const shown = screen.getAllByRole('alertdialog').find((d) => within(d).queryByText(/未查到这笔操作的结果/));
          if (!shown) throw new Error('nothing found is not said yet');
          return shown;
        },
        { timeout: 10_000 },
      );
      expect(posts(PLACE)).toHaveLength(0);
      await user.click(within(check).getByRole('button', { name: '重新提交' }));
    }
    const done = await screen.findByRole('button', { name: '继续' }, { timeout: 10_000 });
    expect(done.closest('.bp6-callout')).toHaveTextContent('下单成功');
    expect(done.closest('.bp6-callout')).toHaveTextContent(/单号PL\d+/);
    // the order was placed once (the one request the server got), and the money left the funds once
    expect(posts(PLACE)).toHaveLength(1);
    expect(posts(PLACE)[0]!.headers['idempotency-key']).toBe(lost.key);
    expect(ordersTable(per.sim.db)).toHaveLength(ordersBefore + 1);
    const order = ordersTable(per.sim.db)[0]!;
    expect(done.closest('.bp6-callout')).toHaveTextContent(String(order.orderNo));
    expect(Number(fundOf(per.sim.db, '300001').balance)).toBe(fundBefore - Number(order.totalPayMoney));
  });
});
