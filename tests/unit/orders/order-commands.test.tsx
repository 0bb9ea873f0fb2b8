/**
 * The order detail's writes on the command machine: a confirmed state update is done once; an answer lost after the
 * server changed the order is found by reading the order again (nothing sent again); an answer lost before the server
 * got it says nothing was found and offers a new submission, which sends the same operation once more.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { orderTable } from '@services/mock/orders/seed';
import { renderConsole, signIn } from '../../support/render-console';
import { useSimulatorPerTest } from '../../support/simulator-per-test';
import { loseAnswer } from '../../support/lost-answer';

vi.setConfig({ testTimeout: 30_000 });
const per = useSimulatorPerTest();

// the screens load lazily: compile them once before the first test, so no first step waits on the compiler
beforeAll(async () => {
  await Promise.all([import('@/screens/orders/order-detail-page')]);
}, 120_000);

const STATE = '/api/openApi/emption/updZytOrderState';
const DETAIL = '/api/oilOrder/oilOrder/oilOrderDetail_v2';
const posts = () => per.sim.requests.filter((r) => r.method === 'POST' && r.path === STATE);

/** Opens a paid oil order and asks to set it 已完成; returns the confirmation. */
async function askComplete() {
  await signIn(per.sim);
  const user = userEvent.setup();
  const row = orderTable(per.sim.db, 'oil-order').find((r) => r.orderState === 1)!;
  per.track(renderConsole({ path: `/order/orderManager/detail?id=${String(row.id)}&type=oil` }));
  await user.click(await screen.findByRole('button', { name: '更新状态' }, { timeout: 15_000 }));
  const editor = await screen.findByRole('dialog', { name: `更新状态 - ${String(row.orderNo)}` });
  await user.click(within(editor).getByRole('radio', { name: '已完成' }));
  await user.click(within(editor).getByRole('button', { name: '下一步' }));
  const confirm = await screen.findByRole('alertdialog', { name: '请确认以下操作: 更新状态' });
  return { user, row, confirm };
}

test('a confirmed state update is sent once with its key and the order shows the new state', async () => {
  const { user, row, confirm } = await askComplete();
  expect(within(confirm).getByText(String(row.orderNo))).toBeInTheDocument();
  await user.dblClick(within(confirm).getByRole('button', { name: '确定' }));
  await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
  expect(row.orderState).toBe(2);
  expect(posts()).toHaveLength(1);
  expect(posts()[0]!.headers['idempotency-key']).toMatch(/.{8,}/);
  expect(await screen.findByText('更新成功')).toBeInTheDocument();
  // the next write is a new operation, asked again
  await user.click(screen.getByRole('button', { name: '更新状态' }));
  const editor = await screen.findByRole('dialog', { name: `更新状态 - ${String(row.orderNo)}` });
  await user.click(within(editor).getAllByRole('radio')[0]!);
  await user.click(within(editor).getByRole('button', { name: '下一步' }));
  expect(await screen.findByRole('alertdialog', { name: '请确认以下操作: 更新状态' })).toHaveTextContent('已完成 →');
});

test('an answer lost after the server changed the order: checking, then found by reading the order, nothing sent again', async () => {
  const { user, row, confirm } = await askComplete();
  // the server does the update, the answer never arrives
  loseAnswer(per, 'post', STATE, { served: true });
  const reading = per.sim.gates.hold(DETAIL);
  await user.click(within(confirm).getByRole('button', { name: '确定' }));
  await reading.reached;
  expect(within(screen.getByRole('alertdialog')).getByText('未收到服务器应答，正在核对操作结果…')).toBeInTheDocument();
  expect(within(screen.getByRole('alertdialog')).getByRole('button', { name: '关闭' })).toBeDisabled();
  reading.release();
  await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
  // what was found is said, in place of the plain 操作成功
  expect(await screen.findByText(/^服务器已处理：/)).toBeInTheDocument();
  expect(screen.queryByText('操作成功')).toBeNull();
  expect(row.orderState).toBe(2);
  expect(posts()).toHaveLength(1);
});

test('an answer lost before the server got it: nothing found, then one new submission with the same key', async () => {
  const { user, row, confirm } = await askComplete();
  const lost = loseAnswer(per, 'post', STATE, { served: false });
  await user.click(within(confirm).getByRole('button', { name: '确定' }));
  const dialog = within(screen.getByRole('alertdialog'));
  expect(await dialog.findByText(/未查到这笔操作的结果/, {}, { timeout: 10_000 })).toBeInTheDocument();
  expect(row.orderState).toBe(1);
  expect(posts()).toHaveLength(0); // the lost request never reached the simulator
  await user.click(dialog.getByRole('button', { name: '重新提交' }));
  await waitFor(() => expect(row.orderState).toBe(2));
  expect(posts()).toHaveLength(1);
  expect(lost.key).toMatch(/.{8,}/);
  expect(posts()[0]!.headers['idempotency-key']).toBe(lost.key);
  await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
});
