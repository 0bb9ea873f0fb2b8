/**
 * The simulator's money state (docs/flows.md "Withdrawals", "Settlement steps", "Invoicing"): withdrawable accounts
 * with their fee rules, settings (settle delay and outcome, SMS lifetime, invoice timing, dropped answers),
 * idempotent results and SMS codes. Everything lives in `db.resources` tables, so it persists and reaches
 * every tab like the rest of the db; the families' rows are the registry's own tables (`resourceTable`).
 */
import { requireResource } from '@services/resources/registry';
import { findTenant, type Db, tableOf } from '../db';
import { formatDateTime, seedBaseOf } from '../seed';
import { resourceTable } from '../routes/resource-routes';

export type Row = Record<string, unknown>;

import type { WithdrawVariant } from '@services/api/money/withdrawal';

/** Withdrawal variants (docs/flows.md): which call pays out of which kind of account. */
export { WITHDRAW_VARIANTS, type WithdrawVariant } from '@services/api/money/withdrawal';

export interface MoneySettings {
  /** A pending withdrawal is settled this long after it was made (ms). */
  withdrawSettleMs: number;
  /** How pending withdrawals settle: paid (funds deducted) or rejected (funds released). */
  withdrawOutcome: 'paid' | 'rejected';
  /** Lifetime of an SMS code (ms). */
  smsTtlMs: number;
  /** An invoice being issued answers getInvoicing as issued/failed after this long (ms). */
  invoiceIssueMs: number;
  invoiceOutcome: 'issued' | 'failed';
  /** Path suffixes whose next answer is lost after the server committed (a network drop). */
  dropAnswers: string[];
}

export const DEFAULT_MONEY_SETTINGS: MoneySettings = {
  withdrawSettleMs: 120_000,
  withdrawOutcome: 'paid',
  smsTtlMs: 300_000,
  invoiceIssueMs: 3_000,
  invoiceOutcome: 'issued',
  dropAnswers: [],
};

const SETTINGS = 'money-settings';
const SMS = 'money-sms';

export const def = requireResource;

/** A registry family's table (the same rows the generic list shows). */
export const table = (db: Db, key: string): Row[] => resourceTable(db, def(key));

export function moneySettings(db: Db): MoneySettings {
  const rows = tableOf(db, SETTINGS, () => [{ ...DEFAULT_MONEY_SETTINGS, dropAnswers: [] }]);
  return rows[0] as unknown as MoneySettings;
}

/** Changes simulator money settings (tests and the demo); call `sim.persist()` afterwards in the browser. */
export function setMoneySettings(db: Db, patch: Partial<MoneySettings>): MoneySettings {
  return Object.assign(moneySettings(db), patch);
}

/** Consumes a pending dropped answer for a path (true: the caller must answer with a network error). */
export function takeDroppedAnswer(db: Db, path: string): boolean {
  const s = moneySettings(db);
  const i = s.dropAnswers.findIndex((suffix) => path.endsWith(suffix));
  if (i < 0) return false;
  s.dropAnswers.splice(i, 1);
  return true;
}

// ------------------------------------------------------------------------------------------ fee rules

/** A withdrawal fee rule: feeMode '1' fixed fen, any other mode basis points (spec 002 §5). */
export interface FeeRule {
  feeMode: string;
  feeValue: string;
}

export interface SeedAccount {
  id: string;
  tenantId: string;
  accountType: WithdrawVariant;
  accountName: string;
  bankName: string;
  bankCardNumber: string;
  balance: number;
  rule: FeeRule;
  /** The account's SMS phone (variants that need a code). */
  phone?: string;
}

/** The withdrawable accounts the simulator starts with (fixed ids, so tests and demos can name them). */
export const SEED_ACCOUNTS: readonly SeedAccount[] = [
  {
    id: '1800000000000000101',
    tenantId: '100001',
    accountType: 'supplier',
    accountName: '华北石化供货结算户',
    bankName: '中国工商银行北京朝阳支行',
    bankCardNumber: '6222020200112233446',
    balance: 1_286_450,
    rule: { feeMode: '2', feeValue: '30' },
  },
  {
    id: '1800000000000000102',
    tenantId: '100001',
    accountType: 'divide',
    accountName: '华北石化分账户',
    bankName: '招商银行北京分行',
    bankCardNumber: '6225880112345674',
    balance: 356_000,
    rule: { feeMode: '1', feeValue: '200' },
  },
  {
    id: '1800000000000000103',
    tenantId: '100001',
    accountType: 'restock',
    accountName: '华北石化补货户',
    bankName: '中国建设银行北京西城支行',
    bankCardNumber: '6217000010012345677',
    balance: 98_765,
    rule: { feeMode: '2', feeValue: '12.5' },
  },
  {
    id: '1800000000000000104',
    tenantId: '100001',
    accountType: 'merchantDivide',
    accountName: '华北石化商户分账户',
    bankName: '中国银行北京分行',
    bankCardNumber: '6216610100012346',
    balance: 523_300,
    rule: { feeMode: '1', feeValue: '100' },
    phone: '13800138000',
  },
  {
    id: '1800000000000000201',
    tenantId: '200001',
    accountType: 'agent',
    accountName: '速通代理商账户',
    bankName: '交通银行上海分行',
    bankCardNumber: '6222600110012347',
    balance: 742_010,
    rule: { feeMode: '2', feeValue: '60' },
  },
  {
    id: '1800000000000000001',
    tenantId: '000000',
    accountType: 'company',
    accountName: '平台企业资金户',
    bankName: '中国农业银行北京分行',
    bankCardNumber: '6228480010012345673',
    balance: 9_800_000,
    rule: { feeMode: '2', feeValue: '10' },
  },
  {
    id: '1800000000000000301',
    tenantId: '300001',
    accountType: 'aliShop',
    accountName: '顺达物流支付宝门店',
    bankName: '支付宝',
    bankCardNumber: '6230580000012344',
    balance: 64_500,
    rule: { feeMode: '2', feeValue: '60' },
  },
];

/** Every fee rule the seed uses (the property test checks the console's preview against each). */
export const SEEDED_FEE_RULES: readonly FeeRule[] = SEED_ACCOUNTS.map((a) => a.rule);

/** The supplier-account table with the money accounts in it (added once, at the front). */
export function accountTable(db: Db): Row[] {
  const rows = table(db, 'supplier-account');
  if (!rows.some((r) => r.moneySeeded)) {
    const seeded = SEED_ACCOUNTS.map((a) => ({
      id: a.id,
      tenantId: a.tenantId,
      tenantName: findTenant(db, a.tenantId)?.tenantName ?? a.tenantId,
      accountType: a.accountType,
      accountName: a.accountName,
      accountNo: `ZH${a.id.slice(-8)}`,
      bankName: a.bankName,
      bankCardNumber: a.bankCardNumber,
      balance: a.balance,
      frozenAmount: 0,
      withdrawableAmount: a.balance,
      feeMode: a.rule.feeMode,
      feeValue: a.rule.feeValue,
      phone: a.phone ?? '',
      updateTime: formatDateTime(seedBaseOf(db)),
      createTime: formatDateTime(seedBaseOf(db)),
      moneySeeded: true,
    }));
    rows.unshift(...seeded);
  }
  return rows;
}

export function findAccount(db: Db, id: string): Row | undefined {
  return accountTable(db).find((r) => String(r.id) === id);
}

// ------------------------------------------------------------------------------------------ SMS codes

export interface SmsCode {
  accountId: string;
  purpose: string;
  amountFen: number;
  code: string;
  expiresAt: number;
  used: boolean;
}

export function issueSms(db: Db, code: Omit<SmsCode, 'used'>): void {
  const rows = (tableOf(db, SMS) as unknown as SmsCode[]).filter((c) => !(c.accountId === code.accountId && c.purpose === code.purpose));
  rows.push({ ...code, used: false });
  db.resources[SMS] = rows as unknown as Row[];
}

/** The live code of an account and purpose (tests read it as the phone would). */
export function peekSms(db: Db, accountId: string, purpose: string): SmsCode | undefined {
  return ((db.resources[SMS] ?? []) as unknown as SmsCode[]).find((c) => c.accountId === accountId && c.purpose === purpose && !c.used);
}

/** Checks a code: null when it is good (and marks it used), else the message. */
export function consumeSms(db: Db, accountId: string, purpose: string, amountFen: number, code: string, now: number): string | null {
  const c = peekSms(db, accountId, purpose);
  if (!c || !code) return '请先获取验证码';
  if (c.expiresAt <= now) return '验证码已过期，请重新获取';
  if (c.code !== code) return '验证码错误';
  if (c.amountFen !== amountFen) return '金额与获取验证码时不一致，请重新获取验证码';
  c.used = true;
  return null;
}
