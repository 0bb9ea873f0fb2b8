/**
 * One shortcut registry: "?" opens Blueprint's one list of shortcuts, in the current language, with the menu search
 * and, while the review queue's tab is shown, the queue's keys — each once. Another tab's page leaves the queue's
 * keys out of the list and out of force.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { rechargeTable } from '@services/mock/approvals/review';
import { renderConsole, signIn } from '../../support/render-console';
import { useSimulatorPerTest } from '../../support/simulator-per-test';
import { pressEscape } from '../../support/keyboard';

vi.setConfig({ testTimeout: 60_000 });
const world = useSimulatorPerTest();
beforeAll(async () => {
  await Promise.all([import('@/shell/main-layout'), import('@/screens/approvals/review/review-pages'), import('@/screens/home/home-page')]);
}, 120_000);

const Q = encodeURIComponent(JSON.stringify({ rechargeStatus: '0' }));

function pendingOfPurchaser() {
  const user = world.sim.db.users.find((u) => u.account === 'purchaser')!;
  return rechargeTable(world.sim.db).find((r) => r.rechargeStatus === 0 && r.createUser === user.id)!;
}

/** "?" as a keyboard types it (Shift+/), outside any field. */
async function pressHelp(user: ReturnType<typeof userEvent.setup>) {
  (document.activeElement as HTMLElement | null)?.blur();
  await user.keyboard('{Shift>}?{/Shift}');
}

/** How often each label is listed in the shortcut dialog. */
function listed(dialog: HTMLElement, labels: readonly string[]): Record<string, number> {
  const rows = [...dialog.querySelectorAll('.bp6-hotkey-label')].map((e) => e.textContent);
  return Object.fromEntries(labels.map((l) => [l, rows.filter((r) => r === l).length]));
}

const ZH = ['搜索菜单', '显示快捷键', '通过', '驳回', '下一条', '上一条'] as const;
const EN = ['Search menus', 'Show shortcuts', 'Approve', 'Reject', 'Next item', 'Previous item'] as const;
const once = (labels: readonly string[]) => Object.fromEntries(labels.map((l) => [l, 1]));

test('"?" on the review queue lists the menu search and the queue keys once each, in zh and then in en', async () => {
  const row = pendingOfPurchaser();
  await signIn(world.sim, 'auditor', 'demo123');
  world.track(renderConsole({ path: `/rechargeCenter/rechargeaudit/detail?id=${String(row.id)}&q=${Q}` }));
  const user = userEvent.setup();
  await screen.findByRole('button', { name: '通过' }, { timeout: 15_000 });

  await pressHelp(user);
  const zh = await screen.findByRole('dialog', { name: '快捷键' }, { timeout: 10_000 });
  expect(listed(zh, ZH)).toEqual(once(ZH));
  expect(within(zh).getByRole('heading', { name: '审核队列' })).toBeInTheDocument();
  expect(within(zh).getByRole('heading', { name: '全局' })).toBeInTheDocument();
  // one dialog: the review queue has none of its own
  expect(screen.getAllByRole('dialog')).toHaveLength(1);
  await pressEscape(user);
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument(), { timeout: 10_000 });

  await user.click(screen.getByRole('button', { name: 'English' }));
  await screen.findByRole('button', { name: 'Approve' }, { timeout: 10_000 });
  await pressHelp(user);
  const en = await screen.findByRole('dialog', { name: 'Keyboard shortcuts' }, { timeout: 10_000 });
  expect(listed(en, EN)).toEqual(once(EN));
  expect(listed(en, ZH)).toEqual(Object.fromEntries(ZH.map((l) => [l, 0])));
  expect(within(en).getByRole('heading', { name: 'Review queue' })).toBeInTheDocument();
});

test('the review screen’s button opens the same list, and the home page lists no queue keys', async () => {
  const row = pendingOfPurchaser();
  await signIn(world.sim, 'auditor', 'demo123');
  const app = world.track(renderConsole({ path: `/rechargeCenter/rechargeaudit/detail?id=${String(row.id)}&q=${Q}` }));
  const user = userEvent.setup();
  await user.click(await screen.findByRole('button', { name: '按 ? 查看快捷键' }, { timeout: 15_000 }));
  const fromButton = await screen.findByRole('dialog', { name: '快捷键' }, { timeout: 10_000 });
  expect(listed(fromButton, ZH)).toEqual(once(ZH));
  await pressEscape(user);
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument(), { timeout: 10_000 });

  // another tab shown: the queue's keys leave the list and do nothing
  const position = screen.getByText(/第 \d+ \/ \d+ 条/).textContent;
  await user.click(within(screen.getByRole('tablist', { name: '已打开的页面' })).getAllByRole('tab')[0]!);
  await waitFor(() => expect(app.router.state.location.pathname).not.toContain('/detail'), { timeout: 10_000 });
  await user.keyboard('n');
  await pressHelp(user);
  const home = await screen.findByRole('dialog', { name: '快捷键' }, { timeout: 10_000 });
  expect(listed(home, ZH)).toEqual({ 搜索菜单: 1, 显示快捷键: 1, 通过: 0, 驳回: 0, 下一条: 0, 上一条: 0 });
  await pressEscape(user);
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument(), { timeout: 10_000 });
  // back on the queue, it stands where it stood ("n" on the other tab did not move it)
  await user.click(within(screen.getByRole('tablist', { name: '已打开的页面' })).getByRole('tab', { name: /充值审核/ }));
  await waitFor(() => expect(screen.getByText(/第 \d+ \/ \d+ 条/).textContent).toBe(position), { timeout: 10_000 });
});
