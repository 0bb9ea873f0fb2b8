/**
 * The simulated card grant flow (docs/flows.md "Card grant", spec 001 §7): 0 草稿 → ensure → 1 待审批 →
 * approval/send/card → 2 已发放 → cardOver → 4 已结束; disuse from 1 or 2 → 3 已停用; repeatMsg on an issued
 * grant; only a draft is edited or deleted. Card users of a grant, their end times and the card amount setting.
 * Rows live in the registry's tables (`resourceTable`), so the generic list shows the same grants.
 * A caller sees and acts on the grants of their own tenant (the platform on every tenant's). Approving and issuing
 * needs the approve permission and a caller who neither created, edited nor sent the grant for approval (403).
 * The seeded grants were drafted by an operations clerk of the platform.
 */
import { GRANT_STATUS as S, MSG_ILLEGAL_STATE } from '@services/api/approvals/status';
import { CARD_GRANT_APPROVE_PERMISSION, CARD_GRANT_MAKER_ACTIONS } from '@services/api/approvals/duties';
import { resourceByKey } from '@services/resources/registry';
import type { ResourceDefinition } from '@services/resources/types';
import { nextId, type Db } from '../db';
import { fail, ok } from '../envelope';
import { decisionRoute, protectedRoute, type AuthedContext, type RouteDefinition } from '../route';
import { resourceTable } from '../routes/resource-routes';
import { formatDateTime } from '../seed';
import {
  addDraft,
  answer,
  grantAmounts,
  grantDecisionRefusal,
  listAndDetailRoutes,
  objectBody,
  visibleById,
  entry,
  fenParam,
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
import { PLATFORM_TENANT } from '../routes/auth-routes';
import { withCheckDigit } from '@/lib/card-number';

const grantDef = (): ResourceDefinition => resourceByKey('card-grant')!;
const userDef = (): ResourceDefinition => resourceByKey('card-user')!;

const GRANT_NAMES = ['员工加油福利', '车队季度用油', '司机节日慰问', '运输专线补贴', '新能源试点', '销售团队差旅'];
const STATUS_AFTER: Record<number, string[]> = {
  0: ['save'],
  1: ['save', 'ensure'],
  2: ['save', 'ensure', 'send'],
  3: ['save', 'ensure', 'disuse'],
  4: ['save', 'ensure', 'send', 'over'],
};

/** The grants, seeded rows made consistent once (quantities, totals, a history matching the status). */
export function grantTable(db: Db): Row[] {
  const rows = resourceTable(db, grantDef());
  if (rows.length > 0 && rows.every((r) => Array.isArray(r.history))) return rows;
  // drafted and sent for approval by an operations clerk (运营专员) of the platform, so admin and the auditors may approve
  const clerk =
    db.users.find(
      (u) =>
        u.tenantId === '000000' &&
        u.account !== 'admin' &&
        db.roles.some((role) => u.roleIds?.includes(role.id) && role.roleAlias === 'operator'),
    ) ?? db.users.find((u) => u.account === 'admin');
  rows.forEach((r, i) => {
    if (Array.isArray(r.history)) return;
    const status = Number(r.grantStatus) || 0;
    const quantity = (i % 5) + 2;
    const amount = 10_000 * ((i % 8) + 1);
    Object.assign(r, {
      grantName: `${GRANT_NAMES[i % GRANT_NAMES.length]}${String(i + 1).padStart(2, '0')}期`,
      companyName: '管理平台',
      cardQuantity: quantity,
      cardAmount: amount,
      totalAmount: quantity * amount,
      grantStatus: status,
      createUser: clerk?.id ?? '',
      tenantId: clerk?.tenantId ?? PLATFORM_TENANT,
      activationType: r.activationType ?? 1,
    });
    const time = str(r.createTime);
    r.history = (STATUS_AFTER[status] ?? ['save']).map((action) => seededEntry(action, clerk, time, afterAction(action)));
  });
  // seeded card users belong to the grants that have been sent for approval
  const users = resourceTable(db, userDef());
  const holders = rows.filter((r) => Number(r.grantStatus) !== S.draft);
  users.forEach((u, i) => {
    const g = holders[i % Math.max(1, holders.length)];
    if (!g) return;
    u.grantId = g.id;
    u.tenantId = g.tenantId;
    u.balance = g.cardAmount;
    u.cardStatus = Number(g.grantStatus) === S.issued ? 1 : 0;
    u.cardNo = withCheckDigit(`8800${String(g.id).slice(-6)}${String(i + 1).padStart(4, '0')}`);
  });
  return rows;
}

function afterAction(action: string): number {
  return action === 'ensure'
    ? S.pending
    : action === 'send'
      ? S.issued
      : action === 'disuse'
        ? S.discontinued
        : action === 'over'
          ? S.over
          : S.draft;
}

const grantById = (db: Db, id: string) => grantTable(db).find((r) => str(r.id) === id);
/** A grant of the caller's tenant (or any, for the platform). */
const grantFor = (ctx: AuthedContext, id: string) => visibleById(ctx, grantTable(ctx.db), id);

/** Moves a grant from one of `from` to `to`, recording who did it; refuses any other state. */
function move(ctx: AuthedContext, id: string, from: readonly number[], to: number, action: string, also?: (g: Row) => void) {
  // a decision on another tenant's grant is refused as such (403); other actions do not find it
  const g = action === 'send' ? grantById(ctx.db, id) : grantFor(ctx, id);
  if (!g) return refusal('数据不存在');
  if (action === 'send') {
    const no = grantDecisionRefusal(ctx, g, CARD_GRANT_MAKER_ACTIONS);
    if (no) return no;
  }
  if (!from.includes(Number(g.grantStatus))) return refusal();
  g.grantStatus = to;
  g.updateTime = formatDateTime(ctx.now);
  also?.(g);
  record(g, entry(ctx, action, '', to));
  ctx.changed();
  return okAnswer(g);
}

function grantValues(body: Row): Row | string {
  const values = grantAmounts(body);
  if (typeof values === 'string') return values;
  if (!str(body.endTime).trim()) return 'endTime 不能为空';
  return { ...values, activationType: body.activationType ?? 1, remark: body.remark ?? '' };
}

const G = '/api/company/grant';
const U = '/api/company/cardUser';

export const cardGrantRoutes: readonly RouteDefinition[] = [
  ...listAndDetailRoutes(G, grantDef, grantTable),
  protectedRoute('post', `${G}/saveOrUpdate`, (ctx) => {
    const body = objectBody(ctx);
    if (!body) return fail('请求体不能为空');
    const values = grantValues(body);
    if (typeof values === 'string') return fail(values);
    const id = str(body.id).trim();
    if (id) {
      const g = grantFor(ctx, id);
      if (!g) return fail('数据不存在');
      if (Number(g.grantStatus) !== S.draft) return fail('只有草稿可以修改');
      Object.assign(g, values, { updateTime: formatDateTime(ctx.now) });
      record(g, entry(ctx, 'edit', '', S.draft));
      ctx.changed();
      return ok(g);
    }
    return ok(addDraft(ctx, grantTable(ctx.db), values, S.draft, 'save'));
  }),
  protectedRoute('post', `${G}/del`, (ctx) => {
    const id = idParam(ctx);
    const table = grantTable(ctx.db);
    const g = grantFor(ctx, id);
    if (!g) return fail('数据不存在');
    if (Number(g.grantStatus) !== S.draft) return fail('只有草稿可以删除');
    table.splice(table.indexOf(g), 1);
    ctx.changed();
    return ok(null);
  }),
  protectedRoute('get', `${G}/point`, (ctx) => {
    const g = grantFor(ctx, idParam(ctx));
    if (!g) return fail('数据不存在');
    const users = resourceTable(ctx.db, userDef()).filter((u) => str(u.grantId) === str(g.id));
    const balance = users.reduce((sum, u) => sum + (Number(u.balance) || 0), 0);
    return ok({
      grantId: g.id,
      cardQuantity: g.cardQuantity,
      userCount: users.length,
      remainQuantity: Math.max(0, Number(g.cardQuantity) - users.length),
      totalAmount: g.totalAmount,
      userBalance: balance,
    });
  }),
  protectedRoute('post', `${G}/ensure`, (ctx) => {
    const id = str(objectBody(ctx)?.id ?? ctx.params.id).trim();
    return once(ctx, () => move(ctx, id, [S.draft], S.pending, 'ensure'));
  }),
  decisionRoute('get', '/api/company/approval/send/card', [CARD_GRANT_APPROVE_PERMISSION], (ctx) =>
    once(ctx, () =>
      move(ctx, idParam(ctx), [S.pending], S.issued, 'send', (g) => {
        // the cards of the grant's users become usable
        for (const u of resourceTable(ctx.db, userDef())) if (str(u.grantId) === str(g.id)) u.cardStatus = 1;
      }),
    ),
  ),
  protectedRoute('post', `${G}/disuse`, (ctx) =>
    answer(
      move(ctx, idParam(ctx), [S.pending, S.issued], S.discontinued, 'disuse', (g) => {
        for (const u of resourceTable(ctx.db, userDef())) if (str(u.grantId) === str(g.id)) u.cardStatus = 2;
      }),
    ),
  ),
  protectedRoute('post', `${G}/cardOver`, (ctx) => answer(move(ctx, idParam(ctx), [S.issued], S.over, 'over'))),
  protectedRoute('get', `${G}/repeatMsg`, (ctx) =>
    once(ctx, () => {
      const g = grantFor(ctx, idParam(ctx));
      if (!g) return refusal('数据不存在');
      if (Number(g.grantStatus) !== S.issued) return refusal();
      record(g, entry(ctx, 'repeat', '', S.issued));
      ctx.changed();
      return okAnswer(g, '短信已重新发送');
    }),
  ),

  // ---- card users of a grant
  protectedRoute('get', `${U}/list`, (ctx) => {
    grantTable(ctx.db);
    return visiblePage(ctx, userDef(), resourceTable(ctx.db, userDef()));
  }),
  protectedRoute('post', `${U}/save`, (ctx) => {
    const body = objectBody(ctx);
    if (!body) return fail('请求体不能为空');
    const g = grantFor(ctx, str(body.grantId));
    if (!g) return fail('发放不存在');
    const status = Number(g.grantStatus);
    if (status === S.discontinued || status === S.over) return fail(MSG_ILLEGAL_STATE);
    if (!str(body.realName).trim()) return fail('realName 不能为空');
    if (!/^1\d{10}$/.test(str(body.phone))) return fail('手机号格式不正确');
    const users = resourceTable(ctx.db, userDef());
    const mine = users.filter((u) => str(u.grantId) === str(g.id));
    if (mine.length >= Number(g.cardQuantity)) return fail('发卡数量已用完');
    if (mine.some((u) => str(u.phone) === str(body.phone))) return fail('该手机号已在本次发放中');
    const u: Row = {
      id: nextId(ctx.db),
      grantId: g.id,
      realName: str(body.realName).trim(),
      phone: str(body.phone),
      balance: g.cardAmount,
      endTime: str(body.endTime) || str(g.endTime),
      cardStatus: status === S.issued ? 1 : 0,
      cardNo: withCheckDigit(`8800${String(g.id).slice(-6)}${String(mine.length + 1).padStart(4, '0')}`),
      createTime: formatDateTime(ctx.now),
      tenantId: ctx.session.tenant.tenantId,
    };
    users.unshift(u);
    record(g, entry(ctx, 'addUser', `${str(u.realName)} ${str(u.phone)}`, status));
    ctx.changed();
    return ok(u);
  }),
  protectedRoute('post', `${U}/update/endTime`, (ctx) => {
    const u = resourceTable(ctx.db, userDef()).find((r) => str(r.id) === idParam(ctx));
    if (!u) return fail('数据不存在');
    const endTime = str(ctx.params.endTime).trim();
    if (!/^\d{4}-\d{2}-\d{2}/.test(endTime)) return fail('结束时间格式不正确');
    const g = grantFor(ctx, str(u.grantId));
    if (g && [S.discontinued, S.over].includes(Number(g.grantStatus) as 3 | 4)) return fail(MSG_ILLEGAL_STATE);
    u.endTime = endTime;
    ctx.changed();
    return ok(u);
  }),
  protectedRoute('post', '/api/company/setting/cardMoney', (ctx) =>
    once(ctx, () => {
      const ids = new Set(
        str(ctx.params.ids)
          .split(',')
          .map((s) => s.trim())
          .filter(Boolean),
      );
      const amount = fenParam(ctx.params.amount);
      if (ids.size === 0) return refusal('请选择至少一条数据');
      if (Number.isNaN(amount) || amount <= 0) return refusal('金额必须大于0');
      const users = resourceTable(ctx.db, userDef()).filter((u) => ids.has(str(u.id)));
      for (const u of users) {
        const g = grantFor(ctx, str(u.grantId));
        if (g && [S.discontinued, S.over].includes(Number(g.grantStatus) as 3 | 4)) return refusal();
      }
      for (const u of users) u.balance = amount;
      ctx.changed();
      return okAnswer(users.length);
    }),
  ),
];
