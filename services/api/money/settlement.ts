/**
 * Settlement calls (spec 002 §7 "Reconciliation and settlement"; docs/flows.md "Settlement steps"): one record walks
 * reconciliation finishConfirm → sheet update2, update3, update4 → result doConfirm → confirmAccount.
 */
import { http } from '@services/http/client';
import type { Page, R } from '@services/http/envelope';
import { ApiError, isPlainObject } from '@services/http/errors';
import { toPage } from '@services/api/resource-client';
import { RECONCILIATION_STATUS, RESULT_STATUS, SHEET_STATUS } from './status';
import { int, text } from './fields';
import { moneyPath } from './paths';

export type Row = Record<string, unknown>;

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

export interface SettlementRecord {
  id: string;
  settlementNo: string;
  tenantName: string;
  period: string;
  orderCount: number;
  totalFen: number;
  feeFen: number;
  settlementFen: number;
  /** 0..6: how many steps are done. */
  stage: number;
  steps: StepDone[];
  remark: string;
  bankName: string;
  bankCardNumber: string;
}

/** How many steps a row has done, from its three status fields. */
export function stageOf(row: Row): number {
  if (int(row.reconStatus) !== RECONCILIATION_STATUS.reconciled.code) return 0;
  const sheet = int(row.sheetStatus);
  if (sheet < SHEET_STATUS.paid.code) return Math.max(1, sheet);
  const result = int(row.resultStatus);
  return result === RESULT_STATUS.received.code ? 6 : result === RESULT_STATUS.confirmed.code ? 5 : 4;
}

export function toSettlement(row: Row): SettlementRecord {
  const steps = Array.isArray(row.steps) ? (row.steps.filter(isPlainObject) as Row[]) : [];
  return {
    id: text(row.id),
    settlementNo: text(row.settlementNo),
    tenantName: text(row.tenantName),
    period: text(row.period),
    orderCount: int(row.orderCount),
    totalFen: int(row.totalAmount),
    feeFen: int(row.fee),
    settlementFen: int(row.settlementAmount),
    stage: stageOf(row),
    steps: steps.map((s) => ({ step: text(s.step) as SettlementStep, operator: text(s.operator), time: text(s.time) })),
    remark: text(row.remark),
    bankName: text(row.bankName),
    bankCardNumber: text(row.bankCardNumber),
  };
}

/** The next step of a record (null once the account is confirmed). */
export const nextStep = (stage: number): SettlementStep | null => SETTLEMENT_STEPS[stage] ?? null;

/** One settlement record with its step history (moneysettlement/detail). */
export async function readSettlement(id: string, signal?: AbortSignal): Promise<SettlementRecord> {
  const body = await http.get<R<Row>>(moneyPath('money-settlement', 'detail'), { params: { id }, signal });
  if (!isPlainObject(body.data)) throw new ApiError('invalid-body', 'settlement without data', { data: body });
  return toSettlement(body.data);
}

/** Runs one step; money steps carry the operation's Idempotency-Key. Never retried. */
export async function runStep(id: string, step: SettlementStep, operationKey: string, signal?: AbortSignal): Promise<void> {
  const call = STEP_CALLS[step];
  await http.post<R<unknown>>(moneyPath(call.key, call.action), undefined, { params: { id }, signal, ...(call.money ? { meta: { idempotencyKey: operationKey } } : {}) });
}

/** Saves the remarks and bank info of a result (resultsettlement/saveInfo). */
export async function saveInfo(id: string, info: { remark: string }, signal?: AbortSignal): Promise<void> {
  await http.post<R<unknown>>(moneyPath('result-settlement', 'saveInfo'), { id, ...info }, { signal });
}

/** The receiving account's balance (resultsettlement/getBalance). */
export async function readBalance(id: string, signal?: AbortSignal): Promise<Row> {
  const body = await http.get<R<Row>>(moneyPath('result-settlement', 'getBalance'), { params: { id }, signal });
  return isPlainObject(body.data) ? body.data : {};
}

/** A page of any family's GET list with filters; `top` also answers summary figures. */
export async function pageOf(key: string, name: string, params: Record<string, string | number>, signal?: AbortSignal): Promise<Page<Row> & { summary?: Row }> {
  const body = await http.get<R<unknown>>(moneyPath(key, name), { params, signal });
  const page = toPage(body.data, { current: Number(params.current ?? 1), size: Number(params.size ?? 10) });
  const summary = isPlainObject(body.data) && isPlainObject(body.data.summary) ? body.data.summary : undefined;
  return summary ? { ...page, summary } : page;
}

/** One record of a family's detail call (GET with `id`). */
export async function readRow(key: string, name: string, id: string, signal?: AbortSignal): Promise<Row> {
  const body = await http.get<R<Row>>(moneyPath(key, name), { params: { id }, signal });
  if (!isPlainObject(body.data)) throw new ApiError('invalid-body', `${key} ${name} without data`, { data: body });
  return body.data;
}
