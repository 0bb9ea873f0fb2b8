/**
 * Settlement calls (spec 002 §7 "Reconciliation and settlement"; docs/flows.md "Settlement steps"): one record walks
 * reconciliation finishConfirm → sheet update2, update3, update4 → result doConfirm → confirmAccount.
 */
import * as v from 'valibot';
import { http } from '@services/http/client';
import { getData, pageOf as pageSchema } from '@services/http/decode';
import type { Page, R } from '@services/http/envelope';
import { fen, id, listOf, recordOf, row, text, whole, type Row } from '@services/api/fields';
import { RECONCILIATION_STATUS, RESULT_STATUS, SHEET_STATUS } from './status';
import { moneyPath } from './paths';

export type { Row };

/** The steps in order; a record at stage i waits for STEPS[i]. */
export const SETTLEMENT_STEPS = ['finishConfirm', 'update2', 'update3', 'update4', 'doConfirm', 'confirmAccount'] as const;
export type SettlementStep = (typeof SETTLEMENT_STEPS)[number];

/** Which family and action each step calls, and whether it moves money (Idempotency-Key). */
export const STEP_CALLS: Record<SettlementStep, { key: string; action: string; money: boolean }> = {
  finishConfirm: { key: 'reconciliation-record', action: 'finishConfirm', money: false },
  update2: { key: 'money-settlement', action: 'update2', money: false },
  update3: { key: 'money-settlement', action: 'update3', money: false },
  update4: { key: 'money-settlement', action: 'update4', money: true },
  doConfirm: { key: 'result-settlement', action: 'doConfirm', money: false },
  confirmAccount: { key: 'result-settlement', action: 'confirmAccount', money: true },
};

export interface StepDone {
  step: SettlementStep;
  operator: string;
  time: string;
}

/** How many steps a row has done, from its three status fields. */
export function stageOf(r: { reconStatus: number; sheetStatus: number; resultStatus: number }): number {
  if (r.reconStatus !== RECONCILIATION_STATUS.reconciled.code) return 0;
  if (r.sheetStatus < SHEET_STATUS.paid.code) return Math.max(1, r.sheetStatus);
  return r.resultStatus === RESULT_STATUS.received.code ? 6 : r.resultStatus === RESULT_STATUS.confirmed.code ? 5 : 4;
}

const isStep = (s: string): s is SettlementStep => (SETTLEMENT_STEPS as readonly string[]).includes(s);

/** One settlement record with its step history, as the stepper uses it. */
export const SettlementSchema = v.pipe(
  recordOf({
    id,
    settlementNo: text,
    tenantName: text,
    period: text,
    orderCount: whole,
    totalAmount: fen,
    fee: fen,
    settlementAmount: fen,
    reconStatus: whole,
    sheetStatus: whole,
    resultStatus: whole,
    steps: listOf(recordOf({ step: v.pipe(text, v.check(isStep, 'expected a settlement step')), operator: text, time: text })),
    remark: text,
    bankName: text,
    bankCardNumber: text,
  }),
  v.transform((r) => ({
    id: r.id,
    settlementNo: r.settlementNo,
    tenantName: r.tenantName,
    period: r.period,
    orderCount: r.orderCount,
    totalFen: r.totalAmount,
    feeFen: r.fee,
    settlementFen: r.settlementAmount,
    stage: stageOf(r),
    steps: r.steps.map((s): StepDone => ({ step: s.step as SettlementStep, operator: s.operator, time: s.time })),
    remark: r.remark,
    bankName: r.bankName,
    bankCardNumber: r.bankCardNumber,
  })),
);

export type SettlementRecord = v.InferOutput<typeof SettlementSchema>;

/** The next step of a record (null once the account is confirmed). */
export const nextStep = (stage: number): SettlementStep | null => SETTLEMENT_STEPS[stage] ?? null;

/** One settlement record with its step history (moneysettlement/detail). */
export async function readSettlement(id: string, signal?: AbortSignal): Promise<SettlementRecord> {
  return getData(moneyPath('money-settlement', 'detail'), SettlementSchema, { params: { id }, signal });
}

/** Runs one step; money steps carry the operation's Idempotency-Key. Never retried. */
export async function runStep(id: string, step: SettlementStep, operationKey: string, signal?: AbortSignal): Promise<void> {
  const call = STEP_CALLS[step];
  await http.post<R<unknown>>(moneyPath(call.key, call.action), undefined, {
    params: { id },
    signal,
    ...(call.money ? { meta: { idempotencyKey: operationKey } } : {}),
  });
}

/** Saves the remarks and bank info of a result (resultsettlement/saveInfo). */
export async function saveInfo(id: string, info: { remark: string }, signal?: AbortSignal): Promise<void> {
  await http.post<R<unknown>>(moneyPath('result-settlement', 'saveInfo'), { id, ...info }, { signal });
}

/** The receiving account's balance (resultsettlement/getBalance). */
export async function readBalance(id: string, signal?: AbortSignal): Promise<Row> {
  return (await getData(moneyPath('result-settlement', 'getBalance'), v.nullish(row), { params: { id }, signal })) ?? {};
}

/** A page of any family's GET list with filters; `top` also answers summary figures. */
export async function pageOf(
  key: string,
  name: string,
  params: Record<string, string | number>,
  signal?: AbortSignal,
): Promise<Page<Row> & { summary?: Row }> {
  const page = await getData(
    moneyPath(key, name),
    pageSchema(row, { current: Number(params.current ?? 1), size: Number(params.size ?? 10) }),
    { params, signal },
  );
  const { summary, ...rest } = page;
  return summary ? { ...rest, summary } : rest;
}

/** One record of a family's detail call (GET with `id`). */
export async function readRow(key: string, name: string, id: string, signal?: AbortSignal): Promise<Row> {
  return getData(moneyPath(key, name), row, { params: { id }, signal });
}
