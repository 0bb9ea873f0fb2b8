/**
 * Unsaved edits of the registration (账号注册, src/screens/login/register-dialog.tsx, opened from the login page,
 * outside the console's tabs) are never lost silently: untouched, 取消 closes at once; with a value typed the browser
 * asks before unload, and 取消 and × ask first — 留在此页 keeps what was typed, 继续离开 closes and nothing is sent.
 * A registration that was made closes the dialog without a question.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { REGISTER_GUEST_URL } from '@services/api/profile';
import { RegisterLink } from '@/screens/login/register-link';
import { renderWithProviders, requestsTo } from './sim-session';
import { answerLeave, noLeaveQuestion, unloadAsks } from '../../support/unsaved';
import { useSimulatorPerTest } from '../../support/simulator-per-test';

vi.setConfig({ testTimeout: 20_000 });
const per = useSimulatorPerTest({ toasts: true });

const dialogGone = () => waitFor(() => expect(screen.queryByRole('dialog', { name: '账号注册' })).not.toBeInTheDocument());

/** The login page's 账号注册 link, and the dialog it opens. */
async function openRegister(tenantId: string | null = null) {
  const user = userEvent.setup();
  renderWithProviders(<RegisterLink tenantId={tenantId} />);
  await user.click(screen.getByRole('button', { name: '账号注册' }));
  const dialog = await screen.findByRole('dialog', { name: '账号注册' });
  return { user, dialog };
}

test('untouched, 取消 closes at once with no question', async () => {
  const { user, dialog } = await openRegister();
  expect(unloadAsks()).toBe(false);
  await user.click(within(dialog).getByRole('button', { name: '取消' }));
  await dialogGone();
  noLeaveQuestion();
});

test('a typed value: 取消 asks, 留在此页 keeps it, × asks too, 继续离开 closes; nothing is sent', async () => {
  const { user, dialog } = await openRegister();
  await user.type(within(dialog).getByLabelText('账号名称'), 'typed');
  // outside any console tab the browser tab itself asks before unload
  expect(unloadAsks()).toBe(true);

  await user.click(within(dialog).getByRole('button', { name: '取消' }));
  await answerLeave(user, '留在此页');
  await waitFor(noLeaveQuestion);
  expect(screen.getByRole('dialog', { name: '账号注册' })).toBeInTheDocument();
  expect(within(dialog).getByLabelText('账号名称')).toHaveValue('typed');

  await user.click(within(dialog).getByRole('button', { name: 'Close' }));
  await answerLeave(user, '继续离开');
  await dialogGone();
  expect(requestsTo(per.sim, 'POST', REGISTER_GUEST_URL)).toHaveLength(0);
  expect(unloadAsks()).toBe(false);

  // opened again, it starts empty and closes at once
  await user.click(screen.getByRole('button', { name: '账号注册' }));
  const again = await screen.findByRole('dialog', { name: '账号注册' });
  expect(within(again).getByLabelText('账号名称')).toHaveValue('');
  await user.click(within(again).getByRole('button', { name: '取消' }));
  await dialogGone();
  noLeaveQuestion();
});

test('a registration that was made closes the dialog without a question', async () => {
  const { user, dialog } = await openRegister('100001');
  await user.type(within(dialog).getByLabelText('账号名称'), 'zhaoxin');
  await user.type(within(dialog).getByLabelText('密码'), 'p@ss word');
  await user.type(within(dialog).getByLabelText('确认密码'), 'p@ss word');
  await user.click(within(dialog).getByRole('button', { name: '提交' }));
  await dialogGone();
  noLeaveQuestion();
  expect(requestsTo(per.sim, 'POST', REGISTER_GUEST_URL)).toHaveLength(1);
  expect(unloadAsks()).toBe(false);
});
