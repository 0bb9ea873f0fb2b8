import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CLIENT_ERROR_LOGS } from '@services/mock/routes/log-routes';
import { ErrorLog, LOG_UPLOAD_URL } from '@services/logs/error-log';
import { ConsoleStorage } from '@services/storage/storage';
import { LogViewerButton, logBadgeText } from '@/shell/log-viewer';
import { shellExtraEn } from '@/i18n/locales/en/shell-extra';
import { shellExtraZh } from '@/i18n/locales/zh/shell-extra';
import { renderWithProviders, requestsTo, signIn } from '../profile/sim-session';
import { useSimulatorPerTest } from '../../support/simulator-per-test';

const per = useSimulatorPerTest({ toasts: true });

function newLog(): ErrorLog {
  return new ErrorLog({ storage: new ConsoleStorage(localStorage, sessionStorage, 'viewer-test-') });
}

function keysOf(value: object, prefix = ''): string[] {
  return Object.entries(value).flatMap(([k, v]) => (typeof v === 'string' ? [prefix + k] : keysOf(v as object, `${prefix}${k}.`)));
}

test('zh and en texts have the same keys, and the spec strings are exact', () => {
  // English adds a `_one` text beside each counted `_other` one (Chinese has one plural form)
  const english = keysOf(shellExtraEn).filter((k) => !k.endsWith('_one'));
  expect(english.sort()).toEqual(keysOf(shellExtraZh).sort());
  expect(shellExtraZh.logs).toMatchObject({
    upload: '上传服务器',
    clear: '清空本地日志',
    uploadConfirm: '确定上传本地日志到服务器?',
    clearConfirm: '确定清空本地日志记录?',
    uploaded: '发送成功!',
    cleared: '清空成功!',
    title: '错误日志',
  });
  expect(shellExtraZh.register).toMatchObject({ title: '账号注册', failed: '提交失败' });
});

test('badge text: hidden at 0, the count up to 99, then 99+', () => {
  expect([0, 1, 99, 100, 250].map(logBadgeText)).toEqual(['', '1', '99', '99+', '99+']);
});

test('the badge follows the queue: hidden when empty, the count, then 99+', async () => {
  const log = newLog();
  renderWithProviders(<LogViewerButton log={log} />);
  const button = screen.getByRole('button', { name: '错误日志' });
  expect(within(button).queryByTestId('log-badge')).toBeNull();

  log.addLog({ message: 'first' });
  await waitFor(() => expect(within(button).getByTestId('log-badge')).toHaveTextContent(/^1$/));
  expect(button).toHaveAccessibleName('错误日志（1条）');

  for (let i = 0; i < 98; i += 1) log.addLog({ message: `m${i}` });
  await waitFor(() => expect(within(button).getByTestId('log-badge')).toHaveTextContent(/^99$/));
  log.addLog({ message: 'one more' });
  await waitFor(() => expect(within(button).getByTestId('log-badge')).toHaveTextContent(/^99\+$/));
  for (let i = 0; i < 50; i += 1) log.addLog({ message: `n${i}` });
  expect(log.getLogs()).toHaveLength(100);
  expect(within(button).getByTestId('log-badge')).toHaveTextContent(/^99\+$/);

  log.clearLogs();
  await waitFor(() => expect(within(button).queryByTestId('log-badge')).toBeNull());
});

test('the dialog lists entries as text with a hidden stack per row that 展开/收起 toggles', async () => {
  const log = newLog();
  log.addLog({
    type: 'error',
    url: 'http://localhost/wel/index',
    message: '<img src=x onerror=alert(1)>',
    stack: 'Error: boom\n    at render (page.tsx:10:5)',
  });
  log.addLog({ type: 'unhandledrejection', url: 'http://localhost/info/index', message: 'second problem', stack: '' });
  const user = userEvent.setup();
  renderWithProviders(<LogViewerButton log={log} />);
  await user.click(screen.getByRole('button', { name: /错误日志/ }));

  const dialog = await screen.findByRole('dialog');
  expect(within(dialog).getByText('错误日志')).toBeInTheDocument();
  for (const header of ['类型', '地址', '内容', '时间'])
    expect(within(dialog).getByRole('columnheader', { name: header })).toBeInTheDocument();
  const markup = within(dialog).getByText('<img src=x onerror=alert(1)>');
  expect(markup.tagName).toBe('TD');
  expect(dialog.querySelector('img')).toBeNull();
  expect(within(dialog).getByText('http://localhost/wel/index')).toBeInTheDocument();
  expect(within(dialog).getAllByTitle(/错误类型/)).toHaveLength(2);

  expect(within(dialog).queryByText(/at render \(page\.tsx:10:5\)/)).toBeNull();
  const row = markup.closest('tr')!;
  await user.click(within(row).getByRole('button', { name: '展开' }));
  expect(within(dialog).getByText(/at render \(page\.tsx:10:5\)/)).toBeInTheDocument();
  expect(within(row).getByRole('button', { name: '收起' })).toHaveAttribute('aria-expanded', 'true');
  await user.click(within(row).getByRole('button', { name: '收起' }));
  expect(within(dialog).queryByText(/at render \(page\.tsx:10:5\)/)).toBeNull();
});

test('an empty log shows the empty state and disables the actions', async () => {
  const user = userEvent.setup();
  renderWithProviders(<LogViewerButton log={newLog()} />);
  await user.click(screen.getByRole('button', { name: '错误日志' }));
  const dialog = await screen.findByRole('dialog');
  expect(within(dialog).getByText('暂无错误日志')).toBeInTheDocument();
  expect(within(dialog).getByRole('button', { name: '上传服务器' })).toBeDisabled();
  expect(within(dialog).getByRole('button', { name: '清空本地日志' })).toBeDisabled();
});

test('上传服务器 asks, uploads the queue to the simulator, says 发送成功! and empties the queue', async () => {
  await signIn(per.sim);
  const log = newLog();
  log.addLog({ type: 'error', message: 'upload me', stack: 'at a' });
  log.addLog({ type: 'unhandledrejection', message: 'and me' });
  const user = userEvent.setup();
  renderWithProviders(<LogViewerButton log={log} />);
  await user.click(screen.getByRole('button', { name: /错误日志/ }));
  const dialog = await screen.findByRole('dialog');
  await user.click(within(dialog).getByRole('button', { name: '上传服务器' }));

  const confirm = await screen.findByRole('alertdialog');
  expect(within(confirm).getByText('确定上传本地日志到服务器?')).toBeInTheDocument();
  expect(requestsTo(per.sim, 'POST', LOG_UPLOAD_URL)).toHaveLength(0);
  await user.click(within(confirm).getByRole('button', { name: '确定' }));

  expect(await screen.findByText('发送成功!')).toBeInTheDocument();
  expect(requestsTo(per.sim, 'POST', LOG_UPLOAD_URL)).toHaveLength(1);
  expect(log.getLogs()).toEqual([]);
  const stored = per.sim.db.resources[CLIENT_ERROR_LOGS]!;
  expect(stored.map((r) => r.message)).toEqual(['upload me', 'and me']);
  expect(await within(dialog).findByText('暂无错误日志')).toBeInTheDocument();
});

test('a refused upload keeps the queue and says so in its dialog', async () => {
  await signIn(per.sim);
  per.sim.faults.failNext(LOG_UPLOAD_URL, '500');
  const log = newLog();
  log.addLog({ message: 'keep me' });
  const user = userEvent.setup();
  renderWithProviders(<LogViewerButton log={log} />);
  await user.click(screen.getByRole('button', { name: /错误日志/ }));
  const dialog = await screen.findByRole('dialog');
  await user.click(within(dialog).getByRole('button', { name: '上传服务器' }));
  const confirm = await screen.findByRole('alertdialog');
  await user.click(within(confirm).getByRole('button', { name: '确定' }));
  expect(await within(confirm).findByText('操作失败')).toBeInTheDocument();
  expect(screen.queryByText('发送成功!')).toBeNull();
  expect(log.getLogs().map((e) => e.message)).toEqual(['keep me']);
  // 重试 sends the same entries again, once
  await user.click(within(confirm).getByRole('button', { name: '重试' }));
  expect(await screen.findByText('发送成功!')).toBeInTheDocument();
  expect(log.getLogs()).toEqual([]);
  expect(per.sim.requests.filter((r) => r.method === 'POST' && r.path === LOG_UPLOAD_URL)).toHaveLength(2);
});

test('an upload whose answer is lost says it cannot tell, keeps the queue, and offers a new upload only after saying so', async () => {
  await signIn(per.sim);
  per.sim.faults.failNext(LOG_UPLOAD_URL, 'network');
  const log = newLog();
  log.addLog({ message: 'keep me' });
  const user = userEvent.setup();
  renderWithProviders(<LogViewerButton log={log} />);
  await user.click(screen.getByRole('button', { name: /错误日志/ }));
  await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: '上传服务器' }));
  const confirm = await screen.findByRole('alertdialog');
  await user.click(within(confirm).getByRole('button', { name: '确定' }));
  expect(
    await within(confirm).findByText('未查到这笔操作的结果。请先在记录中核对，确认没有后再重新提交。', {}, { timeout: 5000 }),
  ).toBeInTheDocument();
  expect(log.getLogs().map((e) => e.message)).toEqual(['keep me']);
  expect(within(confirm).getByRole('button', { name: '重新提交' })).toBeEnabled();
});

test('清空本地日志 asks, clears, says 清空成功!', async () => {
  const log = newLog();
  log.addLog({ message: 'clear me' });
  const user = userEvent.setup();
  renderWithProviders(<LogViewerButton log={log} />);
  await user.click(screen.getByRole('button', { name: /错误日志/ }));
  const dialog = await screen.findByRole('dialog');
  await user.click(within(dialog).getByRole('button', { name: '清空本地日志' }));
  const confirm = await screen.findByRole('alertdialog');
  expect(within(confirm).getByText('确定清空本地日志记录?')).toBeInTheDocument();
  expect(log.getLogs()).toHaveLength(1);
  await user.click(within(confirm).getByRole('button', { name: '确定' }));
  expect(await screen.findByText('清空成功!')).toBeInTheDocument();
  expect(log.getLogs()).toEqual([]);
  expect(localStorage.getItem('viewer-test-logs')).toBeNull();
  expect(await within(dialog).findByText('暂无错误日志')).toBeInTheDocument();
});

test('after a logout cleared storage behind the log, a newly mounted button shows no stale badge', async () => {
  const store = new ConsoleStorage(localStorage, sessionStorage, 'viewer-test-');
  const log = new ErrorLog({ storage: store });
  log.addLog({ message: 'before logout' });
  store.clearForLogout();
  expect(log.getLogs()).toHaveLength(1); // the cached copy, until someone looks again
  renderWithProviders(<LogViewerButton log={log} />);
  const button = screen.getByRole('button', { name: '错误日志' });
  await waitFor(() => expect(within(button).queryByTestId('log-badge')).toBeNull());
  expect(log.getLogs()).toEqual([]);
});
