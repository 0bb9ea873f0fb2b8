import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { md5 } from 'js-md5';
import { HttpResponse, http } from 'msw';
import { REGISTER_GUEST_URL } from '@services/api/profile';
import { RegisterDialog } from '@/screens/login/register-dialog';
import { renderWithProviders, requestsTo } from './sim-session';
import { pressEscape } from '../../support/keyboard';
import { useSimulatorPerTest } from '../../support/simulator-per-test';

const per = useSimulatorPerTest({ toasts: true });

function open(props: { tenantId?: string; oauthId?: string } = {}) {
  const onClose = vi.fn();
  const user = userEvent.setup();
  renderWithProviders(<RegisterDialog isOpen onClose={onClose} {...props} />);
  const dialog = screen.getByRole('dialog');
  const submit = () => user.click(within(dialog).getByRole('button', { name: '提交' }));
  const warning = () => within(dialog).getByRole('alert');
  return { user, dialog, onClose, submit, warning };
}

test('checks in the spec order, each as a warning, and sends nothing until all pass', async () => {
  const { user, dialog, submit, warning } = open();
  expect(within(dialog).getByText('账号注册')).toBeInTheDocument();

  await submit();
  expect(warning()).toHaveTextContent('请先输入租户编号');
  expect(warning()).toHaveClass('bp6-intent-warning');

  await user.type(within(dialog).getByLabelText('租户编号'), '000000');
  await submit();
  expect(warning()).toHaveTextContent('请先输入账号名称');

  await user.type(within(dialog).getByLabelText('账号名称'), 'newbie');
  await submit();
  expect(warning()).toHaveTextContent('请先输入密码');

  await user.type(within(dialog).getByLabelText('密码'), 'pass-1');
  await submit();
  expect(warning()).toHaveTextContent('请先输入密码');

  await user.type(within(dialog).getByLabelText('确认密码'), 'pass-2');
  await submit();
  expect(warning()).toHaveTextContent('两次密码输入不一致');
  expect(warning()).toHaveClass('bp6-intent-warning');
  expect(requestsTo(per.sim, 'POST', REGISTER_GUEST_URL)).toHaveLength(0);
});

test('with a known tenant there is no tenant field and the first check is the account', async () => {
  const { dialog, submit, warning } = open({ tenantId: '100001' });
  expect(within(dialog).queryByLabelText('租户编号')).toBeNull();
  for (const label of ['用户姓名', '账号名称', '密码', '确认密码']) expect(within(dialog).getByLabelText(label)).toBeInTheDocument();
  await submit();
  expect(warning()).toHaveTextContent('请先输入账号名称');
});

test('registers the guest with tenant, name, account, password and oauthId, then closes', async () => {
  const { user, dialog, submit, onClose } = open({ tenantId: '100001', oauthId: 'wx-123' });
  await user.type(within(dialog).getByLabelText('用户姓名'), '赵新');
  await user.type(within(dialog).getByLabelText('账号名称'), 'zhaoxin');
  await user.type(within(dialog).getByLabelText('密码'), 'p@ss word');
  await user.type(within(dialog).getByLabelText('确认密码'), 'p@ss word');
  await submit();
  await waitFor(() => expect(onClose).toHaveBeenCalledTimes(1));
  const created = per.sim.db.users.find((u) => u.account === 'zhaoxin');
  expect(created).toMatchObject({ tenantId: '100001', realName: '赵新', oauthId: 'wx-123', password: md5('p@ss word') });
  const [req] = requestsTo(per.sim, 'POST', REGISTER_GUEST_URL);
  expect(req!.search).toBe(''); // the password is not in the URL
  expect(await screen.findByText(/注册申请已提交/)).toBeInTheDocument();
});

test('a refusal shows the server message and keeps the fields', async () => {
  const { user, dialog, submit, onClose } = open();
  await user.type(within(dialog).getByLabelText('租户编号'), '000000');
  await user.type(within(dialog).getByLabelText('账号名称'), 'admin');
  await user.type(within(dialog).getByLabelText('密码'), 'x1');
  await user.type(within(dialog).getByLabelText('确认密码'), 'x1');
  await submit();
  const alert = await within(dialog).findByRole('alert');
  expect(alert).toHaveTextContent('账号已存在');
  expect(alert).toHaveClass('bp6-intent-danger');
  expect((within(dialog).getByLabelText('账号名称') as HTMLInputElement).value).toBe('admin');
  expect((within(dialog).getByLabelText('密码') as HTMLInputElement).value).toBe('x1');
  expect(onClose).not.toHaveBeenCalled();

  await user.clear(within(dialog).getByLabelText('租户编号'));
  await user.type(within(dialog).getByLabelText('租户编号'), '999999');
  await submit();
  await waitFor(() => expect(within(dialog).getByRole('alert')).toHaveTextContent('租户不存在'));
});

test('a refusal without a server message says 提交失败', async () => {
  per.server.use(http.post(`*${REGISTER_GUEST_URL}`, () => HttpResponse.json({ code: 500, success: false, data: null }, { status: 500 })));
  const { user, dialog, submit } = open({ tenantId: '000000' });
  await user.type(within(dialog).getByLabelText('账号名称'), 'someone');
  await user.type(within(dialog).getByLabelText('密码'), 'x1');
  await user.type(within(dialog).getByLabelText('确认密码'), 'x1');
  await submit();
  await waitFor(() => expect(within(dialog).getByRole('alert')).toHaveTextContent(/^提交失败$/));
  expect((within(dialog).getByLabelText('账号名称') as HTMLInputElement).value).toBe('someone');
});

test('a lost answer is not called a failure: it says to try signing in first, and 重新提交 sends the same registration once more', async () => {
  per.sim.faults.failNext(REGISTER_GUEST_URL, 'network');
  const { user, dialog, submit, onClose } = open({ tenantId: '000000' });
  await user.type(within(dialog).getByLabelText('账号名称'), 'someone');
  await user.type(within(dialog).getByLabelText('密码'), 'x1');
  await user.type(within(dialog).getByLabelText('确认密码'), 'x1');
  await submit();
  const alert = await within(dialog).findByRole('alert', {}, { timeout: 8000 });
  expect(alert).toHaveTextContent('无法确认是否已注册。请先用该账号尝试登录');
  expect(alert).not.toHaveTextContent('提交失败');
  expect((within(dialog).getByLabelText('账号名称') as HTMLInputElement).value).toBe('someone');
  await user.click(within(alert).getByRole('button', { name: '重新提交' }));
  await waitFor(() => expect(onClose).toHaveBeenCalled());
  const sent = requestsTo(per.sim, 'post', REGISTER_GUEST_URL);
  expect(sent).toHaveLength(2);
  expect(sent[0]!.headers['idempotency-key']).toBeTruthy();
  expect(sent[1]!.headers['idempotency-key']).toBe(sent[0]!.headers['idempotency-key']);
});

test('Escape and backdrop clicks do not close it; the close button closes once the typed value may be dropped', async () => {
  const { user, dialog, onClose } = open();
  await user.type(within(dialog).getByLabelText('账号名称'), 'typed');
  await pressEscape(user);
  const backdrop = document.querySelector('.bp6-overlay-backdrop');
  expect(backdrop).not.toBeNull();
  await user.click(backdrop as HTMLElement);
  expect(onClose).not.toHaveBeenCalled();
  expect(screen.getByRole('dialog')).toBeInTheDocument();
  await user.click(within(dialog).getByRole('button', { name: 'Close' }));
  // what was typed is not dropped silently (tests/unit/profile/register-unsaved.test.tsx)
  await user.click(within(await screen.findByRole('alertdialog', { name: '有未保存的修改' })).getByRole('button', { name: '继续离开' }));
  expect(onClose).toHaveBeenCalledTimes(1);
});
