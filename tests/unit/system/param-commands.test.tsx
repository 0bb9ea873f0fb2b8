/**
 * The platform settings and platform price of /system/param are commands: confirmed in words, sent once, and after
 * a lost answer the settings are read back — found (the save is done, nothing sent again) or not found.
 */
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useHarness } from '../system-admin/harness';
import { useRealFlowDelays } from '../../support/flow-delays';
import { loseAnswer } from '../../support/lost-answer';

const h = useHarness();
// a test watches 正在核对… during the pause before the check
useRealFlowDelays();
const SET = '/api/blade-system/param/setSetting';
const PRICE = '/api/blade-system/param/updPlatformPrice';
const posts = (path: string) => h.sim.requests.filter((r) => r.method === 'POST' && r.path === path);
const settings = () => h.sim.db.resources['system-admin:settings']![0]!;

async function openSettings() {
  const user = userEvent.setup();
  await h.open('/system/param');
  await user.click(await screen.findByRole('button', { name: '平台设置' }, { timeout: 8000 }));
  const dialog = await screen.findByRole('dialog', { name: /平台设置/ });
  return { user, dialog };
}

test('a lost answer to a settings save that was made: checking, then found — said found (not 更新成功), one POST', async () => {
  const { user, dialog } = await openSettings();
  const name = await within(dialog).findByLabelText(/平台名称/);
  await user.clear(name);
  await user.type(name, '答复丢失的平台');
  await user.click(within(dialog).getByRole('button', { name: '保存设置' }));
  const ask = await screen.findByRole('alertdialog', { name: '保存平台设置' });
  expect(within(ask).getByText('答复丢失的平台')).toBeInTheDocument();
  loseAnswer({ server: h.server, sim: h.sim }, 'post', SET, { served: true });
  await user.click(within(ask).getByRole('button', { name: '确定' }));
  expect(await within(ask).findByText('未收到服务器应答，正在核对操作结果…')).toBeInTheDocument();
  expect(await screen.findByText(/^服务器已处理：/, {}, { timeout: 8000 })).toBeInTheDocument();
  expect(screen.queryByText('更新成功')).toBeNull();
  expect(posts(SET)).toHaveLength(1);
  expect(settings().platformName).toBe('答复丢失的平台');
  expect(name).toHaveValue('答复丢失的平台');
});

test('a lost price change that never arrived: nothing found, offered again only after saying so; one POST', async () => {
  const { user, dialog } = await openSettings();
  await user.click(within(dialog).getByRole('tab', { name: '平台价格' }));
  const price = await within(dialog).findByLabelText(/平台加价/);
  await user.clear(price);
  await user.type(price, '0.40');
  await user.click(within(dialog).getByRole('button', { name: '修改平台价格' }));
  h.sim.faults.failNext(PRICE, 'network');
  const ask = await screen.findByRole('alertdialog', { name: '修改平台价格' });
  await user.click(within(ask).getByRole('button', { name: '确定' }));
  expect(await within(ask).findByText(/未查到这笔操作的结果/, {}, { timeout: 8000 })).toBeInTheDocument();
  expect(posts(PRICE)).toHaveLength(1);
  expect(settings().platformPrice).toBe(15);
  await user.click(within(ask).getByRole('button', { name: '重新提交' }));
  expect(await screen.findByText('更新成功', {}, { timeout: 8000 })).toBeInTheDocument();
  const sent = posts(PRICE);
  expect(sent).toHaveLength(2);
  expect(sent[0]!.headers['idempotency-key']).toBe(sent[1]!.headers['idempotency-key']);
  expect(settings().platformPrice).toBe(40);
});
