/**
 * The totals the reconciliation families answer beside their rows (docs/flows.md "Statements and company income"),
 * like `top` does for the settlement sheets: figures over everything the filters match, never over the page asked
 * for. A checking account is one company's income and expense over one period, so a company has many of them; asked
 * with `groupBy=companyName`, `checking_account/page` answers one row per company instead (its accounts added up),
 * paged and sorted like any page, with the same summary.
 */
import { COMPANY_GROUPING } from '@services/api/money/statement';
import type { Row } from './store';

const str = (v: unknown) => (v === null || v === undefined ? '' : String(v));
const num = (v: unknown) => (typeof v === 'number' ? v : Number(v) || 0);
const sum = (rows: readonly Row[], f: string) => rows.reduce((s, r) => s + num(r[f]), 0);

/** The checking accounts' totals in fen: how many, their income and their expense. */
export const checkingSummary = (rows: readonly Row[]) => ({
  count: rows.length,
  companies: new Set(rows.map((r) => str(r.companyName))).size,
  incomeAmount: sum(rows, 'incomeAmount'),
  expenseAmount: sum(rows, 'expenseAmount'),
});

/** The reconciliation records' totals in fen: how many and their settlement amount. */
export const reconciliationSummary = (rows: readonly Row[]) => ({
  count: rows.length,
  settlementAmount: sum(rows, 'settlementAmount'),
});

/** Whether a checking-account page asks for one row per company. */
export const groupsByCompany = (query: URLSearchParams) => query.get('groupBy') === COMPANY_GROUPING.groupBy;

/** One row per company (by name, the only company a checking account names): its accounts added up, most income first. */
export function byCompany(rows: readonly Row[]): Row[] {
  const by = new Map<string, Row & { count: number; incomeAmount: number; expenseAmount: number }>();
  for (const r of rows) {
    const name = str(r.companyName);
    const v = by.get(name) ?? { companyName: name, count: 0, incomeAmount: 0, expenseAmount: 0 };
    v.count += 1;
    v.incomeAmount += num(r.incomeAmount);
    v.expenseAmount += num(r.expenseAmount);
    by.set(name, v);
  }
  return [...by.values()].sort(
    (a, b) => b.incomeAmount - a.incomeAmount || str(a.companyName).localeCompare(str(b.companyName), 'zh-Hans-CN'),
  );
}
