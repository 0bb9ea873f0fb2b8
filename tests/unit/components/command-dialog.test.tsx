/**
 * The command dialog after a lost answer (docs/flows.md "Commands"): an empty check says to look in the records
 * before submitting again, and only a backend that honours the Idempotency-Key (consoleConfig.idempotencyHonoured)
 * lets it add that a new submission keeps the same operation key; a check that finds the write says what it found.
 */
import { act, render, renderHook, screen, waitFor, within } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { consoleConfig, setIdempotencyHonoured } from '@services/http/config';
import { createActor } from 'xstate';
import { CommandDialog, ComposedCommandDialog } from '@/components/command-dialog';
import { foundText } from '@/components/found-text';
import { CommandNotice } from '@/components/command-notice';
import { clearToasts, notifySuccess } from '@/components/toaster';
import { bindCommand, type Command, useCommand } from '@/components/use-command';
import { i18next, initI18n } from '@/i18n/i18n';

const i18n = initI18n('zh');
const honoured = consoleConfig.idempotencyHonoured;

afterEach(async () => {
  setIdempotencyHonoured(honoured);
  await i18next.changeLanguage('zh');
  await clearToasts();
});

/** A command whose check found nothing. */
const notFound = (): Command<{ amountFen: number }> => ({
  step: 'notFound',
  payload: { amountFen: 500_000 },
  error: 'common:command.notFound',
  serverMessage: null,
  request: vi.fn(),
  confirm: vi.fn(),
  run: vi.fn(),
  cancel: vi.fn(),
  retry: vi.fn(),
  verify: vi.fn(),
  resubmit: vi.fn(),
  edit: vi.fn(),
});

function show() {
  render(
    <I18nextProvider i18n={i18n}>
      <CommandDialog command={notFound()} title="平台充值" lines={[['金额', '¥5,000.00']]} />
    </I18nextProvider>,
  );
  return screen.getByRole('alertdialog');
}

const SAME_KEY = /沿用同一操作编号/;

test('a backend that honours the Idempotency-Key: an empty check says a new submission keeps the same operation key', () => {
  setIdempotencyHonoured(true);
  const dialog = show();
  expect(within(dialog).getByRole('alert')).toHaveTextContent('未查到这笔操作的结果');
  expect(within(dialog).getByText(SAME_KEY)).toBeInTheDocument();
  expect(within(dialog).getByRole('button', { name: '重新提交' })).toBeInTheDocument();
});

test('a backend that does not (BladeX): the sentence is not said', () => {
  setIdempotencyHonoured(false);
  const dialog = show();
  expect(within(dialog).getByRole('alert')).toHaveTextContent('未查到这笔操作的结果');
  expect(within(dialog).queryByText(SAME_KEY)).toBeNull();
});

test('the in-place notice follows the same rule', () => {
  setIdempotencyHonoured(true);
  const { unmount } = render(<CommandNotice command={notFound()} />);
  expect(screen.getByText(SAME_KEY)).toBeInTheDocument();
  unmount();
  setIdempotencyHonoured(false);
  render(<CommandNotice command={notFound()} />);
  expect(screen.queryByText(SAME_KEY)).toBeNull();
});

test('what a check found is said in words: the record with its amount as ¥, in both languages', async () => {
  const record = { withdrawNo: 'TX20240301', withdrawalAmount: 500_000 };
  expect(foundText(record)).toBe('服务器已处理：找到记录 TX20240301（¥5,000.00）。');
  expect(foundText(null)).toBe('服务器已处理：已查到这笔操作的结果。');
  expect(foundText(record, () => '提现申请')).toBe('服务器已处理：找到提现申请。');
  await i18next.changeLanguage('en');
  expect(foundText(record)).toBe('The server did it: found record TX20240301 (¥5,000.00).');
});

const LOST = { kind: 'network', message: 'offline', serverMessage: null, code: null, status: null, handled: false, lost: true };

/** A screen's command whose first answer is lost or not, with the screen's own 保存成功 toast on done. */
function screenCommand(lost: boolean, found: boolean) {
  const onDone = vi.fn(() => notifySuccess('保存成功'));
  const { result } = renderHook(() =>
    useCommand<{ amountFen: number }>({
      send: lost ? () => Promise.reject(LOST) : async () => ({ flowNo: 'LS001', amount: 100 }),
      verify: async () => (found ? { found: true, record: { flowNo: 'LS001', amount: 100 } } : { found: false }),
      onDone,
    }),
  );
  act(() => result.current.run({ amountFen: 100 }));
  return { result, onDone };
}

test('a screen command answered says the screen’s own success', async () => {
  const { onDone } = screenCommand(false, false);
  expect(await screen.findByText('保存成功')).toBeInTheDocument();
  expect(onDone).toHaveBeenCalledTimes(1);
  expect(screen.queryByText(/服务器已处理/)).toBeNull();
});

test('a screen command found done by its check says what it found in place of its success, once', async () => {
  const { result, onDone } = screenCommand(true, true);
  await waitFor(() => expect(result.current.step).toBe('done'), { timeout: 4000 });
  expect(onDone).toHaveBeenCalledTimes(1);
  expect(await screen.findByText('服务器已处理：找到记录 LS001（¥1.00）。')).toBeInTheDocument();
  expect(screen.queryByText('保存成功')).toBeNull();
  expect(screen.getAllByText(/服务器已处理/)).toHaveLength(1);
});

test('a screen command whose check finds nothing says nothing and runs nothing', async () => {
  const { result, onDone } = screenCommand(true, false);
  await waitFor(() => expect(result.current.step).toBe('notFound'), { timeout: 4000 });
  expect(onDone).not.toHaveBeenCalled();
  expect(screen.queryByText(/服务器已处理|保存成功/)).toBeNull();
});

test('a composed command whose answer was lost, found by its check, says what it found as the flow moves on', async () => {
  const machine = bindCommand<{ amountFen: number }>(
    () => Promise.reject(LOST),
    async () => ({ found: true, record: { withdrawNo: 'TX9', withdrawalAmount: 10_000 } }),
  );
  const actor = createActor(machine, { input: { payload: { amountFen: 10_000 }, key: 'k1', at: Date.now() } });
  render(
    <I18nextProvider i18n={i18n}>
      <ComposedCommandDialog actor={actor} title="确认提现" />
    </I18nextProvider>,
  );
  actor.start();
  expect(await screen.findByText('未收到服务器应答，正在核对操作结果…')).toBeInTheDocument();
  expect(await screen.findByText('服务器已处理：找到记录 TX9（¥100.00）。', {}, { timeout: 4000 })).toBeInTheDocument();
  expect(actor.getSnapshot().status).toBe('done');
});
