/**
 * Withdrawal calls (spec 002 §7 "Supplier accounts", "Withdrawals", merchant divide; docs/flows.md "Withdrawals").
 * Amounts travel as integer fen. Writes carry the operation's Idempotency-Key and are never retried.
 */
import { http } from '@services/http/client';
import type { Page, R } from '@services/http/envelope';
import { ApiError, isPlainObject } from '@services/http/errors';
import { toPage } from '@services/api/resource-client';
import { withdrawFee, type FeeResult } from '@/lib/fees';
import { text } from './fields';
import { moneyPath } from './paths';

export type WithdrawVariant = 'supplier' | 'agent' | 'restock' | 'divide' | 'company' | 'aliShop' | 'merchantDivide';

export const WITHDRAW_VARIANTS: readonly WithdrawVariant[] = ['supplier', 'agent', 'restock', 'divide', 'company', 'aliShop', 'merchantDivide'];

export type Row = Record<string, unknown>;

interface VariantCall {
  key: string;
  action: string;
  /** The account id goes in the path ({id}), as `id`, or as `accountId`. */
  idAs: 'path' | 'id' | 'accountId';
  /** Name of the amount field. */
  amountAs: 'withdrawalAmount' | 'amount';
  /** The SMS code call of variants that need one. */
  code?: { key: string; action: string };
}

/** Which call each variant makes. */
export const VARIANT_CALLS: Record<WithdrawVariant, VariantCall> = {
  supplier: { key: 'withdraw-record', action: 'withdraw', idAs: 'accountId', amountAs: 'withdrawalAmount' },
  agent: { key: 'withdraw-record', action: 'agentWithdraw', idAs: 'accountId', amountAs: 'withdrawalAmount' },
  restock: { key: 'withdraw-record', action: 'restockWithdrawal', idAs: 'accountId', amountAs: 'withdrawalAmount' },
  divide: { key: 'supplier-account', action: 'divideWithdrawal', idAs: 'path', amountAs: 'withdrawalAmount' },
  company: { key: 'company-capital', action: 'withdrawal', idAs: 'accountId', amountAs: 'withdrawalAmount' },
  aliShop: { key: 'ali-shop-withdrawal', action: 'shopWithdrawal', idAs: 'id', amountAs: 'withdrawalAmount' },
  merchantDivide: { key: 'merchant-account', action: 'divideMoney', idAs: 'path', amountAs: 'amount', code: { key: 'merchant-account', action: 'sendDivideCode' } },
};

export const needsCode = (v: WithdrawVariant) => VARIANT_CALLS[v].code !== undefined;

/** A withdrawable account as the console uses it. */
export interface WithdrawAccount {
  id: string;
  tenantName: string;
  accountName: string;
  bankName: string;
  bankCardNumber: string;
  balanceFen: number;
  frozenFen: number;
  availableFen: number;
  feeMode: string;
  feeValue: string;
}

export interface FeeQuote {
  feeFen: number;
  netFen: number;
}

const int = (v: unknown) => {
  const n = typeof v === 'number' ? v : typeof v === 'string' && /^-?\d+$/.test(v) ? Number(v) : Number.NaN;
  return Number.isSafeInteger(n) ? n : 0;
};

export function toAccount(row: Row): WithdrawAccount {
  return {
    id: text(row.id),
    tenantName: text(row.tenantName),
    accountName: text(row.accountName),
    bankName: text(row.bankName),
    bankCardNumber: text(row.bankCardNumber),
    balanceFen: int(row.balance),
    frozenFen: int(row.frozenAmount),
    availableFen: int(row.withdrawableAmount),
    feeMode: text(row.feeMode),
    feeValue: text(row.feeValue),
  };
}

function data<T>(body: R<T>, what: string): T {
  if (body.data === null || body.data === undefined) throw new ApiError('invalid-body', `${what} without data`, { data: body });
  return body.data;
}

/** The caller's accounts of a variant (GET supplieraccount/list). */
export async function listAccounts(variant: WithdrawVariant, signal?: AbortSignal): Promise<WithdrawAccount[]> {
  const body = await http.get<R<Row[]>>(moneyPath('supplier-account', 'list'), { params: { accountType: variant }, signal });
  return (Array.isArray(body.data) ? body.data : []).filter(isPlainObject).map(toAccount);
}

/** One account with its balance (GET supplieraccount/detail?id). */
export async function readAccount(id: string, signal?: AbortSignal): Promise<WithdrawAccount> {
  const body = await http.get<R<Row>>(moneyPath('supplier-account', 'detail'), { params: { id }, signal });
  return toAccount(data(body, 'account'));
}

/** The client's own fee preview for an account's rule (must agree with the server's calcMoneyFee). */
export function previewFee(account: Pick<WithdrawAccount, 'feeMode' | 'feeValue'>, amountFen: number): FeeResult | null {
  try {
    return withdrawFee({ amountFen, feeMode: account.feeMode, feeValue: account.feeValue || '0' });
  } catch {
    return null;
  }
}

/** The server's fee for an amount (POST calcMoneyFee; a read, safe to repeat). */
export async function quoteFee(accountId: string, amountFen: number, signal?: AbortSignal): Promise<FeeQuote> {
  const body = await http.post<R<Row>>(moneyPath('supplier-account', 'calcMoneyFee'), undefined, { params: { id: accountId, withdrawalAmount: amountFen }, signal });
  const d = data(body, 'fee');
  return { feeFen: int(d.fee), netFen: int(d.actualAmount) };
}

/** Sends the SMS code of a variant that needs one, for this amount (a state-changing GET: never retried). */
export async function sendCode(variant: WithdrawVariant, accountId: string, amountFen: number, signal?: AbortSignal): Promise<string> {
  const call = VARIANT_CALLS[variant].code;
  if (!call) throw new Error(`${variant} needs no code`);
  const body = await http.get<R<unknown>>(moneyPath(call.key, call.action), { params: { id: accountId, amount: amountFen }, signal });
  return body.msg;
}

/** What a withdrawal sends: built from the same snapshot the confirmation shows. */
export interface WithdrawPayload {
  variant: WithdrawVariant;
  accountId: string;
  amountFen: number;
  code?: string;
}

/** The request of a withdrawal: path and JSON body. */
export function withdrawRequest(p: WithdrawPayload): { url: string; body: Row } {
  const call = VARIANT_CALLS[p.variant];
  const url = moneyPath(call.key, call.action, { id: p.accountId });
  const body: Row = { [call.amountAs]: p.amountFen };
  if (call.idAs !== 'path') body[call.idAs] = p.accountId;
  if (p.code !== undefined) body.code = p.code;
  return { url, body };
}

/** Makes the withdrawal once, under the operation's Idempotency-Key; answers the pending record. */
export async function submitWithdrawal(p: WithdrawPayload, idempotencyKey: string, signal?: AbortSignal): Promise<Row> {
  const { url, body } = withdrawRequest(p);
  const res = await http.post<R<Row>>(url, body, { meta: { idempotencyKey }, signal });
  return data(res, 'withdrawal');
}

/** Looks for the record an operation made (after a lost answer): null when the server has none. */
export async function findWithdrawal(accountId: string, idempotencyKey: string, signal?: AbortSignal): Promise<Row | null> {
  const body = await http.get<R<unknown>>(moneyPath('withdraw-record', 'page'), { params: { current: 1, size: 10, accountId, requestNo: idempotencyKey }, signal });
  const page = toPage(body.data, { current: 1, size: 10 });
  return page.records.find((r) => r.requestNo === idempotencyKey) ?? null;
}

/** A page of withdraw records (GET withdrawrecord/page) with filters. */
export async function pageWithdrawals(params: Record<string, string | number>, signal?: AbortSignal): Promise<Page<Row>> {
  const body = await http.get<R<unknown>>(moneyPath('withdraw-record', 'page'), { params, signal });
  return toPage(body.data, { current: Number(params.current ?? 1), size: Number(params.size ?? 10) });
}

/** Any GET returning a page (account flows, account withdraw details, …). */
export async function getPage(key: string, name: string, params: Record<string, string | number>, signal?: AbortSignal): Promise<Page<Row>> {
  const body = await http.get<R<unknown>>(moneyPath(key, name), { params, signal });
  return toPage(body.data, { current: Number(params.current ?? 1), size: Number(params.size ?? 10) });
}

/** Any GET returning one record. */
export async function getRecord(key: string, name: string, params: Record<string, string>, signal?: AbortSignal): Promise<Row> {
  const body = await http.get<R<Row>>(moneyPath(key, name), { params, signal });
  return data(body, name);
}

/** The supplier accounts' totals (POST platformTopTotal, a read). */
export async function accountTotals(signal?: AbortSignal): Promise<Row> {
  const body = await http.post<R<Row>>(moneyPath('supplier-account', 'platformTopTotal'), undefined, { signal });
  return data(body, 'totals');
}
