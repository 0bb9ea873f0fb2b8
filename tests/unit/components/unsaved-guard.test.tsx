/**
 * Unsaved edits are never lost silently (src/components/unsaved-guard.tsx): the kit's form step in a dialog asks
 * before it closes with edits (Esc, ×, 取消) and closes at once without; the browser's own question before unload is
 * asked for only while a form holds edits; a form on a page is clean again once its write is done; the shell's record
 * keeps a hidden tab's edits and forgets a closed tab's.
 */
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { I18nextProvider } from 'react-i18next';
import { BlueprintRoot } from '@/components/blueprint-root';
import { CommandDialog } from '@/components/command-dialog';
import { CommandForm, FormCommandDialog, FormDialog } from '@/components/form-dialog';
import { TextField } from '@/components/form-field';
import { TabLifetimeContext, type TabLifetime } from '@/components/tab-lifetime';
import { createUnsavedRegistry, UnsavedScopeContext, useUnsavedGuard } from '@/components/unsaved-guard';
import { useCommand } from '@/components/use-command';
import { i18next, initI18n } from '@/i18n/i18n';
import { pressEscape } from '../../support/keyboard';
import { answerLeave, leaveQuestion, unloadAsks } from '../../support/unsaved';

const i18n = initI18n('zh');

afterEach(async () => {
  await i18next.changeLanguage('zh');
});

/** A screen's form step: one name, then the confirmation of 新增油站. */
function StationDialog({ onClose, dismissCloses = false }: { onClose: () => void; dismissCloses?: boolean }) {
  const [name, setName] = useState('');
  const command = useCommand<{ name: string }>({ send: async () => ({}), verify: async () => ({ found: false }), onDone: onClose });
  return (
    <FormCommandDialog
      title="新增油站"
      command={command}
      onNext={() => name.trim() && command.request({ name: name.trim() })}
      onCancel={onClose}
      confirm={(w) => ({
        title: '确认新增油站',
        confirmText: '确认新增',
        lines: [['油站名称', w.name]],
        // a screen whose confirmation, given up, closes the form too
        ...(dismissCloses ? { onDismiss: onClose } : {}),
      })}
    >
      <TextField label="油站名称" id="station-name" value={name} input={{ disabled: command.step !== 'idle' }} onValueChange={setName} />
    </FormCommandDialog>
  );
}

function show(props: { dismissCloses?: boolean } = {}) {
  const onClose = vi.fn();
  render(
    <I18nextProvider i18n={i18n}>
      <BlueprintRoot>
        <StationDialog onClose={onClose} {...props} />
      </BlueprintRoot>
    </I18nextProvider>,
  );
  return { onClose, user: userEvent.setup(), dialog: () => screen.getByRole('dialog', { name: '新增油站' }) };
}

test('an unchanged form step closes at once with Esc, × and 取消, and the browser is not asked before unload', async () => {
  const { onClose, user, dialog } = show();
  // a field only visited is no edit
  await user.click(within(dialog()).getByLabelText('油站名称'));
  expect(unloadAsks()).toBe(false);
  await pressEscape(user);
  expect(onClose).toHaveBeenCalledTimes(1);
  await user.click(within(dialog()).getByRole('button', { name: 'Close' }));
  expect(onClose).toHaveBeenCalledTimes(2);
  await user.click(within(dialog()).getByRole('button', { name: '取消' }));
  expect(onClose).toHaveBeenCalledTimes(3);
  expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
});

test('Esc with typed edits asks first: 留在此页 keeps them, 继续离开 closes the form', async () => {
  const { onClose, user, dialog } = show();
  await user.type(within(dialog()).getByLabelText('油站名称'), '东湖加油站');
  expect(unloadAsks()).toBe(true);

  await pressEscape(user);
  const ask = await leaveQuestion();
  expect(ask).toHaveTextContent('离开后，已填写但未保存的内容将丢失。');
  expect(onClose).not.toHaveBeenCalled();
  await user.click(within(ask).getByRole('button', { name: '留在此页' }));
  await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
  expect(within(dialog()).getByLabelText('油站名称')).toHaveValue('东湖加油站');
  expect(onClose).not.toHaveBeenCalled();

  // Esc on the question stays too: only the question closes
  await user.click(within(dialog()).getByRole('button', { name: '取消' }));
  await leaveQuestion();
  await pressEscape(user);
  await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
  expect(within(dialog()).getByLabelText('油站名称')).toHaveValue('东湖加油站');
  expect(onClose).not.toHaveBeenCalled();

  await user.click(within(dialog()).getByRole('button', { name: '取消' }));
  await answerLeave(user, '继续离开');
  expect(onClose).toHaveBeenCalledTimes(1);
});

test('the × of a form step with edits asks too; typing back what it opened with is no edit', async () => {
  const { onClose, user, dialog } = show();
  const field = within(dialog()).getByLabelText('油站名称');
  await user.type(field, '东');
  await user.click(within(dialog()).getByRole('button', { name: 'Close' }));
  await answerLeave(user, '留在此页');
  expect(onClose).not.toHaveBeenCalled();

  await user.clear(field);
  await user.click(within(dialog()).getByRole('button', { name: 'Close' }));
  expect(onClose).toHaveBeenCalledTimes(1);
  expect(unloadAsks()).toBe(false);
});

test('a confirmation given up that closes its form asks first when the form holds edits', async () => {
  const { onClose, user, dialog } = show({ dismissCloses: true });
  await user.type(within(dialog()).getByLabelText('油站名称'), '东湖加油站');
  await user.click(within(dialog()).getByRole('button', { name: '下一步' }));
  const confirmation = await screen.findByRole('alertdialog', { name: '确认新增油站' });
  await user.click(within(confirmation).getByRole('button', { name: '取消' }));
  await answerLeave(user, '留在此页');
  expect(onClose).not.toHaveBeenCalled();
  expect(within(dialog()).getByLabelText('油站名称')).toHaveValue('东湖加油站');
});

test('a form step told it is dirty asks even before anything is typed; told clean it does not', async () => {
  const onCancel = vi.fn();
  const user = userEvent.setup();
  const view = render(
    <I18nextProvider i18n={i18n}>
      <FormDialog title="编辑" dirty onNext={() => undefined} onCancel={onCancel}>
        <p>x</p>
      </FormDialog>
    </I18nextProvider>,
  );
  await user.click(screen.getByRole('button', { name: 'Close' }));
  await leaveQuestion();
  expect(onCancel).not.toHaveBeenCalled();
  view.rerender(
    <I18nextProvider i18n={i18n}>
      <FormDialog title="编辑" dirty={false} onNext={() => undefined} onCancel={onCancel}>
        <p>x</p>
      </FormDialog>
    </I18nextProvider>,
  );
  await user.click(screen.getByRole('button', { name: '留在此页' }));
  await user.click(screen.getByRole('button', { name: '取消' }));
  expect(onCancel).toHaveBeenCalledTimes(1);
});

test('what is typed into a confirmation (a reason) is not thrown away silently', async () => {
  function Reject({ onGone }: { onGone: () => void }) {
    const [reason, setReason] = useState('');
    const command = useCommand<string>({ send: async () => ({}), verify: async () => ({ found: false }) });
    return (
      <>
        <button type="button" onClick={() => command.request('r1')}>
          驳回
        </button>
        <CommandDialog command={command} title="确认驳回" onDismiss={onGone}>
          <TextField label="驳回原因" id="reason" value={reason} onValueChange={setReason} />
        </CommandDialog>
      </>
    );
  }
  const onGone = vi.fn();
  const user = userEvent.setup();
  render(
    <I18nextProvider i18n={i18n}>
      <Reject onGone={onGone} />
    </I18nextProvider>,
  );
  await user.click(screen.getByRole('button', { name: '驳回' }));
  const confirmation = await screen.findByRole('alertdialog', { name: '确认驳回' });
  await user.type(within(confirmation).getByLabelText('驳回原因'), '资料不全');
  await user.click(within(confirmation).getByRole('button', { name: '取消' }));
  await answerLeave(user, '留在此页');
  expect(within(confirmation).getByLabelText('驳回原因')).toHaveValue('资料不全');
  await user.click(within(confirmation).getByRole('button', { name: '取消' }));
  await answerLeave(user, '继续离开');
  expect(onGone).toHaveBeenCalledTimes(1);
  await waitFor(() => expect(screen.queryByRole('alertdialog', { name: '确认驳回' })).not.toBeInTheDocument());

  // opened again, nothing typed: it closes without a question
  await user.click(screen.getByRole('button', { name: '驳回' }));
  await user.click(within(await screen.findByRole('alertdialog', { name: '确认驳回' })).getByRole('button', { name: '取消' }));
  expect(onGone).toHaveBeenCalledTimes(2);
  expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
});

test('a form on a page guards its edits until its write is done', async () => {
  function NamePage() {
    const [name, setName] = useState('');
    const command = useCommand<string>({ send: async () => ({}), verify: async () => ({ found: false }) });
    return (
      <CommandForm
        label="车队名称表"
        command={command}
        confirm={(p) => ({ title: '确认保存', confirmText: '保存', lines: [['车队名称', p]] })}
        onSubmit={() => command.request(name)}
      >
        <TextField label="车队名称" id="page-name" value={name} onValueChange={setName} />
        <button type="submit">提交</button>
      </CommandForm>
    );
  }
  const user = userEvent.setup();
  render(
    <I18nextProvider i18n={i18n}>
      <NamePage />
    </I18nextProvider>,
  );
  expect(unloadAsks()).toBe(false);
  await user.type(screen.getByRole('textbox', { name: '车队名称' }), '车队一');
  expect(unloadAsks()).toBe(true);
  await user.click(screen.getByRole('button', { name: '提交' }));
  await user.click(within(await screen.findByRole('alertdialog', { name: '确认保存' })).getByRole('button', { name: '保存' }));
  await waitFor(() => expect(unloadAsks()).toBe(false));
  // the next edit is guarded again
  await user.type(screen.getByRole('textbox', { name: '车队名称' }), '二');
  expect(unloadAsks()).toBe(true);
});

test('useUnsavedGuard: the browser asks only while dirty', () => {
  function Guarded({ dirty }: { dirty: boolean }) {
    useUnsavedGuard(dirty);
    return null;
  }
  const view = render(<Guarded dirty={false} />);
  expect(unloadAsks()).toBe(false);
  view.rerender(<Guarded dirty />);
  expect(unloadAsks()).toBe(true);
  view.rerender(<Guarded dirty={false} />);
  expect(unloadAsks()).toBe(false);
  view.rerender(<Guarded dirty />);
  view.unmount();
  expect(unloadAsks()).toBe(false);
});

test("the shell's record: a tab's forms mark it, a hidden tab keeps its mark, a closed tab is forgotten", () => {
  const registry = createUnsavedRegistry();
  const undo = registry.guardUnload();
  const controller = new AbortController();
  const life: TabLifetime = { hidden: { current: false }, closed: controller.signal };
  function Guarded({ dirty }: { dirty: boolean }) {
    useUnsavedGuard(dirty);
    return null;
  }
  const inTab = (dirty: boolean) => (
    <TabLifetimeContext.Provider value={life}>
      <UnsavedScopeContext value={registry.scope('/info/index')}>
        <Guarded dirty={dirty} />
      </UnsavedScopeContext>
    </TabLifetimeContext.Provider>
  );
  const view = render(inTab(false));
  expect(registry.isDirty('/info/index')).toBe(false);
  view.rerender(inTab(true));
  expect(registry.isDirty('/info/index')).toBe(true);
  expect(registry.anyDirty()).toBe(true);
  expect(unloadAsks()).toBe(true);
  view.rerender(inTab(false));
  expect(registry.isDirty('/info/index')).toBe(false);
  expect(unloadAsks()).toBe(false);

  // a hidden tab's page pauses its effects: its edits still count
  view.rerender(inTab(true));
  life.hidden.current = true;
  act(() => view.unmount());
  expect(registry.isDirty('/info/index')).toBe(true);
  // closing the tab forgets them
  registry.keepOnly(new Set(['/wel/index']));
  expect(registry.isDirty('/info/index')).toBe(false);
  expect(unloadAsks()).toBe(false);
  undo();
});
