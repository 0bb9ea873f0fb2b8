/**
 * 流程部署 and 流程跟踪 in the real console against the simulated backend: suspending the leave definition is confirmed
 * in words, sent once, and the simulator keeps the definition suspended (the row then offers 激活); deleting a process
 * instance is confirmed in words and removes the leave process from the simulator.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { LEAVE_DEFINITION } from '@services/mock/approvals/leave';
import { PROCESS_STATE } from '@services/mock/effects/workflow';
import { table } from '@services/mock/recharge/store';
import { useHarness } from './harness';
import { pressEscape } from '../../support/keyboard';

const h = useHarness();

/** The list's region once it shows `text`. */
async function listShowing(name: string, text: string): Promise<HTMLElement> {
  const region = await screen.findByRole('region', { name }, { timeout: 15_000 });
  await waitFor(() => expect(region).toHaveTextContent(text), { timeout: 15_000 });
  return region;
}

test('suspending a definition is confirmed in words and the simulator keeps it suspended', async () => {
  const user = userEvent.setup();
  await h.open('/flow/deploy');
  // the leave definition is the newest deployment: the first row
  const region = await listShowing('流程部署列表', LEAVE_DEFINITION.name);
  await user.click(within(region).getAllByRole('button', { name: '挂起' })[0]!);
  const dialog = await screen.findByRole('alertdialog', { name: '挂起流程' });
  expect(dialog).toHaveTextContent('挂起流程「请假流程」（版本 1）：挂起后不能再用它发起流程');
  await user.click(within(dialog).getByRole('button', { name: '确定' }));
  await waitFor(() => expect(screen.queryByRole('alertdialog', { name: '挂起流程' })).not.toBeInTheDocument());
  const def = table(h.sim.db, 'flow-manager').find((r) => r.id === LEAVE_DEFINITION.id);
  expect(def?.suspensionState).toBe(PROCESS_STATE.suspended);
  expect(h.calls('/api/blade-flow/manager/change-state')).toHaveLength(1);
  expect(h.calls('/api/blade-flow/manager/change-state')[0]?.get('state')).toBe('suspend');
  // the list reads again: the row now offers 激活
  await waitFor(() => expect(within(region).getAllByRole('button', { name: /^(挂起|激活)$/ })[0]).toHaveTextContent('激活'));
});

test('deleting a process instance is confirmed in words and removes it', async () => {
  const user = userEvent.setup();
  const instance = table(h.sim.db, 'flow-follow')[0]!;
  const id = String(instance.processInstanceId);
  await h.open('/flow/follow');
  const search = await screen.findByRole('search', { name: '流程跟踪搜索' }, { timeout: 15_000 });
  await user.type(within(search).getByLabelText('流程实例'), id);
  await user.click(within(search).getByRole('button', { name: '搜索' }));
  const region = await listShowing('流程跟踪列表', id);
  await waitFor(() => expect(within(region).getAllByRole('button', { name: '删除' })).toHaveLength(1));
  await user.click(within(region).getByRole('button', { name: '删除' }));
  const dialog = await screen.findByRole('alertdialog', { name: '删除' });
  expect(dialog).toHaveTextContent(`（${id}）：它从流程跟踪和各待办列表中消失`);
  await user.click(within(dialog).getByRole('button', { name: '确定' }));
  await waitFor(() => expect(table(h.sim.db, 'flow-follow').some((r) => String(r.processInstanceId) === id)).toBe(false));
});

test('deploying a model asks its category, is confirmed in words, and lists a new definition of its key', async () => {
  const user = userEvent.setup();
  const model = table(h.sim.db, 'flow-model')[0]!;
  const before = table(h.sim.db, 'flow-manager').length;
  await h.open('/flow/model');
  const region = await listShowing('模型管理列表', String(model.name));
  await user.click(within(region).getAllByRole('button', { name: '部署' })[0]!);
  const ask = await screen.findByRole('dialog', { name: `部署模型「${String(model.name)}」` });
  await user.click(within(ask).getByRole('button', { name: '下一步' }));
  expect(within(ask).getByText('请选择流程分类', { selector: '.bp6-form-helper-text, [role="alert"], div, span' })).toBeInTheDocument();
  await user.selectOptions(within(ask).getByLabelText(/流程分类/), 'flow_2');
  await user.click(within(ask).getByRole('button', { name: '下一步' }));
  const confirm = await screen.findByRole('alertdialog', { name: `部署模型「${String(model.name)}」` });
  expect(confirm).toHaveTextContent(`将模型「${String(model.name)}」部署为「报销流程」流程`);
  await user.click(within(confirm).getByRole('button', { name: '确定' }));
  await waitFor(() => expect(table(h.sim.db, 'flow-manager')).toHaveLength(before + 1));
  expect(table(h.sim.db, 'flow-manager')[0]).toMatchObject({ key: model.modelKey, category: 'flow_2' });
  expect(h.calls('/api/blade-flow/model/deploy')[0]?.get('modelId')).toBe(String(model.id));
});

test('the deploy dialog asks before dropping a chosen category (留在此页 keeps it, 继续离开 closes); untouched it closes at once', async () => {
  const user = userEvent.setup();
  const model = table(h.sim.db, 'flow-model')[0]!;
  const title = `部署模型「${String(model.name)}」`;
  await h.open('/flow/model');
  const region = await listShowing('模型管理列表', String(model.name));
  // untouched: 取消 closes without a question
  await user.click(within(region).getAllByRole('button', { name: '部署' })[0]!);
  let ask = await screen.findByRole('dialog', { name: title });
  await user.click(within(ask).getByRole('button', { name: '取消' }));
  await waitFor(() => expect(screen.queryByRole('dialog', { name: title })).not.toBeInTheDocument());
  expect(screen.queryByRole('alertdialog', { name: '有未保存的修改' })).not.toBeInTheDocument();
  // a category chosen: 取消 asks; 留在此页 keeps the dialog with the choice
  await user.click(within(region).getAllByRole('button', { name: '部署' })[0]!);
  ask = await screen.findByRole('dialog', { name: title });
  await user.selectOptions(within(ask).getByLabelText(/流程分类/), 'flow_2');
  await user.click(within(ask).getByRole('button', { name: '取消' }));
  let unsaved = await screen.findByRole('alertdialog', { name: '有未保存的修改' });
  await user.click(within(unsaved).getByRole('button', { name: '留在此页' }));
  await waitFor(() => expect(screen.queryByRole('alertdialog', { name: '有未保存的修改' })).not.toBeInTheDocument());
  ask = screen.getByRole('dialog', { name: title });
  expect(within(ask).getByLabelText(/流程分类/)).toHaveValue('flow_2');
  // Escape asks too; 继续离开 closes it and nothing is deployed
  await pressEscape(user);
  unsaved = await screen.findByRole('alertdialog', { name: '有未保存的修改' });
  await user.click(within(unsaved).getByRole('button', { name: '继续离开' }));
  await waitFor(() => expect(screen.queryByRole('dialog', { name: title })).not.toBeInTheDocument());
  expect(h.calls('/api/blade-flow/model/deploy')).toHaveLength(0);
});
