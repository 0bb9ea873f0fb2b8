/**
 * Recharge centre and batch purchasing in the simulator (spec 002 §7 "Recharge and staff", "Orders and phones",
 * user balance and flows). Money moves together: a paid recharge takes the total from the tenant's recharge
 * funds and credits each staff member's account balance (staff-account and user-account tables) with a recharge
 * flow line (user-recharge-flow and phone-account-flow); a batch order takes its total from the funds. Payments
 * need an SMS code issued by getCode for the same phone and amount; writes need an Idempotency-Key.
 */
import { CARD_STATUS, RECHARGE_MSG, RECHARGE_STATUS } from '@services/api/recharge/status';
import { csvResponse } from '../csv';
import { nextId } from '../db';
import { fail, ok, paginate } from '../envelope';
import { protectedRoute, type AuthedContext, type RouteDefinition } from '../route';
import { formatDateTime } from '../seed';
import { fenParam, once, okBody, pathOf } from '../money/common';
import { guardedRoute, tenantMaySee, tenantOfRow } from '../rules';
import { PLATFORM_TENANT } from '../routes/auth-routes';
import {
  BATCH_CLASSIFY_ID,
  checkCode,
  fundFlows,
  fundOf,
  goodsTable,
  issueCode,
  linesTable,
  moveFunds,
  num,
  ordersTable,
  phoneProblem,
  spendCode,
  str,
  table,
  type Row,
} from './store';

import { idList, scopeProblem, selectAndSubordinate, selectSites } from './scope';
import { companyExtList } from './company-ext';

const STAFF = 'staff-recharge';
const ORDER = 'batch-order';

const tenantOf = (ctx: AuthedContext) => ctx.session.tenant.tenantId;
const bodyOf = (ctx: AuthedContext): Row =>
  ctx.body && typeof ctx.body === 'object' && !Array.isArray(ctx.body) && !(ctx.body instanceof FormData) ? (ctx.body as Row) : {};
const stamp = (now: number) => formatDateTime(now).replace(/\D/g, '');
const END_TIME = /^\d{4}-\d{2}-\d{2}( \d{2}:\d{2}:\d{2})?$/;

/** A staff member's account: balance and end time move with a recharge (made when the phone has none yet). */
function creditStaff(ctx: AuthedContext, phone: string, amount: number, endTime: string, rechargeNo: string): void {
  const now = formatDateTime(ctx.now);
  const staff = table(ctx.db, 'staff-account');
  let member = staff.find((r) => str(r.phone) === phone);
  if (!member) {
    member = {
      id: nextId(ctx.db),
      realName: `员工${phone.slice(-4)}`,
      phone,
      companyName: ctx.session.tenant.tenantName,
      balance: 0,
      endTime,
      cardStatus: CARD_STATUS.active.code,
      noticeType: 1,
      createTime: now,
      tenantId: tenantOf(ctx),
    };
    staff.unshift(member);
  }
  member.balance = num(member.balance) + amount;
  member.endTime = endTime;
  const users = table(ctx.db, 'user-account');
  let user = users.find((r) => str(r.userPhone) === phone);
  if (!user) {
    user = {
      id: nextId(ctx.db),
      userPhone: phone,
      realName: member.realName,
      balance: 0,
      giftBalance: 0,
      totalRecharge: 0,
      totalConsume: 0,
      updateTime: now,
      createTime: now,
      tenantId: tenantOf(ctx),
    };
    users.unshift(user);
  }
  user.balance = num(user.balance) + amount;
  user.totalRecharge = num(user.totalRecharge) + amount;
  user.updateTime = now;
  for (const key of ['user-recharge-flow', 'phone-account-flow']) {
    table(ctx.db, key).unshift({
      id: nextId(ctx.db),
      userPhone: phone,
      flowNo: `LS${stamp(ctx.now)}${String(ctx.db.meta.sequence).slice(-4)}`,
      flowType: 1,
      direction: 1,
      amount,
      balance: user.balance,
      orderNo: rechargeNo,
      createTime: now,
      tenantId: tenantOf(ctx),
    });
  }
}

/** POST saveOne (direct) / saveOne2 (card issuing): the recharge record and its lines, awaiting payment. */
function saveRecharge(ctx: AuthedContext, kind: 'direct' | 'cardBatch'): Response {
  return once(ctx, () => {
    const b = bodyOf(ctx);
    const phones = Array.isArray(b.staffPhones) ? (b.staffPhones as unknown[]).map((p) => str(p).trim()) : [];
    if (phones.length === 0) return fail(RECHARGE_MSG.noRecipients);
    const bad = phones.map(phoneProblem).find((m) => m !== null);
    if (bad) return fail(bad);
    const per = fenParam(str(b.amount));
    if (per === null) return fail(RECHARGE_MSG.amountBad);
    const total = per * phones.length;
    if (num(b.totalAmount) !== total) return fail(RECHARGE_MSG.totalMismatch);
    const endTime = str(b.endTime);
    if (!END_TIME.test(endTime)) return fail(RECHARGE_MSG.endTimeBad);
    // where the recharge may be spent: companies of the caller's scope and their stations
    const tenantIds = idList(b.tenantIds);
    const siteIds = idList(b.siteIds);
    const outside = scopeProblem(ctx, tenantIds, siteIds);
    if (outside) return fail(outside);
    const id = nextId(ctx.db);
    const rechargeNo = `${kind === 'direct' ? 'ZC' : 'FK'}${stamp(ctx.now)}${id.slice(-4)}`;
    const record: Row = {
      id,
      rechargeNo,
      companyName: ctx.session.tenant.tenantName,
      staffCount: String(phones.length),
      amount: total,
      perAmount: per,
      endTime,
      rechargeStatus: RECHARGE_STATUS.unpaid.code,
      rechargeType: kind,
      batchName: kind === 'cardBatch' ? str(b.batchName) : '',
      phone: str(b.phone),
      tenantIds,
      siteIds,
      createUser: ctx.session.user.realName,
      createTime: formatDateTime(ctx.now),
      tenantId: tenantOf(ctx),
    };
    table(ctx.db, STAFF).unshift(record);
    const lines = linesTable(ctx.db);
    for (const phone of phones) {
      const member = table(ctx.db, 'staff-account').find((r) => str(r.phone) === phone);
      lines.unshift({
        id: nextId(ctx.db),
        rechargeId: id,
        rechargeNo,
        userPhone: phone,
        realName: str(member?.realName) || `员工${phone.slice(-4)}`,
        amount: per,
        endTime,
        cardStatus: CARD_STATUS.inactive.code,
        createTime: record.createTime,
        tenantId: tenantOf(ctx),
      });
    }
    return okBody(record, '充值单已保存，待支付');
  });
}

/** POST payment?id with phone and code: the money moves. */
function pay(ctx: AuthedContext): Response {
  return once(ctx, () => {
    const record = table(ctx.db, STAFF).find((r) => str(r.id) === str(ctx.params.id));
    if (!record || !tenantMaySee(ctx, record.tenantId)) return fail(RECHARGE_MSG.notFound);
    if (num(record.rechargeStatus) !== RECHARGE_STATUS.unpaid.code) return fail(RECHARGE_MSG.illegal);
    const phone = str(ctx.params.phone).trim();
    const total = num(record.amount);
    const why = checkCode(ctx.db, phone, total, str(ctx.params.code).trim(), ctx.now);
    if (why) return fail(why);
    const fund = fundOf(ctx.db, tenantOf(ctx));
    if (num(fund.balance) < total) return fail(RECHARGE_MSG.fundsShort);
    spendCode(ctx.db, phone);
    moveFunds(ctx.db, ctx.now, fund, total, 2, record.rechargeType === 'cardBatch' ? '发卡充值' : '直充', str(record.rechargeNo));
    const lines = linesTable(ctx.db).filter((l) => l.rechargeId === record.id);
    for (const l of lines) {
      creditStaff(ctx, str(l.userPhone), num(l.amount), str(l.endTime), str(record.rechargeNo));
      l.cardStatus = CARD_STATUS.active.code;
    }
    record.rechargeStatus = RECHARGE_STATUS.credited.code;
    record.payTime = formatDateTime(ctx.now);
    return okBody({ ...record, fundBalance: fund.balance }, '充值成功');
  });
}

/** GET getCode?phone&amount: a code for this phone and amount (a GET that sends a message). */
function getCode(ctx: AuthedContext): Response {
  const phone = str(ctx.params.phone).trim();
  const bad = phoneProblem(phone);
  if (bad) return fail(bad);
  const amount = fenParam(ctx.params.amount);
  if (amount === null) return fail(RECHARGE_MSG.amountBad);
  const code = String(Math.floor(ctx.prng.next() * 900_000) + 100_000);
  issueCode(ctx.db, phone, amount, code, ctx.now);
  ctx.changed();
  return ok(null, `${RECHARGE_MSG.codeSent} ${phone.slice(0, 3)}****${phone.slice(7)}`);
}

/** POST place/order: buyGoodsList, totalPayMoney, phone, code. */
function placeOrder(ctx: AuthedContext): Response {
  return once(ctx, () => {
    const b = bodyOf(ctx);
    const list = Array.isArray(b.buyGoodsList) ? (b.buyGoodsList as Row[]) : [];
    if (list.length === 0) return fail(RECHARGE_MSG.noGoods);
    const goods = goodsTable(ctx.db);
    let total = 0;
    const lines: Row[] = [];
    for (const item of list) {
      const g = goods.find((r) => str(r.id) === str(item.goodsId) && r.classifyId === BATCH_CLASSIFY_ID);
      const qty = num(item.quantity);
      if (!g || !Number.isSafeInteger(qty) || qty <= 0) return fail(RECHARGE_MSG.noGoods);
      if (qty > num(g.stock)) return fail(`${RECHARGE_MSG.stockShort}：${str(g.goodsName)}`);
      total += num(g.salePrice) * qty;
      lines.push({ goodsId: g.id, goodsName: g.goodsName, quantity: qty, price: g.salePrice });
    }
    if (num(b.totalPayMoney) !== total) return fail(RECHARGE_MSG.totalMismatch);
    const phone = str(b.phone).trim();
    const bad = phoneProblem(phone);
    if (bad) return fail(bad);
    const why = checkCode(ctx.db, phone, total, str(b.code).trim(), ctx.now);
    if (why) return fail(why);
    const fund = fundOf(ctx.db, tenantOf(ctx));
    if (num(fund.balance) < total) return fail(RECHARGE_MSG.fundsShort);
    spendCode(ctx.db, phone);
    for (const l of lines) {
      const g = goods.find((r) => r.id === l.goodsId)!;
      g.stock = num(g.stock) - num(l.quantity);
    }
    const id = nextId(ctx.db);
    const order: Row = {
      id,
      orderNo: `PL${stamp(ctx.now)}${id.slice(-4)}`,
      buyGoodsList: lines,
      goodsCount: lines.reduce((s, l) => s + num(l.quantity), 0),
      totalPayMoney: total,
      phone,
      orderState: 1,
      createUser: ctx.session.user.realName,
      createTime: formatDateTime(ctx.now),
      tenantId: tenantOf(ctx),
    };
    ordersTable(ctx.db).unshift(order);
    moveFunds(ctx.db, ctx.now, fund, total, 2, '批量采购', str(order.orderNo));
    return okBody({ ...order, fundBalance: fund.balance }, '下单成功');
  });
}

const pageOf = (ctx: AuthedContext, rows: Row[]) => ok(paginate(rows, ctx.query));

/** Sets the end time of a row of the caller's tenant (a recharge record or one of its lines); `also` carries it further. */
function setEndTime(ctx: AuthedContext, row: Row | undefined, also?: (row: Row, endTime: string) => void): Response {
  if (!row || !tenantMaySee(ctx, row.tenantId)) return fail(RECHARGE_MSG.notFound);
  const endTime = str(ctx.params.endTime);
  if (!END_TIME.test(endTime)) return fail(RECHARGE_MSG.endTimeBad);
  row.endTime = endTime;
  also?.(row, endTime);
  ctx.changed();
  return ok(row, '更新成功');
}

function csv(name: string, header: string[], rows: Row[], fields: string[]): Response {
  return csvResponse(name, [header, ...rows.map((r) => fields.map((f) => r[f]))]);
}

const flowRows = (ctx: AuthedContext, key: string) => {
  const phone = str(ctx.query.get('userPhone')).trim();
  return table(ctx.db, key).filter((r) => tenantMaySee(ctx, r.tenantId) && (!phone || str(r.userPhone) === phone));
};

/** A phone account's recharge or expense flow as a CSV file. */
const flowCsv = (ctx: AuthedContext, name: string, key: string) =>
  csv(name, ['手机号', '流水号', '金额（分）', '余额（分）', '单号', '时间'], flowRows(ctx, key), [
    'userPhone',
    'flowNo',
    'amount',
    'balance',
    'orderNo',
    'createTime',
  ]);

export const rechargeHandlers: readonly RouteDefinition[] = [
  guardedRoute('get', pathOf(ORDER, 'getCode'), getCode),
  guardedRoute('post', pathOf(ORDER, 'placeOrder'), placeOrder),
  guardedRoute('get', pathOf(ORDER, 'tenantPhone'), (ctx) => ok(ctx.session.user.phone || ctx.session.tenant.contactNumber || '')),
  guardedRoute('post', pathOf(STAFF, 'saveOne'), (ctx) => saveRecharge(ctx, 'direct')),
  guardedRoute('post', pathOf(STAFF, 'saveOne2'), (ctx) => saveRecharge(ctx, 'cardBatch')),
  guardedRoute('post', pathOf(STAFF, 'payment'), pay),
  guardedRoute('get', pathOf(STAFF, 'selectAndSubordinateById'), selectAndSubordinate),
  guardedRoute('post', pathOf(STAFF, 'selectSiteByTenantIdList'), selectSites),
  guardedRoute('get', pathOf('company-ext', 'list'), companyExtList),
  guardedRoute('get', pathOf(STAFF, 'detail'), (ctx) => {
    const record = table(ctx.db, STAFF).find((r) => str(r.id) === str(ctx.params.id));
    if (!record || !tenantMaySee(ctx, record.tenantId)) return fail(RECHARGE_MSG.notFound);
    return ok({ ...record, lines: linesTable(ctx.db).filter((l) => l.rechargeId === record.id) });
  }),
  guardedRoute('get', pathOf(STAFF, 'tempMoney'), (ctx) => {
    const fund = fundOf(ctx.db, tenantOf(ctx));
    const pending = table(ctx.db, STAFF)
      .filter((r) => tenantOfRow(r.tenantId) === tenantOf(ctx) && num(r.rechargeStatus) === RECHARGE_STATUS.unpaid.code && r.rechargeType)
      .reduce((s, r) => s + num(r.amount), 0);
    ctx.changed();
    return ok({ ...fund, pendingAmount: pending });
  }),
  guardedRoute('get', pathOf(STAFF, 'tempMoneyDetails'), (ctx) => {
    const fund = fundOf(ctx.db, tenantOf(ctx));
    const id = str(ctx.params.id) || str(fund.id);
    if (id !== str(fund.id) && tenantOf(ctx) !== PLATFORM_TENANT) return fail(RECHARGE_MSG.notFound);
    return pageOf(
      ctx,
      fundFlows(ctx.db).filter((f) => f.fundId === id),
    );
  }),
  guardedRoute('get', pathOf(STAFF, 'rechargeList'), (ctx) => {
    const rid = str(ctx.query.get('rechargeId'));
    const phone = str(ctx.query.get('phone')).trim();
    return pageOf(
      ctx,
      linesTable(ctx.db).filter(
        (l) => tenantMaySee(ctx, l.tenantId) && (!rid || l.rechargeId === rid) && (!phone || str(l.userPhone).includes(phone)),
      ),
    );
  }),
  guardedRoute('put', pathOf(STAFF, 'updateOneEndTime'), (ctx) =>
    setEndTime(
      ctx,
      table(ctx.db, STAFF).find((r) => str(r.id) === str(ctx.params.id)),
      (record, endTime) => {
        for (const l of linesTable(ctx.db).filter((x) => x.rechargeId === record.id)) l.endTime = endTime;
      },
    ),
  ),
  guardedRoute('put', pathOf(STAFF, 'updateOneDetailEndTime'), (ctx) =>
    setEndTime(
      ctx,
      linesTable(ctx.db).find((r) => str(r.id) === str(ctx.params.id)),
    ),
  ),
  guardedRoute('post', pathOf(STAFF, 'updateUserCardStatus'), (ctx) => {
    const line = linesTable(ctx.db).find((r) => str(r.id) === str(ctx.params.id));
    if (!line || !tenantMaySee(ctx, line.tenantId)) return fail(RECHARGE_MSG.notFound);
    const to = num(ctx.params.status);
    const from = num(line.cardStatus);
    const legal =
      (from === CARD_STATUS.active.code && to === CARD_STATUS.frozen.code) ||
      (from === CARD_STATUS.frozen.code && to === CARD_STATUS.active.code);
    if (!legal) return fail(RECHARGE_MSG.illegal);
    line.cardStatus = to;
    const member = table(ctx.db, 'staff-account').find((r) => str(r.phone) === str(line.userPhone));
    if (member) member.cardStatus = to;
    ctx.changed();
    return ok(line, to === CARD_STATUS.frozen.code ? '冻结成功' : '解冻成功');
  }),
  guardedRoute('get', pathOf(STAFF, 'importStaffAccount'), (ctx) => {
    const record = table(ctx.db, STAFF).find((r) => str(r.id) === str(ctx.params.id));
    if (!record || !tenantMaySee(ctx, record.tenantId)) return fail(RECHARGE_MSG.notFound);
    const staff = table(ctx.db, 'staff-account');
    let imported = 0;
    for (const l of linesTable(ctx.db).filter((x) => x.rechargeId === record.id)) {
      if (staff.some((s) => str(s.phone) === str(l.userPhone))) continue;
      staff.unshift({
        id: nextId(ctx.db),
        realName: l.realName,
        phone: l.userPhone,
        companyName: record.companyName,
        balance: 0,
        endTime: l.endTime,
        cardStatus: l.cardStatus,
        noticeType: 1,
        createTime: formatDateTime(ctx.now),
        tenantId: record.tenantId ?? tenantOf(ctx),
      });
      imported += 1;
    }
    ctx.changed();
    return ok({ imported }, `已导入 ${imported} 个员工账户`);
  }),
  guardedRoute('get', pathOf('phone-account-flow', 'flowListByPhoneExpense'), (ctx) => pageOf(ctx, flowRows(ctx, 'user-expense-flow'))),
  guardedRoute('get', '/api/shell/accountflow/recharge/export', (ctx) => flowCsv(ctx, '充值流水.csv', 'user-recharge-flow')),
  guardedRoute('get', '/api/shell/accountflow/expense/export', (ctx) => flowCsv(ctx, '消费流水.csv', 'user-expense-flow')),
  // the batch products live in the tenant-goods table (so the generic goods list shows them too): the tenant goods
  // search answers them, paged, filtered by name; it is the platform's catalogue, which every buyer's purchasing
  // screen reads whatever goods permissions its role has
  protectedRoute('get', pathOf('tenant-goods', 'searchTenantGoods'), (ctx) => {
    const before = table(ctx.db, 'tenant-goods').length;
    const rows = goodsTable(ctx.db);
    if (rows.length !== before) ctx.changed();
    const tenantId = str(ctx.query.get('tenantId')) || PLATFORM_TENANT;
    const name = str(ctx.query.get('goodsName')).trim();
    return pageOf(
      ctx,
      rows.filter(
        (r) =>
          r.classifyId === BATCH_CLASSIFY_ID &&
          str(r.tenantId) === tenantId &&
          Number(r.shelfStatus) === 1 &&
          (!name || str(r.goodsName).includes(name)),
      ),
    );
  }),
];
