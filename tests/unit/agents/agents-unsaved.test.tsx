/**
 * Unsaved edits in the agents' dialogs (src/screens/agents/, all built on the kit's FormCommandDialog, which guards
 * them) are never lost silently: an untouched dialog — also an edit filled in from the agent read — closes at once;
 * with a value changed its console tab counts as holding edits (the browser asks before unload), and 取消 and × ask
 * first — 留在此页 keeps the value, 继续离开 closes and nothing is sent.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { resourceTable } from '@services/mock/routes/resource-routes';
import { requireResource } from '@services/resources/registry';
import { AGENTS_PATH } from '@/screens/agents/pages';
import { renderConsole, signIn } from '../../support/render-console';
import { useSimulatorPerTest } from '../../support/simulator-per-test';
import { withTableSize } from '../../support/table-size';
import { buttonOf, rowOf } from '../../support/table-rows';
import { answerLeave, noLeaveQuestion, unloadAsks } from '../../support/unsaved';

vi.setConfig({ testTimeout: 40_000 });
const per = useSimulatorPerTest();
withTableSize();
type User = ReturnType<typeof userEvent.setup>;

beforeEach(async () => {
  await signIn(per.sim);
});

const agents = () => resourceTable(per.sim.db, requireResource('admin-agent'));
/** The writes sent (anything but a read). */
const writes = () => per.sim.requests.filter((r) => r.method !== 'GET' && r.path.includes('agent'));
const gone = (name: string) => waitFor(() => expect(screen.queryByRole('dialog', { name })).not.toBeInTheDocument());

async function openAgents() {
  per.track(renderConsole({ path: AGENTS_PATH }));
  return screen.findByRole('button', { name: '新增' }, { timeout: 20_000 });
}

/**
 * With `field` changed in the dialog named `name`: 取消 asks and 留在此页 keeps the value (`kept` checks it), × asks
 * and 继续离开 closes; nothing was sent and the browser no longer asks.
 */
async function askedBeforeClosing(user: User, name: string, kept: (dialog: HTMLElement) => void) {
  const dialog = screen.getByRole('dialog', { name });
  expect(unloadAsks()).toBe(true);
  await user.click(within(dialog).getByRole('button', { name: '取消' }));
  await answerLeave(user, '留在此页');
  await waitFor(noLeaveQuestion);
  expect(screen.getByRole('dialog', { name })).toBeInTheDocument();
  kept(dialog);
  await user.click(within(dialog).getByRole('button', { name: 'Close' }));
  await answerLeave(user, '继续离开');
  await gone(name);
  expect(writes()).toHaveLength(0);
  expect(unloadAsks()).toBe(false);
}

test('新增: untouched it closes at once; a typed name asks before it is dropped', async () => {
  const user = userEvent.setup();
  const add = await openAgents();
  await user.click(add);
  let dialog = await screen.findByRole('dialog', { name: '新增代理商' });
  expect(unloadAsks()).toBe(false);
  await user.click(within(dialog).getByRole('button', { name: '取消' }));
  await gone('新增代理商');
  noLeaveQuestion();

  await user.click(add);
  dialog = await screen.findByRole('dialog', { name: '新增代理商' });
  await user.type(within(dialog).getByLabelText(/^代理商名称/), '无锡通达能源代理');
  await askedBeforeClosing(user, '新增代理商', (d) => expect(within(d).getByLabelText(/^代理商名称/)).toHaveValue('无锡通达能源代理'));
});

test('编辑: filled in from the read and untouched it closes at once; a changed contact asks', async () => {
  const user = userEvent.setup();
  const agent = agents().find((r) => Number(r.auditStatus) === 1 && Number(r.agentLevel) === 1)!;
  await openAgents();
  const open = async () => {
    await user.click(buttonOf(await rowOf(String(agent.agentName)), '编辑'));
    const dialog = await screen.findByRole('dialog', { name: '编辑代理商' });
    await waitFor(() => expect(within(dialog).getByLabelText(/^联系人/)).toHaveValue(String(agent.contactName)));
    return dialog;
  };
  let dialog = await open();
  // the field touched but left as read is no edit
  await user.click(within(dialog).getByLabelText(/^联系人/));
  await user.click(within(dialog).getByRole('button', { name: '取消' }));
  await gone('编辑代理商');
  noLeaveQuestion();

  dialog = await open();
  await user.clear(within(dialog).getByLabelText(/^联系人/));
  await user.type(within(dialog).getByLabelText(/^联系人/), '赵敏');
  await askedBeforeClosing(user, '编辑代理商', (d) => expect(within(d).getByLabelText(/^联系人/)).toHaveValue('赵敏'));
  expect(agent.contactName).not.toBe('赵敏');
});

test('代理油站: a site ticked asks before it is dropped', async () => {
  const user = userEvent.setup();
  const agent = agents().find((r) => Number(r.auditStatus) === 1 && Number(r.agentLevel) === 1)!;
  const name = `代理油站 · ${String(agent.agentName)}`;
  await openAgents();
  await rowOf(String(agent.agentName));
  const open = async () => {
    await user.click(screen.getByRole('button', { name: `更多操作 ${String(agent.agentName)}` }));
    await user.click(await screen.findByRole('menuitem', { name: '代理油站' }));
    const dialog = await screen.findByRole('dialog', { name });
    return { dialog, boxes: await within(dialog).findAllByRole('checkbox') };
  };
  let { dialog, boxes } = await open();
  await user.click(within(dialog).getByRole('button', { name: '取消' }));
  await gone(name);
  noLeaveQuestion();

  ({ dialog, boxes } = await open());
  const was = (boxes[0] as HTMLInputElement).checked;
  await user.click(boxes[0]!);
  await askedBeforeClosing(user, name, (d) => expect(within(d).getAllByRole('checkbox')[0]).toHaveProperty('checked', !was));
});

test('返佣说明 and 激活代理: a typed value asks before it is dropped', async () => {
  const user = userEvent.setup();
  const agent = agents().find((r) => Number(r.auditStatus) === 1 && Number(r.agentLevel) === 1)!;
  await openAgents();
  await rowOf(String(agent.agentName));
  await user.click(screen.getByRole('button', { name: `更多操作 ${String(agent.agentName)}` }));
  await user.click(await screen.findByRole('menuitem', { name: '返佣说明' }));
  const ratio = await screen.findByRole('dialog', { name: '返佣比例说明' });
  const explain = await within(ratio).findByLabelText(/^比例说明/);
  await user.type(explain, '另加');
  const typed = (explain as HTMLTextAreaElement).value;
  await askedBeforeClosing(user, '返佣比例说明', (d) => expect(within(d).getByLabelText(/^比例说明/)).toHaveValue(typed));

  await user.click(screen.getByRole('button', { name: '激活代理' }));
  const activate = await screen.findByRole('dialog', { name: '激活代理' });
  await user.type(within(activate).getByLabelText(/^激活码/), 'ABC123');
  await askedBeforeClosing(user, '激活代理', (d) => expect(within(d).getByLabelText(/^激活码/)).toHaveValue('ABC123'));
});
