/**
 * The simulator's recharge state: the tenants' recharge funds (tempMoney) and their movements, SMS codes tied to
 * a phone and an amount, recharge lines (the user cards a recharge credits), batch orders, and the batch products
 * kept in the tenant-goods table. Everything lives in `db.resources`, so it persists and reaches every tab; the
 * registry families (staff-recharge, staff-account, user-account, the flows) are their own generic tables.
 */
import { requireResource } from '@services/resources/registry';
import { CARD_STATUS, RECHARGE_MSG, RECHARGE_STATUS } from '@services/api/recharge/status';
import { findTenant, nextId, type Db, tableOf } from '../db';
import { formatDateTime, seedBaseOf } from '../seed';
import { resourceTable } from '../routes/resource-routes';

export type Row = Record<string, unknown>;

const FUNDS = 'recharge-funds';
const FUND_FLOWS = 'recharge-fund-flows';
const SMS = 'recharge-sms';
const LINES = 'recharge-lines';
const ORDERS = 'recharge-batch-orders';

/** Lifetime of a payment SMS code (ms). */
export const RECHARGE_SMS_TTL_MS = 300_000;

/** The batch classification of tenant goods (the products of the purchasing centre). */
export const BATCH_CLASSIFY_ID = 'BATCH';

/** Recharge funds each tenant starts with, fen. */
export const SEED_FUNDS: Readonly<Record<string, number>> = {
  '000000': 50_000_000,
  '100001': 2_000_000,
  '200001': 8_000_000,
  '300001': 3_000_000,
};
const DEFAULT_FUNDS = 1_000_000;

const str = (v: unknown) => (v === null || v === undefined ? '' : String(v));
export const num = (v: unknown) => (typeof v === 'number' ? v : Number(v) || 0);

/** A registry family's table (the same rows the generic list shows). */
export const table = (db: Db, key: string): Row[] => resourceTable(db, requireResource(key));

// ------------------------------------------------------------------------------------------ funds

/** The recharge funds of a tenant (made on first use). */
export function fundOf(db: Db, tenantId: string): Row {
  const rows = tableOf(db, FUNDS);
  let fund = rows.find((r) => r.tenantId === tenantId);
  if (!fund) {
    const id = `19000000000${tenantId.padStart(8, '0')}`;
    fund = {
      id,
      tenantId,
      tenantName: findTenant(db, tenantId)?.tenantName ?? tenantId,
      balance: SEED_FUNDS[tenantId] ?? DEFAULT_FUNDS,
      pendingAmount: 0,
      updateTime: formatDateTime(seedBaseOf(db)),
    };
    rows.push(fund);
    fundFlows(db).push({
      id: `${id}1`,
      fundId: id,
      tenantId,
      direction: 1,
      amount: fund.balance,
      balance: fund.balance,
      remark: '期初资金',
      orderNo: '',
      createTime: formatDateTime(seedBaseOf(db)),
    });
  }
  return fund;
}

export const fundFlows = (db: Db): Row[] => tableOf(db, FUND_FLOWS);

export function moveFunds(db: Db, now: number, fund: Row, amount: number, direction: 1 | 2, remark: string, orderNo: string): void {
  fund.balance = num(fund.balance) + (direction === 1 ? amount : -amount);
  fund.updateTime = formatDateTime(now);
  fundFlows(db).unshift({
    id: nextId(db),
    fundId: fund.id,
    tenantId: fund.tenantId,
    direction,
    amount,
    balance: fund.balance,
    remark,
    orderNo,
    createTime: formatDateTime(now),
  });
}

// ------------------------------------------------------------------------------------------ SMS codes

export interface RechargeSms {
  phone: string;
  amountFen: number;
  code: string;
  expiresAt: number;
  used: boolean;
  sentAt: number;
}

const smsRows = (db: Db) => tableOf(db, SMS) as unknown as RechargeSms[];

/** Issues a code for a phone and an amount; the phone's earlier code stops working. */
export function issueCode(db: Db, phone: string, amountFen: number, code: string, now: number): void {
  const rows = smsRows(db).filter((c) => c.phone !== phone);
  rows.push({ phone, amountFen, code, expiresAt: now + RECHARGE_SMS_TTL_MS, used: false, sentAt: now });
  db.resources[SMS] = rows as unknown as Row[];
}

/** The live code of a phone (tests and the demo panel read it as the phone would). */
export function peekCode(db: Db, phone: string): RechargeSms | undefined {
  return smsRows(db).find((c) => c.phone === phone && !c.used);
}

/** null when the code is good for this phone and amount, else the message. Does not use the code up. */
export function checkCode(db: Db, phone: string, amountFen: number, code: string, now: number): string | null {
  const c = peekCode(db, phone);
  if (!c || !code) return RECHARGE_MSG.codeFirst;
  if (c.expiresAt <= now) return RECHARGE_MSG.codeExpired;
  if (c.code !== code) return RECHARGE_MSG.codeWrong;
  if (c.amountFen !== amountFen) return RECHARGE_MSG.codeMismatch;
  return null;
}

/** Uses a code up (after the payment it confirmed went through). */
export function spendCode(db: Db, phone: string): void {
  const c = peekCode(db, phone);
  if (c) c.used = true;
}

// ------------------------------------------------------------------------------------------ recharge lines

/** Recharge lines (user cards); the first paid seeded recharges get lines from the seeded staff accounts. */
export function linesTable(db: Db): Row[] {
  let rows = db.resources[LINES];
  if (!rows) {
    rows = db.resources[LINES] = [];
    const staff = table(db, 'staff-account');
    const paid = table(db, 'staff-recharge')
      .filter((r) => num(r.rechargeStatus) === RECHARGE_STATUS.credited.code)
      .slice(0, 4);
    paid.forEach((r, i) => {
      const people = staff.slice(i * 2, i * 2 + 2);
      r.staffCount = String(people.length);
      people.forEach((p, j) => {
        rows!.push({
          id: `1910000000000000${i}${j}`,
          rechargeId: r.id,
          rechargeNo: r.rechargeNo,
          userPhone: p.phone,
          realName: p.realName,
          amount: Math.floor(num(r.amount) / Math.max(1, people.length)),
          endTime: r.endTime,
          cardStatus: j === 1 && i === 0 ? CARD_STATUS.frozen.code : CARD_STATUS.active.code,
          createTime: r.createTime,
          tenantId: r.tenantId ?? '000000',
        });
      });
    });
  }
  return rows;
}

export const ordersTable = (db: Db): Row[] => tableOf(db, ORDERS);

// ------------------------------------------------------------------------------------------ batch products

const PRODUCTS: Array<[string, string, string, number, number]> = [
  ['中石化加油卡充值 100元', '中国石化', '加油卡', 10_000, 500],
  ['中石化加油卡充值 500元', '中国石化', '加油卡', 50_000, 300],
  ['中石油加油卡充值 200元', '中国石油', '加油卡', 20_000, 400],
  ['中石油加油卡充值 1000元', '中国石油', '加油卡', 100_000, 100],
  ['壳牌车队卡充值 300元', '壳牌', '车队卡', 30_000, 200],
  ['洗车服务券 50元', '速洁', '服务券', 5_000, 1000],
];

/** The tenant-goods table with the batch products in it (added once, at the front). */
export function goodsTable(db: Db): Row[] {
  const rows = table(db, 'tenant-goods');
  if (!rows.some((r) => r.classifyId === BATCH_CLASSIFY_ID)) {
    rows.unshift(
      ...PRODUCTS.map(([goodsName, brandName, classifyName, price, stock], i) => ({
        id: `192000000000000000${i + 1}`,
        tenantId: '000000',
        tenantName: findTenant(db, '000000')?.tenantName ?? '平台',
        goodsName,
        skuId: `CZ${String(i + 1).padStart(4, '0')}`,
        classifyId: BATCH_CLASSIFY_ID,
        classifyName,
        brandName,
        costPrice: Math.round(price * 0.98),
        salePrice: price,
        taxRate: '13%',
        stock,
        shelfStatus: 1,
        createTime: formatDateTime(seedBaseOf(db)),
      })),
    );
  }
  return rows;
}

export const isMobile = (v: string) => /^1\d{10}$/.test(v);

/** The message of a bad phone (spec 002 §5), or null. */
export function phoneProblem(v: string): string | null {
  if (!v) return RECHARGE_MSG.phoneEmpty;
  if (v.length !== 11) return RECHARGE_MSG.phoneLength;
  return isMobile(v) ? null : RECHARGE_MSG.phoneFormat;
}

export { str };
