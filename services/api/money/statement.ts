/**
 * Statements and company income (spec 002 §7 "Reconciliation and settlement"; docs/flows.md "Statements and company
 * income"): the totals of a period come from the server, as the `summary` its page calls answer beside the rows for
 * everything the filters match (as `top` does for the sheets), never added up from the rows of one page. The
 * company-income view asks `checking_account/page` for one row per company (`groupBy=companyName`).
 */
import * as v from 'valibot';
import { getData, pageOf as pageSchema } from '@services/http/decode';
import type { Page } from '@services/http/envelope';
import { fen, recordOf, text, whole } from '@services/api/fields';
import { moneyPath } from './paths';

/** A statement's period: both ends included, as yyyy-MM-dd. */
export type Period = { from: string; to: string };

/** The filters of a period, by the backend's date-bound names. */
export const periodFilters = (p: Period): Record<string, string> => ({ createTime_dategt: p.from, createTime_datelt: p.to });

const DAY = /^\d{4}-\d{2}-\d{2}$/;
/** A yyyy-MM-dd that names a real calendar day. */
function realDay(d: string): boolean {
  if (!DAY.test(d)) return false;
  const [y, m, day] = d.split('-').map(Number) as [number, number, number];
  const back = new Date(Date.UTC(y, m - 1, day));
  return back.getUTCFullYear() === y && back.getUTCMonth() === m - 1 && back.getUTCDate() === day;
}

/** What is wrong with each end of a period (i18n keys of the money namespace); empty when it can be used. */
export function periodErrors(p: Period): { from?: string; to?: string } {
  const out: { from?: string; to?: string } = {};
  if (!realDay(p.from)) out.from = 'settlement.periodFromRequired';
  if (!realDay(p.to)) out.to = 'settlement.periodToRequired';
  else if (!out.from && p.from > p.to) out.to = 'settlement.periodOrder';
  return out;
}

/** Why a period cannot be used (the first of its errors), or null when it can. */
export function periodProblem(p: Period): string | null {
  const e = periodErrors(p);
  return e.from ?? e.to ?? null;
}

const pad = (n: number) => String(n).padStart(2, '0');

/** The current month up to `today` (the console's local calendar day): the first of the month to today. */
export function monthToDate(today: Date): Period {
  const month = `${today.getFullYear()}-${pad(today.getMonth() + 1)}`;
  return { from: `${month}-01`, to: `${month}-${pad(today.getDate())}` };
}

/** The checking accounts' totals in fen: how many accounts (and of how many companies), income, expense. */
export const CheckingTotalsSchema = recordOf({ count: whole, companies: whole, incomeAmount: fen, expenseAmount: fen });
export type CheckingTotals = v.InferOutput<typeof CheckingTotalsSchema>;

/** The reconciliation records' totals in fen: how many, and their settlement amount. */
export const ReconciliationTotalsSchema = recordOf({ count: whole, settlementAmount: fen });
export type ReconciliationTotals = v.InferOutput<typeof ReconciliationTotalsSchema>;

/** One company's checking accounts added up (a row of the grouped page). */
export const CompanyIncomeSchema = recordOf({ companyName: text, count: whole, incomeAmount: fen, expenseAmount: fen });
export type CompanyIncome = v.InferOutput<typeof CompanyIncomeSchema>;

/** The parameter that asks `checking_account/page` for one row per company. */
export const COMPANY_GROUPING = { groupBy: 'companyName' } as const;

/** A page call's `summary`, which it must answer (one row asked for: only the totals are read). */
async function totalsOf<S extends v.GenericSchema>(
  key: string,
  schema: S,
  params: Record<string, string>,
  signal?: AbortSignal,
): Promise<v.InferOutput<S>> {
  const page = await getData(moneyPath(key, 'page'), v.looseObject({ summary: schema }), {
    params: { ...params, current: 1, size: 1 },
    signal,
  });
  return page.summary;
}

/** The checking accounts' totals for the filters (a period, a company name), over everything they match. */
export const checkingTotals = (filters: Record<string, string>, signal?: AbortSignal): Promise<CheckingTotals> =>
  totalsOf('checking-account', CheckingTotalsSchema, filters, signal);

/** The reconciliation records' totals for the filters, over everything they match. */
export const reconciliationTotals = (filters: Record<string, string>, signal?: AbortSignal): Promise<ReconciliationTotals> =>
  totalsOf('reconciliation-record', ReconciliationTotalsSchema, filters, signal);

/** A page of companies, each with its checking accounts added up (their totals: `checkingTotals`). */
export async function companyIncomePage(params: Record<string, string | number>, signal?: AbortSignal): Promise<Page<CompanyIncome>> {
  const asked = { current: Number(params.current ?? 1), size: Number(params.size ?? 10) };
  const { summary: _totals, ...page } = await getData(moneyPath('checking-account', 'page'), pageSchema(CompanyIncomeSchema, asked), {
    params: { ...params, ...COMPANY_GROUPING },
    signal,
  });
  return page;
}
