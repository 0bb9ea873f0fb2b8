/**
 * Withdrawal calls (spec 002 §7 "Supplier accounts", "Withdrawals", merchant divide; docs/flows.md "Withdrawals").
 * Amounts travel as integer fen. Writes carry the operation's Idempotency-Key and are never retried.
 */
import * as v from 'valibot';
import { getData, pageOf, postData } from '@services/http/decode';
import { http } from '@services/http/client';
import type { Page, R } from '@services/http/envelope';
import { dateText, fen, id, recordOf, row, statusCode, text, type Row } from '@services/api/fields';
import { withdrawFee, type FeeResult } from '@/lib/fees';
import { moneyPath } from './paths';

export type { Row };

export type WithdrawVariant = 'supplier' | 'agent' | 'restock' | 'divide' | 'company' | 'aliShop' | 'merchantDivide';

export const WITHDRAW_VARIANTS: readonly WithdrawVariant[] = [
  'supplier',
  'agent',
  'restock',
  'divide',
  'company',
  'aliShop',
  'merchantDivide',
];

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
  merchantDivide: {
    key: 'merchant-account',
    action: 'divideMoney',
    idAs: 'path',
    amountAs: 'amount',
    code: { key: 'merchant-account', action: 'sendDivideCode' },
  },
};

export const needsCode = (v: WithdrawVariant) => VARIANT_CALLS[v].code !== undefined;

/** A withdrawable account as the backend sends it, read as the console uses it. */
export const WithdrawAccountSchema = v.pipe(
  recordOf({
    id,
    tenantName: text,
    accountName: text,
    bankName: text,
    bankCardNumber: text,
    balance: fen,
    frozenAmount: fen,
    withdrawableAmount: fen,
    feeMode: text,
    feeValue: text,
  }),
  v.transform((r) => ({
    id: r.id,
    tenantName: r.tenantName,
    accountName: r.accountName,
    bankName: r.bankName,
    bankCardNumber: r.bankCardNumber,
    balanceFen: r.balance,
    frozenFen: r.frozenAmount,
    availableFen: r.withdrawableAmount,
    feeMode: r.feeMode,
    feeValue: r.feeValue,
  })),
);

/** A withdrawable account as the console uses it. */
export type WithdrawAccount = v.InferOutput<typeof WithdrawAccountSchema>;

/** The server's fee for an amount. */
export const FeeQuoteSchema = v.pipe(
  recordOf({ fee: fen, actualAmount: fen }),
  v.transform((r) => ({ feeFen: r.fee, netFen: r.actualAmount })),
);
export type FeeQuote = v.InferOutput<typeof FeeQuoteSchema>;

/** A withdraw record (the pending one a withdrawal makes, or one found by its request number). */
export const WithdrawRecordSchema = recordOf({
  id,
  withdrawNo: text,
  requestNo: text,
  withdrawalAmount: fen,
  fee: fen,
  actualAmount: fen,
  withdrawStatus: statusCode,
  createTime: dateText,
});
export type WithdrawRecord = v.InferOutput<typeof WithdrawRecordSchema>;

/** The caller's accounts of a variant (GET supplieraccount/list). */
export async function listAccounts(variant: WithdrawVariant, signal?: AbortSignal): Promise<WithdrawAccount[]> {
  return (
    (await getData(moneyPath('supplier-account', 'list'), v.nullish(v.array(WithdrawAccountSchema), []), {
      params: { accountType: variant },
      signal,
    })) ?? []
  );
}

/** One account with its balance (GET supplieraccount/detail?id). */
export async function readAccount(id: string, signal?: AbortSignal): Promise<WithdrawAccount> {
  return getData(moneyPath('supplier-account', 'detail'), WithdrawAccountSchema, { params: { id }, signal });
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
  return postData(moneyPath('supplier-account', 'calcMoneyFee'), undefined, FeeQuoteSchema, {
    params: { id: accountId, withdrawalAmount: amountFen },
    signal,
  });
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
export async function submitWithdrawal(p: WithdrawPayload, idempotencyKey: string, signal?: AbortSignal): Promise<WithdrawRecord> {
  const { url, body } = withdrawRequest(p);
  return postData(url, body, WithdrawRecordSchema, { meta: { idempotencyKey }, signal });
}

/** The account's newest withdraw records (GET withdrawrecord/page, newest first). */
async function newestWithdrawals(accountId: string, signal?: AbortSignal): Promise<WithdrawRecord[]> {
  const page = await getData(moneyPath('withdraw-record', 'page'), pageOf(WithdrawRecordSchema, { current: 1, size: 20 }), {
    params: { current: 1, size: 20, accountId, descs: 'createTime' },
    signal,
  });
  return page.records;
}

/** The ids of the account's newest records when an operation starts: what is not among them afterwards is new. */
export async function knownWithdrawals(accountId: string, signal?: AbortSignal): Promise<string[]> {
  return (await newestWithdrawals(accountId, signal)).map((r) => r.id);
}

/**
 * Looks for the record a withdrawal made after its answer was lost, with the account's own record list (BladeX
 * keeps no Idempotency-Key, and the browser's clock is not the server's): a record of the account with the same
 * amount that was not there when the operation started. Null when there is none.
 */
export async function findWithdrawal(
  accountId: string,
  amountFen: number,
  known: readonly string[],
  signal?: AbortSignal,
): Promise<WithdrawRecord | null> {
  const records = await newestWithdrawals(accountId, signal);
  return records.find((r) => r.withdrawalAmount === amountFen && !known.includes(r.id)) ?? null;
}

/** A page of withdraw records (GET withdrawrecord/page) with filters. */
export async function pageWithdrawals(params: Record<string, string | number>, signal?: AbortSignal): Promise<Page<Row>> {
  return getPage('withdraw-record', 'page', params, signal);
}

/** Any GET returning a page (account flows, account withdraw details, …). */
export async function getPage(
  key: string,
  name: string,
  params: Record<string, string | number>,
  signal?: AbortSignal,
): Promise<Page<Row>> {
  return getData(moneyPath(key, name), pageOf(row, { current: Number(params.current ?? 1), size: Number(params.size ?? 10) }), {
    params,
    signal,
  });
}

/** Any GET returning one record. */
export async function getRecord(key: string, name: string, params: Record<string, string>, signal?: AbortSignal): Promise<Row> {
  return getData(moneyPath(key, name), row, { params, signal });
}

/** The supplier accounts' totals (POST platformTopTotal, a read). */
export async function accountTotals(signal?: AbortSignal): Promise<Row> {
  return postData(moneyPath('supplier-account', 'platformTopTotal'), undefined, row, { signal });
}
