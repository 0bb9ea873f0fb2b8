/** Links to a record carry its server id encoded, so an id with `/`, `?` or `#` still opens that record. */
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createSimulator, type Simulator } from '@services/mock/simulator';
import { startNodeSimulator } from '@services/mock/node';
import { walkTable } from '@services/mock/money/settlement-routes';
import { accountTable } from '@services/mock/money/store';
import { renderConsole, resetBrowserState, signIn, type RenderedConsole } from '../../support/render-console';

vi.setConfig({ testTimeout: 30_000 });
const ODD_ID = 'a/b?c#d';
let sim: Simulator = createSimulator({ storage: null });
const node = startNodeSimulator(sim);
afterAll(() => node.close());
let app: RenderedConsole | null = null;

beforeEach(async () => {
  resetBrowserState();
  sim = createSimulator({ storage: null });
  node.server.resetHandlers(...sim.handlers);
  await signIn(sim);
});
afterEach(async () => {
  await app?.dispose();
  app = null;
});

test('a settlement whose id is a/b?c#d opens from the list', async () => {
  const user = userEvent.setup();
  const row = walkTable(sim.db).find((r) => r.settlementNo === 'JS2024020001')!;
  row.id = ODD_ID;
  app = renderConsole({ path: '/rechargeCenter/settlement/list' });
  const link = await screen.findByRole('link', { name: '办理 JS2024020001' }, { timeout: 15_000 });
  expect(link).toHaveAttribute('href', `/rechargeCenter/settlement/detail?id=${encodeURIComponent(ODD_ID)}`);
  await user.click(link);
  expect(await screen.findByRole('heading', { name: '结算详情 JS2024020001' })).toBeInTheDocument();
  const asked = sim.requests.filter((r) => r.path.endsWith('/detail')).at(-1)!;
  expect(new URLSearchParams(asked.search).get('id')).toBe(ODD_ID);
});

test('an account whose id is a/b?c#d links to its own flow, withdrawals and orders', async () => {
  const account = accountTable(sim.db)[0]!;
  account.id = ODD_ID;
  app = renderConsole({ path: '/fleet/withdrawal' });
  const rowOf = (await screen.findAllByRole('row', {}, { timeout: 15_000 })).find((r) =>
    r.textContent?.includes(String(account.accountName)),
  )!;
  const hrefs = within(rowOf)
    .getAllByRole('link')
    .map((a) => a.getAttribute('href'));
  const enc = encodeURIComponent(ODD_ID);
  expect(hrefs).toEqual([
    `/fleet/supplierAccountFlow?accountId=${enc}`,
    `/withdrawal/withdrawalDetails?accountId=${enc}`,
    `/withdrawal/orderDetails?accountId=${enc}`,
  ]);
});
