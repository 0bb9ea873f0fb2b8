/**
 * The kit's form step before a write (src/components/form-dialog.tsx), driven by role and label: the fields in a form
 * in a dialog named by its title, with 取消 and 下一步; Enter in a field takes the step; 取消 and Esc close it while
 * nothing runs, nothing closes it while the write runs; the command's confirmation shows over it with what will be done.
 */
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { I18nextProvider } from 'react-i18next';
import { CommandForm, FormCommandDialog } from '@/components/form-dialog';
import { TextField } from '@/components/form-field';
import { useCommand } from '@/components/use-command';
import { i18next, initI18n } from '@/i18n/i18n';
import { pressEscape } from '../../support/keyboard';

const i18n = initI18n('zh');

afterEach(async () => {
  await i18next.changeLanguage('zh');
});

interface StationWrite {
  name: string;
}

/** A screen's form step: one required name, then the confirmation of 新增油站 and the write `send` makes. */
function StationDialog({ send, onClose }: { send: (w: StationWrite) => Promise<unknown>; onClose: () => void }) {
  const [name, setName] = useState('');
  const [tried, setTried] = useState(false);
  const command = useCommand<StationWrite>({ send: (w) => send(w), verify: async () => ({ found: false }), onDone: onClose });
  return (
    <FormCommandDialog
      title="新增油站"
      icon="add"
      command={command}
      onNext={() => {
        setTried(true);
        if (name.trim()) command.request({ name: name.trim() });
      }}
      onCancel={onClose}
      confirm={(w) => ({
        title: '确认新增油站',
        confirmText: '确认新增',
        lines: [['油站名称', w.name]],
        request: { url: '/api/station/save', payload: w },
        children: <p>新增油站「{w.name}」。</p>,
      })}
    >
      <TextField
        label="油站名称"
        id="station-name"
        required
        error={tried && !name.trim() ? '请输入油站名称' : undefined}
        value={name}
        input={{ disabled: command.step !== 'idle' }}
        onValueChange={setName}
      />
    </FormCommandDialog>
  );
}

function show(send: (w: StationWrite) => Promise<unknown> = async () => ({})) {
  const onClose = vi.fn();
  const sent = vi.fn(send);
  render(
    <I18nextProvider i18n={i18n}>
      <StationDialog send={sent} onClose={onClose} />
    </I18nextProvider>,
  );
  return { onClose, sent, dialog: screen.getByRole('dialog', { name: '新增油站' }), user: userEvent.setup() };
}

test('the form step: the fields in a dialog named by the title, 取消 and 下一步; a field in error asks nothing', async () => {
  const { dialog, user, sent } = show();
  expect(
    within(dialog)
      .getByLabelText(/^油站名称/)
      .closest('form'),
  ).not.toBeNull();
  expect(within(dialog).getByRole('button', { name: '取消' })).toBeEnabled();
  await user.click(within(dialog).getByRole('button', { name: '下一步' }));
  expect(within(dialog).getByText('请输入油站名称')).toBeInTheDocument();
  expect(screen.queryByRole('alertdialog')).toBeNull();
  expect(sent).not.toHaveBeenCalled();
});

test('Enter in a field takes the step: the confirmation shows over the form, and its confirm sends the write once', async () => {
  const { dialog, user, sent, onClose } = show();
  await user.type(within(dialog).getByLabelText(/^油站名称/), '南山加油站{Enter}');
  const confirm = await screen.findByRole('alertdialog', { name: '确认新增油站' });
  expect(confirm).toHaveTextContent('新增油站「南山加油站」。');
  expect(within(confirm).getByLabelText('确认新增油站')).toHaveTextContent('油站名称南山加油站');
  expect(screen.getByRole('dialog', { name: '新增油站' })).toBeInTheDocument();
  await user.click(within(confirm).getByRole('button', { name: '确认新增' }));
  await waitFor(() => expect(onClose).toHaveBeenCalledTimes(1));
  expect(sent).toHaveBeenCalledTimes(1);
  expect(sent.mock.calls[0]![0]).toEqual({ name: '南山加油站' });
});

test('取消 closes it, and so does Esc while nothing runs', async () => {
  const first = show();
  await first.user.click(within(first.dialog).getByRole('button', { name: '取消' }));
  expect(first.onClose).toHaveBeenCalledTimes(1);
  within(first.dialog)
    .getByLabelText(/^油站名称/)
    .focus();
  await pressEscape(first.user);
  expect(first.onClose).toHaveBeenCalledTimes(2);
});

test('while the write runs nothing closes it: 取消 and 下一步 are disabled, Esc does nothing, no close button', async () => {
  let answer: (value: unknown) => void = () => undefined;
  const { dialog, user, onClose } = show(() => new Promise((resolve) => (answer = resolve)));
  await user.type(within(dialog).getByLabelText(/^油站名称/), '南山加油站');
  await user.click(within(dialog).getByRole('button', { name: '下一步' }));
  const confirm = await screen.findByRole('alertdialog', { name: '确认新增油站' });
  // asked: the form waits for the confirmation
  expect(within(dialog).getByRole('button', { name: '取消' })).toBeDisabled();
  await user.click(within(confirm).getByRole('button', { name: '确认新增' }));
  expect(within(dialog).getByRole('button', { name: '取消' })).toBeDisabled();
  expect(within(dialog).getByRole('button', { name: '下一步' })).toBeDisabled();
  expect(within(dialog).queryByRole('button', { name: 'Close' })).toBeNull();
  // the pressed 确认新增 is disabled while the write runs: the focus is on no control, and Esc still does nothing
  await user.keyboard('{Escape}');
  expect(onClose).not.toHaveBeenCalled();
  expect(screen.getByRole('dialog', { name: '新增油站' })).toBeInTheDocument();
  answer({});
  await waitFor(() => expect(onClose).toHaveBeenCalledTimes(1));
});

test('the confirmation given up brings the form back as it was', async () => {
  const { dialog, user, sent } = show();
  await user.type(within(dialog).getByLabelText(/^油站名称/), '南山加油站{Enter}');
  const confirm = await screen.findByRole('alertdialog', { name: '确认新增油站' });
  await user.click(within(confirm).getByRole('button', { name: '取消' }));
  await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
  expect(within(dialog).getByLabelText(/^油站名称/)).toHaveValue('南山加油站');
  expect(within(dialog).getByRole('button', { name: '下一步' })).toBeEnabled();
  expect(sent).not.toHaveBeenCalled();
});

test('the buttons speak the kit’s words in English too', async () => {
  await i18next.changeLanguage('en');
  const { dialog } = show();
  expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeInTheDocument();
  expect(within(dialog).getByRole('button', { name: 'Next' })).toBeInTheDocument();
});

test('on a page: the form with its own submit button, and the confirmation when it asks', async () => {
  function Page() {
    const command = useCommand<StationWrite>({ send: async () => ({}), verify: async () => ({ found: false }) });
    return (
      <CommandForm
        label="油站资料"
        command={command}
        onSubmit={() => command.request({ name: '南山加油站' })}
        confirm={(w) => ({ title: '确认保存油站资料', confirmText: '保存', children: <p>保存「{w.name}」。</p> })}
      >
        <button type="submit">保存</button>
      </CommandForm>
    );
  }
  render(
    <I18nextProvider i18n={i18n}>
      <Page />
    </I18nextProvider>,
  );
  const form = screen.getByRole('form', { name: '油站资料' });
  await userEvent.setup().click(within(form).getByRole('button', { name: '保存' }));
  expect(await screen.findByRole('alertdialog', { name: '确认保存油站资料' })).toHaveTextContent('保存「南山加油站」。');
});
