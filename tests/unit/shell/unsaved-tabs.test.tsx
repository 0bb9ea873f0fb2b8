/**
 * The shell never throws unsaved edits away silently (src/shell/main-layout.tsx, src/components/unsaved-guard.tsx):
 * closing a console tab whose form holds edits (×, 关闭其他, 关闭全部) or sending it to another address asks first;
 * 留在此页 keeps the edits, 继续离开 closes; switching to another tab is not leaving; an unchanged form closes without
 * a question; the browser is asked before unload only while some tab holds edits.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { act } from 'react';
import { renderConsole, signIn, type RenderedConsole } from '../../support/render-console';
import { useSimulatorPerTest } from '../../support/simulator-per-test';
import { answerLeave, leaveQuestion, noLeaveQuestion, unloadAsks } from '../../support/unsaved';

vi.setConfig({ testTimeout: 20_000 });
const world = useSimulatorPerTest();
beforeAll(async () => {
  await Promise.all([import('@/shell/main-layout'), import('@/screens/profile/profile-page'), import('@/screens/home/home-page')]);
}, 30_000);
let app: RenderedConsole | null = null;

async function start(path: string) {
  await signIn(world.sim);
  app = world.track(renderConsole({ path }));
  await screen.findByRole('banner', {}, { timeout: 5000 });
  return app;
}

const pathname = () => app!.router.state.location.pathname + app!.router.state.location.search;
const tablist = () => screen.getByRole('tablist', { name: '已打开的页面' });
const tabNames = () =>
  within(tablist())
    .getAllByRole('tab')
    .map((t) => t.textContent);

/** Closes a console tab from the keyboard: Delete on the tab (the × beside it does the same for the mouse). */
async function closeTab(user: ReturnType<typeof userEvent.setup>, title: string) {
  within(tablist()).getByRole('tab', { name: title }).focus();
  await user.keyboard('{Delete}');
}

/** The console tab's page of the profile (the first of the panels so named: the profile has a 个人信息 panel of its own). */
const profileTab = async () => (await screen.findAllByRole('tabpanel', { name: '个人信息' }, { timeout: 5000 }))[0]!;

/** Opens the profile's password form and types the old password (an edit not yet saved). */
async function typeOldPassword(user: ReturnType<typeof userEvent.setup>) {
  const page = await profileTab();
  await user.click(await within(page).findByRole('tab', { name: '修改密码' }, { timeout: 5000 }));
  const field = await within(page).findByLabelText(/^原密码/);
  await user.type(field, 'old-secret');
  return () => within(screen.getAllByRole('tabpanel', { name: '个人信息' })[0]!).getByLabelText(/^原密码/);
}

test('closing a tab with edits asks: 留在此页 keeps them, 继续离开 closes it; the browser asks before unload only meanwhile', async () => {
  const user = userEvent.setup();
  await start('/info/index');
  expect(unloadAsks()).toBe(false);
  const oldPassword = await typeOldPassword(user);
  expect(unloadAsks()).toBe(true);

  await closeTab(user, '个人信息');
  const ask = await leaveQuestion();
  expect(ask).toHaveTextContent('个人信息');
  await user.click(within(ask).getByRole('button', { name: '留在此页' }));
  await waitFor(noLeaveQuestion);
  expect(tabNames()).toEqual(['工作台', '个人信息']);
  expect(pathname()).toBe('/info/index');
  expect(oldPassword()).toHaveValue('old-secret');

  await closeTab(user, '个人信息');
  await answerLeave(user, '继续离开');
  await waitFor(() => expect(tabNames()).toEqual(['工作台']));
  expect(pathname()).toBe('/wel/index');
  expect(unloadAsks()).toBe(false);
});

test('an unchanged form closes its tab without a question', async () => {
  const user = userEvent.setup();
  await start('/info/index');
  const page = await profileTab();
  await user.click(await within(page).findByRole('tab', { name: '修改密码' }, { timeout: 5000 }));
  await user.click(await within(page).findByLabelText(/^原密码/));
  await closeTab(user, '个人信息');
  await waitFor(() => expect(tabNames()).toEqual(['工作台']));
  noLeaveQuestion();
});

test('switching tabs is not leaving; 关闭其他 and 关闭全部 ask for a hidden tab with edits', async () => {
  const user = userEvent.setup();
  await start('/info/index');
  const oldPassword = await typeOldPassword(user);

  // another tab: no question, and the edits wait in their hidden tab
  await user.click(within(tablist()).getByRole('tab', { name: '工作台' }));
  await waitFor(() => expect(pathname()).toBe('/wel/index'));
  noLeaveQuestion();
  expect(unloadAsks()).toBe(true);

  await user.click(screen.getByRole('button', { name: '标签操作' }));
  await user.click(await screen.findByRole('menuitem', { name: '关闭其他' }));
  const ask = await leaveQuestion();
  expect(ask).toHaveTextContent('未保存的页面：个人信息');
  await user.click(within(ask).getByRole('button', { name: '留在此页' }));
  await waitFor(noLeaveQuestion);
  expect(tabNames()).toEqual(['工作台', '个人信息']);
  await user.click(within(tablist()).getByRole('tab', { name: '个人信息' }));
  await waitFor(() => expect(pathname()).toBe('/info/index'));
  expect(oldPassword()).toHaveValue('old-secret');

  await user.click(screen.getByRole('button', { name: '标签操作' }));
  await user.click(await screen.findByRole('menuitem', { name: '关闭全部' }));
  await answerLeave(user, '继续离开');
  await waitFor(() => expect(tabNames()).toEqual(['工作台']));
  expect(pathname()).toBe('/wel/index');
});

test('sending a tab with edits to another address (its page would start afresh) asks first', async () => {
  const user = userEvent.setup();
  await start('/info/index');
  const oldPassword = await typeOldPassword(user);

  act(() => void app!.router.navigate('/info/index?from=notice'));
  await answerLeave(user, '留在此页');
  await waitFor(noLeaveQuestion);
  expect(pathname()).toBe('/info/index');
  expect(oldPassword()).toHaveValue('old-secret');

  act(() => void app!.router.navigate('/info/index?from=notice'));
  await answerLeave(user, '继续离开');
  await waitFor(() => expect(pathname()).toBe('/info/index?from=notice'));
  const page = await profileTab();
  await user.click(await within(page).findByRole('tab', { name: '修改密码' }, { timeout: 5000 }));
  expect(await within(page).findByLabelText(/^原密码/)).toHaveValue('');
  expect(unloadAsks()).toBe(false);
});

test('a saved password form holds no edits: its tab closes without a question', async () => {
  const user = userEvent.setup();
  await start('/info/index');
  const page = await profileTab();
  await user.click(await within(page).findByRole('tab', { name: '修改密码' }, { timeout: 5000 }));
  await user.type(await within(page).findByLabelText(/^原密码/), 'admin');
  await user.type(within(page).getByLabelText(/^新密码/), 'admin');
  await user.type(within(page).getByLabelText(/^确认密码/), 'admin');
  expect(unloadAsks()).toBe(true);
  await user.click(within(page).getByRole('button', { name: '修改密码' }));
  const confirm = await screen.findByRole('alertdialog', { name: '修改密码' });
  await user.click(within(confirm).getByRole('button', { name: '修改密码' }));
  await waitFor(() => expect(within(page).getByLabelText(/^原密码/)).toHaveValue(''), { timeout: 5000 });
  expect(unloadAsks()).toBe(false);
  await closeTab(user, '个人信息');
  await waitFor(() => expect(tabNames()).toEqual(['工作台']));
  noLeaveQuestion();
});
