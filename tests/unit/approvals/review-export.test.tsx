/**
 * The recharge review lists export what they show (spec 002 §7: /api/platform/approval/export,
 * /api/escrowRecharge/export; the agents' downloadInfo): the download carries the list's filters.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createSimulator, type Simulator } from '@services/mock/simulator';
import { startNodeSimulator } from '@services/mock/node';
import { renderConsole, resetBrowserState, signIn, type RenderedConsole } from '../../support/render-console';

let sim: Simulator = createSimulator({ storage: null });
const node = startNodeSimulator(sim);
afterAll(() => node.close());
vi.setConfig({ testTimeout: 60_000 });
beforeAll(async () => {
  await Promise.all([import('@/shell/main-layout'), import('@/screens/approvals/review/review-pages')]);
}, 120_000);

let app: RenderedConsole | null = null;
const saved: Array<{ name: string }> = [];
beforeEach(() => {
  resetBrowserState();
  sim = createSimulator({ storage: null });
  node.server.resetHandlers(...sim.handlers);
  saved.length = 0;
  URL.createObjectURL = () => 'blob:export';
  URL.revokeObjectURL = () => undefined;
  HTMLAnchorElement.prototype.click = function click(this: HTMLAnchorElement) {
    saved.push({ name: this.download });
  };
});
afterEach(async () => {
  await app?.dispose();
  app = null;
});

test.each([
  ['/rechargeCenter/rechargeaudit', '充值审核', '导出', '/api/platform/approval/export', 'rechargeStatus'],
  ['/rechargeCenter/escrowRecharge', '托管充值', '导出', '/api/escrowRecharge/export', 'rechargeStatus'],
  ['/agent/audit', '代理商审核', '下载资料', '/api/admin/agent/downloadInfo', null],
])('%s exports what it lists', async (path, title, button, exportPath, statusField) => {
  const user = userEvent.setup();
  await signIn(sim);
  app = renderConsole({ path });
  const region = await screen.findByRole('region', { name: title }, { timeout: 15_000 });
  await user.click(await within(region).findByRole('button', { name: button }, { timeout: 10_000 }));
  // a download asks nothing: it goes out at once and says what was saved
  expect(await screen.findByText(/^已下载 \S+/, {}, { timeout: 10_000 })).toBeInTheDocument();
  await waitFor(() => expect(sim.requests.some((r) => r.path === exportPath)).toBe(true), { timeout: 10_000 });
  const req = sim.requests.filter((r) => r.path === exportPath).at(-1)!;
  if (statusField) expect(new URLSearchParams(req.search).get(statusField)).toBe('0');
  expect(saved).toHaveLength(1);
});
