/**
 * Custom actions that change the state of what they name (docs/architecture.md, the simulator section): each one
 * finds its rows (the `id` or path id of a row action, the selection of a bulk one), refuses what a backend would
 * refuse (nothing selected, a missing row, a missing value, a step the row's state does not allow), and changes the
 * fields the action names — an enable enables one configuration and disables the others, an allocation writes the
 * station or tenant, a contract submit moves the contract to signing, a copy adds a copy, a delete removes.
 */
import { requireResource } from '@services/resources/registry';
import type { ActionDefinition } from '@services/resources/types';
import { fail } from '../envelope';
import { nextId, tableOf, type Db } from '../db';
import type { AuthedContext, RouteDefinition } from '../route';
import { formatDateTime } from '../seed';
import { idSet } from '../routes/resource-routes';
import { okBody } from '../money/common';
import { tenantMaySee } from '../rules';
import { table, type Row } from '../recharge/store';
import { orderTable } from '../orders/seed';
import { str } from '../fleets/world';
import { keyed, registryRoute } from './common';

/** Messages of refused state changes. */
export const STATE_MSG = {
  missing: '数据不存在',
  noneSelected: '请选择至少一条数据',
  illegal: '当前状态不允许该操作',
  required: (field: string) => `${field} 不能为空`,
} as const;

/** Sent messages of the SMS configurations (what a phone would receive). */
export const SENT_SMS = 'sms-sent';

/** What an effect does to its rows: the answer's data, or a refusal message. */
type Change = (ctx: AuthedContext, rows: Row[], all: Row[]) => unknown;

interface Effect {
  key: string;
  action: string;
  change: Change;
  /** The rows of the family (default: its registry table). */
  rows?: (db: Db) => Row[];
  /** A page action: no targeted rows (the change finds or adds its own). */
  page?: true;
}

const bodyRow = (ctx: AuthedContext): Row =>
  ctx.body && typeof ctx.body === 'object' && !Array.isArray(ctx.body) && typeof (ctx.body as FormData).getAll !== 'function'
    ? (ctx.body as Row)
    : {};

/** The rows a row or bulk action targets. */
function targets(ctx: AuthedContext, action: ActionDefinition, all: Row[]): Row[] {
  if (action.kind === 'bulk') {
    const name = (action.params ?? []).find((p) => p === 'ids' || /Ids$/.test(p)) ?? 'ids';
    const ids = idSet(ctx.params[name]);
    return all.filter((r) => ids.has(str(r.id)));
  }
  const id = str(ctx.pathParams.id ?? ctx.params.id ?? bodyRow(ctx).id);
  return all.filter((r) => str(r.id) === id);
}

const stamp = (ctx: AuthedContext, r: Row) => {
  r.updateTime = formatDateTime(ctx.now);
  return r;
};
/** Sets fields on every row (and stamps it). */
const set =
  (fields: (ctx: AuthedContext, r: Row) => Row): Change =>
  (ctx, rows) =>
    rows.map((r) => stamp(ctx, Object.assign(r, fields(ctx, r))));
/** Sets a field from a required parameter of the same (or another) name. */
const fromParam =
  (field: string, param = field): Change =>
  (ctx, rows) => {
    const v = str(ctx.params[param]).trim();
    if (!v) return STATE_MSG.required(param);
    return set(() => ({ [field]: v }))(ctx, rows, []);
  };
/** Moves the rows from the allowed states to the next one. */
const step =
  (field: string, from: readonly number[], to: number, extra: (ctx: AuthedContext) => Row = () => ({})): Change =>
  (ctx, rows) => {
    if (rows.some((r) => !from.includes(Number(r[field] ?? from[0])))) return STATE_MSG.illegal;
    return set((c) => ({ [field]: to, ...extra(c) }))(ctx, rows, []);
  };
/** Copies the body's own fields onto the row (an edit of the fields the action names). */
const edit =
  (fields: readonly string[]): Change =>
  (ctx, rows) =>
    set(() => Object.fromEntries(fields.filter((f) => ctx.params[f] !== undefined).map((f) => [f, ctx.params[f]])))(ctx, rows, []);
/** Enables one configuration and disables every other of its family. */
const enableOne: Change = (ctx, rows, all) => {
  for (const r of all) if (r !== rows[0]) r.status = 0;
  return set(() => ({ status: 1 }))(ctx, rows, []);
};
/** Removes the rows from their table. */
const remove =
  (key: string): Change =>
  (ctx, rows) => {
    const gone = new Set(rows);
    ctx.db.resources[key] = table(ctx.db, key).filter((r) => !gone.has(r));
    return { removed: rows.length };
  };
/** The rows of a batch body (an array, or `{ list: [...] }`), each added or, with a known id, updated. */
const saveBatch =
  (key: string): Change =>
  (ctx) => {
    const items = Array.isArray(ctx.body) ? ctx.body : Array.isArray(bodyRow(ctx).list) ? (bodyRow(ctx).list as unknown[]) : [];
    if (items.length === 0) return STATE_MSG.noneSelected;
    const rows = table(ctx.db, key);
    return items.map((item) => {
      const patch = item as Row;
      const known = str(patch.id) ? rows.find((r) => str(r.id) === str(patch.id)) : undefined;
      if (known) return stamp(ctx, Object.assign(known, patch, { id: known.id }));
      const row: Row = { ...patch, id: nextId(ctx.db), createTime: formatDateTime(ctx.now), tenantId: ctx.session.tenant.tenantId };
      rows.unshift(row);
      return row;
    });
  };
const code = (ctx: AuthedContext, prefix: string) => `${prefix}${formatDateTime(ctx.now).replace(/\D/g, '')}${nextId(ctx.db).slice(-4)}`;
const now = (ctx: AuthedContext) => formatDateTime(ctx.now);

const CONTRACT = { pending: 0, signing: 1, signed: 2 } as const;
const orders = (db: Db) => orderTable(db, 'order');

const EFFECTS: readonly Effect[] = [
  // orders: a finished fuel order goes back to paid; invoicing starts (未开票 → 开票中) and a push marks it sent
  { key: 'order', action: 'revertOilHistoryOrder', rows: orders, change: step('orderState', [2], 1, (c) => ({ revertTime: now(c) })) },
  { key: 'order', action: 'invoicing', rows: orders, change: step('invoiceStatus', [0, 5], 1) },
  { key: 'order', action: 'invoicingOrderPush', rows: orders, change: set((c) => ({ invoicePushed: 1, invoicePushTime: now(c) })) },
  { key: 'lh-order', action: 'updateLhDetail', change: edit(['goodsName', 'quantity', 'totalAmount', 'companyName']) },
  { key: 'invoice-manager', action: 'delete', change: remove('invoice-manager') },
  { key: 'fleet-member', action: 'memberVerify', change: set((c) => ({ status: 1, verified: 1, verifyTime: now(c) })) },
  { key: 'grant-manage', action: 'updateOneEndTime', change: fromParam('endTime') },
  { key: 'ali-activity-coupon', action: 'aliCreate', change: set((c, r) => ({ aliCouponId: r.aliCouponId || code(c, 'ALI'), status: 1 })) },
  {
    key: 'interface',
    action: 'updateOpenOrCut',
    change: (ctx, rows) =>
      /^[01]$/.test(str(ctx.params.openStatus))
        ? set(() => ({ openStatus: Number(ctx.params.openStatus) }))(ctx, rows, [])
        : STATE_MSG.required('openStatus'),
  },
  { key: 'interface', action: 'insertPopularize', change: set((c) => ({ popularized: 1, popularizeTime: now(c) })) },
  // agents' activation and ratio explanation: services/mock/agents/agents.ts
  { key: 'promoter', action: 'delete', change: remove('promoter') },
  {
    key: 'business-info',
    action: 'jxqCreateCompany',
    page: true,
    change: (ctx) => {
      const body = { ...ctx.params };
      if (!str(body.companyName).trim()) return STATE_MSG.required('companyName');
      const row: Row = { ...body, id: nextId(ctx.db), auditStatus: 0, createTime: now(ctx), tenantId: ctx.session.tenant.tenantId };
      table(ctx.db, 'business-info').unshift(row);
      return row;
    },
  },
  {
    key: 'business-info',
    action: 'getApproval',
    page: true,
    change: (ctx, _rows, all) => {
      const row = all.find(
        (r) => str(r.id) === str(ctx.params.id) || (str(r.creditCode) !== '' && str(r.creditCode) === str(ctx.params.creditCode)),
      );
      return row ? set((c) => ({ auditStatus: 0, approvalTime: now(c) }))(ctx, [row], []) : STATE_MSG.missing;
    },
  },
  {
    key: 'enterprise-contract',
    action: 'wholeSubmit',
    change: step('contractStatus', [CONTRACT.pending], CONTRACT.signing, (c) => ({ businessType: c.params.businessType })),
  },
  { key: 'silent-signing', action: 'jxqSubmit', change: step('contractStatus', [CONTRACT.pending], CONTRACT.signing) },
  { key: 'silent-authorization', action: 'jxqSubmit', change: step('contractStatus', [CONTRACT.pending], CONTRACT.signing) },
  { key: 'gun-oil-relation', action: 'saveBatch', page: true, change: saveBatch('gun-oil-relation') },
  { key: 'commodity-detail', action: 'saveBatch', page: true, change: saveBatch('commodity-detail') },
  { key: 'car-wash-shop', action: 'batchShopInfo', page: true, change: saveBatch('car-wash-shop') },
  {
    key: 'car-wash-shop',
    action: 'updShop',
    page: true,
    change: (ctx, _rows, all) => {
      const row = all.find((r) => str(r.id) === str(ctx.params.id) || (str(r.shopId) !== '' && str(r.shopId) === str(ctx.params.shopId)));
      return row ? edit(['shopName', 'address', 'contactPhone', 'shopStatus'])(ctx, [row], []) : STATE_MSG.missing;
    },
  },
  {
    key: 'shell-pos',
    action: 'createWxQrCode',
    change: set((c, r) => ({ wxQrCode: `https://weixin.qq.com/q/${str(r.posSn) || code(c, 'POS')}` })),
  },
  {
    key: 'qrcode',
    action: 'batchAllocated',
    change: (ctx, rows) =>
      str(ctx.params.siteId) ? set(() => ({ siteId: ctx.params.siteId, allocateStatus: 1 }))(ctx, rows, []) : STATE_MSG.required('siteId'),
  },
  {
    key: 'qrcode',
    action: 'batchAllocatedTenant',
    change: (ctx, rows) => {
      const tenant = ctx.db.tenants.find((t) => t.tenantId === str(ctx.params.tenantId));
      return tenant
        ? set(() => ({ tenantId: tenant.tenantId, tenantName: tenant.tenantName, allocateStatus: 2 }))(ctx, rows, [])
        : STATE_MSG.required('tenantId');
    },
  },
  {
    key: 'qrcode',
    action: 'customCreate',
    page: true,
    change: (ctx) => {
      const content = str(ctx.params.content).trim();
      if (!content) return STATE_MSG.required('content');
      const row: Row = {
        id: nextId(ctx.db),
        qrCodeNo: code(ctx, 'QR'),
        content,
        allocateStatus: 0,
        createTime: now(ctx),
        tenantId: ctx.session.tenant.tenantId,
      };
      table(ctx.db, 'qrcode').unshift(row);
      return row;
    },
  },
  {
    key: 'shop-assistant',
    action: 'createShop',
    change: step('shopStatus', [0, 2], 1, (c) => ({ storeId: c.params.storeId, brandId: c.params.brandId })),
  },
  { key: 'shop-assistant', action: 'closeShop', change: step('shopStatus', [1], 2) },
  { key: 'staff-account', action: 'updateNoticeType', change: fromParam('noticeType') },
  { key: 'tenant-goods', action: 'setGoods', change: set(() => ({ shelfStatus: 1 })) },
  {
    key: 'tenant-goods',
    action: 'toTenant',
    change: (ctx, rows) => {
      const tenant = ctx.db.tenants.find((t) => t.tenantId === str(ctx.params.tenantId));
      if (!tenant) return STATE_MSG.required('tenantId');
      const copies = rows.map((r) => ({
        ...r,
        id: nextId(ctx.db),
        tenantId: tenant.tenantId,
        tenantName: tenant.tenantName,
        createTime: now(ctx),
      }));
      table(ctx.db, 'tenant-goods').unshift(...copies);
      return copies;
    },
  },
  { key: 'fleet-fund', action: 'wechatVerify', change: set((c) => ({ paymentVerified: 1, verifyTime: now(c) })) },
  // ent-account's onboarding steps (createAccount … contractConfirm): services/mock/routes/split-account-routes.ts
  {
    key: 'ent-account',
    action: 'uploadLocalMchnt',
    page: true,
    // an enterprise account registered from the merchant's files: named, with its credit code, 待开户 (0)
    change: (ctx) => {
      const form = ctx.body as FormData | null;
      if (!form || typeof form.getAll !== 'function') return '请选择文件';
      const fields = [...form.entries()];
      const files = fields.filter(([, v]) => typeof v !== 'string').map(([, v]) => (v as File).name || 'file');
      if (!files.length) return '请选择文件';
      const text = (name: string) => String(form.get(name) ?? '').trim();
      if (!text('companyName')) return '请输入企业名称';
      if (!text('creditCode')) return '请输入统一社会信用代码';
      const tenantId = ctx.session.tenant.tenantId;
      const accounts = table(ctx.db, 'ent-account');
      if (accounts.some((r) => r.tenantId === tenantId && r.creditCode === text('creditCode'))) return '该企业已登记，请勿重复上传';
      const row: Row = { id: nextId(ctx.db), openStatus: 0, createTime: now(ctx), tenantId, mchntFiles: files.join(',') };
      for (const [k, v] of fields) if (typeof v === 'string') row[k] = v.trim();
      accounts.unshift(row);
      return row;
    },
  },
  {
    key: 'tenant',
    action: 'setting',
    rows: (db) => db.tenants as unknown as Row[],
    change: (ctx, rows) => {
      const accounts = Number(ctx.params.accountNumber);
      if (!Number.isInteger(accounts)) return STATE_MSG.required('accountNumber');
      return set(() => ({ accountNumber: accounts, expireTime: str(ctx.params.expireTime) }))(ctx, rows, []);
    },
  },
  {
    key: 'tenant',
    action: 'datasource',
    rows: (db) => db.tenants as unknown as Row[],
    change: (ctx, _rows, all) => {
      const row = all.find((t) => str(t.tenantId) === str(ctx.params.tenantId));
      return row ? fromParam('datasourceId')(ctx, [row], []) : STATE_MSG.missing;
    },
    page: true,
  },
  { key: 'sms', action: 'enable', change: enableOne },
  { key: 'oss', action: 'enable', change: enableOne },
  {
    key: 'sms',
    action: 'sendMessage',
    page: true,
    change: (ctx, _rows, all) => {
      const config = all.find((r) => str(r.smsCode) === str(ctx.params.code));
      if (!config) return STATE_MSG.missing;
      if (Number(config.status) !== 1) return '短信配置未启用';
      const phones = str(ctx.params.phones)
        .split(',')
        .map((p) => p.trim())
        .filter(Boolean);
      if (phones.length === 0) return STATE_MSG.required('phones');
      const sent = phones.map((phone) => ({
        id: nextId(ctx.db),
        smsCode: config.smsCode,
        phone,
        params: str(ctx.params.params),
        sendTime: now(ctx),
      }));
      tableOf(ctx.db, SENT_SMS).unshift(...sent);
      return sent;
    },
  },
  { key: 'code-gen', action: 'genCode', change: set((c) => ({ generateTime: now(c) })) },
  {
    key: 'code-gen',
    action: 'copy',
    change: (ctx, rows) => {
      const copies = rows.map((r) => ({ ...r, id: nextId(ctx.db), codeName: `${str(r.codeName)}_copy`, createTime: now(ctx) }));
      table(ctx.db, 'code-gen').unshift(...copies);
      return copies[0];
    },
  },
];

function effectRoute(e: Effect): RouteDefinition {
  const action = requireResource(e.key).actions.find((a) => a.name === e.action);
  if (!action) throw new Error(`registry ${e.key} has no ${e.action}`);
  return registryRoute(e.key, e.action, (ctx) => {
    // rows of another tenant are not the caller's to change (rows without a tenant are shared configuration)
    const all = (e.rows ?? ((db: Db) => table(db, e.key)))(ctx.db).filter((r) => r.tenantId === undefined || tenantMaySee(ctx, r.tenantId));
    const rows = e.page ? [] : targets(ctx, action, all);
    if (!e.page && rows.length === 0) return fail(action.kind === 'bulk' ? STATE_MSG.noneSelected : STATE_MSG.missing);
    return keyed(ctx, () => {
      const result = e.change(ctx, rows, all);
      return typeof result === 'string' ? fail(result) : okBody(result ?? null);
    });
  });
}

export const stateEffectRoutes: readonly RouteDefinition[] = EFFECTS.map(effectRoute);
