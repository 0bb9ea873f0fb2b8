/**
 * Statement and company-income totals come from the server's `summary` over everything the filter matches, not from
 * the rows of one page; the statement opens on the current month (the clock pinned); a period that ends before it
 * starts is refused with a clear error; the company rows (every page of them) add up to the totals.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createSimulator, type Simulator } from '@services/mock/simulator';
import { startNodeSimulator } from '@services/mock/node';
import { table } from '@services/mock/money/store';
import { renderConsole, resetBrowserState, signIn, type RenderedConsole } from '../../support/render-console';

vi.setConfig({ testTimeout: 45_000 });
let sim: Simulator = createSimulator({ storage: null });
const node = startNodeSimulator(sim);
afterAll(() => node.close());
let app: RenderedConsole | null = null;

/** Midday in Beijing and in UTC alike, so the local calendar day is 2024-02-20 in any time zone of the tests. */
const PINNED = new Date('2024-02-20T04:00:00Z');

const start = async (pinned?: Date) => {
  resetBrowserState();
  if (pinned) {
    vi.useFakeTimers({ toFake: ['Date'], shouldAdvanceTime: true });
    vi.setSystemTime(pinned);
  }
  sim = createSimulator({ storage: null });
  node.server.resetHandlers(...sim.handlers);
  await signIn(sim);
};
afterEach(async () => {
  await app?.dispose();
  app = null;
  vi.useRealTimers();
});

type Row = Record<string, unknown>;
const inPeriod = (rows: Row[], from: string, to: string) =>
  rows.filter((r) => String(r.createTime).slice(0, 10) >= from && String(r.createTime).slice(0, 10) <= to);
const sum = (rows: Row[], f: string) => rows.reduce((s, r) => s + Number(r[f]), 0);
/** '¥1,234.50' → 123450 fen. */
const fenOf = (text: string | null) => Number((text ?? '').replace(/[^\d-]/g, ''));
const yuan = (fen: number) => `¥${Math.trunc(fen / 100).toLocaleString('en-US')}.${String(fen % 100).padStart(2, '0')}`;

/** The cells of a column (by its header) in a table. */
function column(tableEl: HTMLElement, header: string): string[] {
  const rows = within(tableEl).getAllByRole('row');
  const headers = within(rows[0]!)
    .getAllByRole('columnheader')
    .map((h) => h.textContent ?? '');
  const i = headers.findIndex((h) => h.includes(header));
  expect(i, `column ${header} in ${headers.join('|')}`).toBeGreaterThanOrEqual(0);
  return rows.slice(1).map((r) => within(r).getAllByRole('cell')[i]?.textContent ?? '');
}

async function setPeriod(user: ReturnType<typeof userEvent.setup>, from: string, to: string) {
  const a = await screen.findByLabelText('账期开始', {}, { timeout: 25_000 });
  const b = screen.getByLabelText('账期结束');
  await user.clear(a);
  await user.type(a, from);
  await user.clear(b);
  await user.type(b, to);
  expect(a).toHaveValue(from);
  expect(b).toHaveValue(to);
}

test('the statement opens on the current month, from its first day to today', async () => {
  await start(PINNED);
  const user = userEvent.setup();
  app = renderConsole({ path: '/reconciliation/statementOfAccount' });
  expect(await screen.findByLabelText('账期开始', {}, { timeout: 25_000 })).toHaveValue('2024-02-01');
  expect(screen.getByLabelText('账期结束')).toHaveValue('2024-02-20');
  await user.click(screen.getByRole('button', { name: '生成对账单' }));
  const statement = within(await screen.findByRole('region', { name: '2024-02-01 至 2024-02-20 对账单' }));
  for (const path of ['/api/checking_account/page', '/api/zytreconciliationrecord/reconciliationrecord/page']) {
    await waitFor(() => expect(sim.requests.some((r) => r.path === path)).toBe(true));
    for (const r of sim.requests.filter((x) => x.path === path)) {
      const q = new URLSearchParams(r.search);
      expect([q.get('createTime_dategt'), q.get('createTime_datelt')]).toEqual(['2024-02-01', '2024-02-20']);
    }
  }
  const accounts = inPeriod(table(sim.db, 'checking-account'), '2024-02-01', '2024-02-20');
  expect(await statement.findByLabelText('收入合计')).toHaveTextContent(yuan(sum(accounts, 'incomeAmount')));
});

test('the statement’s totals are those of every row of the period, not of the page shown', async () => {
  await start();
  const user = userEvent.setup();
  app = renderConsole({ path: '/reconciliation/statementOfAccount' });
  await setPeriod(user, '2024-02-01', '2024-02-29');
  await user.click(screen.getByRole('button', { name: '生成对账单' }));
  const statement = within(await screen.findByRole('region', { name: '2024-02-01 至 2024-02-29 对账单' }));
  const accountTable = await statement.findByRole('table', { name: '对账详情' });
  const recordTable = await statement.findByRole('table', { name: '对账明细' });
  const accounts = inPeriod(table(sim.db, 'checking-account'), '2024-02-01', '2024-02-29');
  const records = inPeriod(table(sim.db, 'reconciliation-record'), '2024-02-01', '2024-02-29');
  // more rows than one page of each list
  expect(accounts.length).toBeGreaterThan(10);
  expect(records.length).toBeGreaterThan(10);
  const shownIncome = column(accountTable, '收入').map(fenOf);
  const shownSettled = column(recordTable, '结算金额').map(fenOf);
  expect(shownIncome).toHaveLength(10);
  expect(shownSettled).toHaveLength(10);

  const income = sum(accounts, 'incomeAmount');
  const settled = sum(records, 'settlementAmount');
  // what one page adds up to is not the statement's total
  expect(shownIncome.reduce((a, b) => a + b, 0)).toBeLessThan(income);
  expect(shownSettled.reduce((a, b) => a + b, 0)).toBeLessThan(settled);
  expect(await statement.findByLabelText('收入合计')).toHaveTextContent(yuan(income));
  expect(statement.getByLabelText('支出合计')).toHaveTextContent(yuan(sum(accounts, 'expenseAmount')));
  expect(statement.getByLabelText('对账笔数')).toHaveTextContent(String(accounts.length));
  expect(statement.getByLabelText('结算金额合计')).toHaveTextContent(yuan(settled));
  expect(statement.getByLabelText('对账记录数')).toHaveTextContent(String(records.length));

  // the next page of the accounts leaves the totals as they are
  const pagers = statement.getAllByRole('button', { name: '下一页' });
  await user.click(pagers.at(-1)!);
  await waitFor(() => expect(new URLSearchParams(sim.requests.at(-1)!.search).get('current')).toBe('2'));
  expect(statement.getByLabelText('收入合计')).toHaveTextContent(yuan(income));
});

test('a period that ends before it starts is refused with a clear error', async () => {
  await start();
  const user = userEvent.setup();
  app = renderConsole({ path: '/reconciliation/statementOfAccount' });
  await setPeriod(user, '2024-03-01', '2024-02-01');
  expect(screen.getByLabelText('账期结束')).toHaveAccessibleDescription('账期结束不能早于账期开始');
  const generate = screen.getByRole('button', { name: '生成对账单' });
  expect(generate).toBeDisabled();
  expect(screen.queryByRole('region', { name: / 至 .* 对账单$/ })).toBeNull();
  expect(sim.requests.some((r) => r.path === '/api/checking_account/page')).toBe(false);
});

test('the income of every company, page after page, adds up to the server’s totals', async () => {
  await start();
  const user = userEvent.setup();
  app = renderConsole({ path: '/reconciliation/companyStatisticsInfo' });
  const totals = within(await screen.findByLabelText('合计', {}, { timeout: 25_000 }));
  const all = table(sim.db, 'checking-account');
  const income = sum(all, 'incomeAmount');
  const expense = sum(all, 'expenseAmount');
  expect(await totals.findByLabelText('收入合计')).toHaveTextContent(yuan(income));
  expect(totals.getByLabelText('支出合计')).toHaveTextContent(yuan(expense));
  const companies = Number(totals.getByLabelText('企业数').textContent);
  expect(companies).toBeGreaterThan(10);

  const seen: string[] = [];
  let shownIncome = 0;
  let shownExpense = 0;
  let entries = 0;
  for (let page = 1; ; page += 1) {
    await waitFor(() =>
      expect(screen.getByRole('table', { name: '企业收入' }).closest('[aria-busy]')).toHaveAttribute('aria-busy', 'false'),
    );
    const grid = screen.getByRole('table', { name: '企业收入' });
    const names = column(grid, '企业名称');
    if (seen.includes(names[0]!)) throw new Error(`page ${page} shows ${names[0]} again`);
    seen.push(...names);
    shownIncome += column(grid, '收入')
      .map(fenOf)
      .reduce((a, b) => a + b, 0);
    shownExpense += column(grid, '支出')
      .map(fenOf)
      .reduce((a, b) => a + b, 0);
    entries += column(grid, '对账笔数')
      .map(Number)
      .reduce((a, b) => a + b, 0);
    const next = screen.getByRole('button', { name: '下一页' });
    if (next.hasAttribute('disabled')) break;
    await user.click(next);
    await waitFor(() => expect(screen.getByRole('table', { name: '企业收入' })).not.toHaveTextContent(names[0]!));
  }
  expect(seen).toHaveLength(companies);
  expect(new Set(seen).size).toBe(companies);
  expect(shownIncome).toBe(income);
  expect(shownExpense).toBe(expense);
  expect(entries).toBe(all.length);
});
