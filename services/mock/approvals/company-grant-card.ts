/**
 * The simulated company grant card (docs/flows.md "Company grant card", spec 001 §7): 0 草稿 (submit) → submitGrantCard
 * (only while getRemainCardQuantity > 0) → 1 已发卡 → submitTermination → 2 已终止; a card user of granted cards
 * is invalidated with invalid?companyCardUserid= (1 有效 → 0 已作废). Rows in the registry's tables.
 * A caller sees the grant cards of their own tenant (the platform every tenant's). Granting the cards is the
 * approving step: it needs the grant permission and a caller who did not draft or edit the grant card (403).
 * The seeded grant cards were drafted by the purchaser 刘洋 for 顺达物流车队.
 */
import { COMPANY_CARD_USER_STATUS as U, COMPANY_GRANT_STATUS as S, MSG_ILLEGAL_STATE } from '@services/api/approvals/status';
import { COMPANY_GRANT_MAKER_ACTIONS, COMPANY_GRANT_PERMISSION } from '@services/api/approvals/duties';
import { resourceByKey } from '@services/resources/registry';
import type { ResourceDefinition } from '@services/resources/types';
import { tableOf, type Db } from '../db';
import { fail, ok } from '../envelope';
import { decisionRoute, protectedRoute, type AuthedContext, type RouteDefinition } from '../route';
import { resourceTable } from '../routes/resource-routes';
import {
  addDraft,
  answer,
  grantAmounts,
  grantDecisionRefusal,
  listAndDetailRoutes,
  objectBody,
  visibleById,
  entry,
  idParam,
  okAnswer,
  once,
  record,
  refusal,
  seededEntry,
  str,
  visiblePage,
  type Row,
} from './common';
import { tenantMaySee } from '../rules';
import { withCheckDigit } from '@/lib/card-number';

const grantDef = (): ResourceDefinition => resourceByKey('company-grant-card')!;
const userDef = (): ResourceDefinition => resourceByKey('company-card-user')!;
const NAMES = ['司机福利卡', '车队用油卡', '员工节日卡', '专线补贴卡'];
const PEOPLE = ['王强', '李娜', '张磊', '刘芳', '陈杰', '杨勇', '赵敏', '黄涛'];

export function companyGrantTable(db: Db): Row[] {
  const rows = resourceTable(db, grantDef());
  if (rows.every((r) => Array.isArray(r.history))) return rows;
  const admin = db.users.find((u) => u.account === 'admin');
  const drafter = db.users.find((u) => u.account === 'purchaser') ?? admin;
  const users = resourceTable(db, userDef());
  users.length = 0;
  rows.forEach((r, i) => {
    const status = i % 3;
    const quantity = (i % 4) + 2;
    const amount = 20_000 * ((i % 5) + 1);
    Object.assign(r, {
      grantName: `${NAMES[i % NAMES.length]}${String(i + 1).padStart(2, '0')}`,
      companyName: '顺达物流车队',
      cardQuantity: quantity,
      cardAmount: amount,
      totalAmount: quantity * amount,
      grantStatus: status,
      createUser: drafter?.id ?? '',
      tenantId: drafter?.tenantId ?? r.tenantId,
    });
    const time = str(r.createTime);
    r.history = [
      seededEntry('submit', drafter, time, S.draft),
      ...(status !== S.draft ? [seededEntry('grantCard', admin, time, S.granted)] : []),
      ...(status === S.terminated ? [seededEntry('terminate', admin, time, S.terminated)] : []),
    ];
    const holders = quantity;
    for (let k = 0; k < holders; k += 1) {
      users.push({
        id: `${String(r.id)}${k}`,
        grantCardId: r.id,
        grantCardName: r.grantName,
        realName: PEOPLE[(i + k) % PEOPLE.length],
        phone: `1390000${String(i).padStart(2, '0')}${String(k).padStart(2, '0')}`,
        cardNo: withCheckDigit(`6600${String(r.id).slice(-6)}${k}`),
        balance: amount,
        endTime: r.endTime,
        cardStatus: status === S.terminated ? U.invalid : U.valid,
        createTime: r.createTime,
        tenantId: r.tenantId,
      });
    }
  });
  return rows;
}

const findAny = (db: Db, id: string) => companyGrantTable(db).find((r) => str(r.id) === id);
/** A grant card of the caller's tenant (or any, for the platform). */
const find = (ctx: AuthedContext, id: string) => visibleById(ctx, companyGrantTable(ctx.db), id);
const usersOf = (db: Db, id: string) => resourceTable(db, userDef()).filter((u) => str(u.grantCardId) === id);
const STOCK = 'approvals:company-card-stock';
/** The company's stock of cards it may still grant (per company; 12 to start with). */
export function cardStock(db: Db): Row {
  const t = tableOf(db, STOCK);
  if (t.length === 0) t.push({});
  return t[0]!;
}
/** getRemainCardQuantity: the cards the grant's company can still grant. */
const remain = (db: Db, g: Row) => Number(cardStock(db)[str(g.companyName)] ?? 12);
const bodyOf = (ctx: AuthedContext): Row => objectBody(ctx) ?? {};

const CG = '/api/cfx/companygrantcard';
const CU = '/api/cfx/companycarduser';

export const companyGrantCardRoutes: readonly RouteDefinition[] = [
  ...listAndDetailRoutes(CG, grantDef, companyGrantTable),
  protectedRoute('get', `${CG}/getRemainCardQuantity`, (ctx) => {
    const g = find(ctx, idParam(ctx));
    return g ? ok(remain(ctx.db, g)) : fail('数据不存在');
  }),
  protectedRoute('post', `${CG}/submit`, (ctx) => {
    const body = bodyOf(ctx);
    const values = grantAmounts(body);
    if (typeof values === 'string') return fail(values);
    if (str(body.id)) {
      const g = find(ctx, str(body.id));
      if (!g) return fail('数据不存在');
      if (Number(g.grantStatus) !== S.draft) return fail(MSG_ILLEGAL_STATE);
      Object.assign(g, values);
      record(g, entry(ctx, 'submit', '', S.draft));
      ctx.changed();
      return ok(g);
    }
    return ok(addDraft(ctx, companyGrantTable(ctx.db), values, S.draft, 'submit'));
  }),
  protectedRoute('post', `${CG}/remove`, (ctx) => {
    const ids = new Set(str(ctx.params.ids).split(',').filter(Boolean));
    const table = companyGrantTable(ctx.db);
    if (table.some((r) => ids.has(str(r.id)) && !tenantMaySee(ctx, r.tenantId))) return fail('数据不存在');
    if (table.some((r) => ids.has(str(r.id)) && Number(r.grantStatus) !== S.draft)) return fail('只有草稿可以删除');
    ctx.db.resources[grantDef().key] = table.filter((r) => !ids.has(str(r.id)));
    ctx.changed();
    return ok(null);
  }),
  decisionRoute('post', `${CG}/submitGrantCard`, [COMPANY_GRANT_PERMISSION], (ctx) =>
    once(ctx, () => {
      // a decision on another tenant's grant card is refused as such (403)
      const g = findAny(ctx.db, str(bodyOf(ctx).id ?? ctx.params.id));
      if (!g) return refusal('数据不存在');
      const no = grantDecisionRefusal(ctx, g, COMPANY_GRANT_MAKER_ACTIONS);
      if (no) return no;
      if (Number(g.grantStatus) !== S.draft) return refusal();
      const left = remain(ctx.db, g);
      if (left <= 0 || left < Number(g.cardQuantity)) return refusal('剩余可发卡数量不足');
      cardStock(ctx.db)[str(g.companyName)] = left - Number(g.cardQuantity);
      g.grantStatus = S.granted;
      record(g, entry(ctx, 'grantCard', '', S.granted));
      ctx.changed();
      return okAnswer(g);
    }),
  ),
  protectedRoute('post', `${CG}/submitTermination`, (ctx) => {
    const g = find(ctx, idParam(ctx));
    if (!g) return answer(refusal('数据不存在'));
    if (Number(g.grantStatus) !== S.granted) return answer(refusal());
    g.grantStatus = S.terminated;
    for (const u of usersOf(ctx.db, str(g.id))) u.cardStatus = U.invalid;
    record(g, entry(ctx, 'terminate', '', S.terminated));
    ctx.changed();
    return answer(okAnswer(g));
  }),
  protectedRoute('get', `${CG}/invalid`, (ctx) => {
    const u = resourceTable(ctx.db, userDef()).find((r) => str(r.id) === str(ctx.params.companyCardUserid));
    if (!u) return answer(refusal('持卡人不存在'));
    const g = find(ctx, str(u.grantCardId));
    if (!g || Number(g.grantStatus) !== S.granted || Number(u.cardStatus) !== U.valid) return answer(refusal());
    u.cardStatus = U.invalid;
    record(g, entry(ctx, 'invalid', `${str(u.realName)} ${str(u.cardNo)}`, S.granted));
    ctx.changed();
    return answer(okAnswer(u));
  }),
  protectedRoute('get', `${CU}/list`, (ctx) => {
    companyGrantTable(ctx.db);
    return visiblePage(ctx, userDef(), resourceTable(ctx.db, userDef()));
  }),
];
