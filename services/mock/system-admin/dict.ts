/**
 * Dictionaries of the simulator (dict and dict-biz): the parent entries are the registry's seeded rows
 * (resourceTable), their child entries are added here on first use, in the same table. Parents have
 * parentId '0' and dictKey '-1'; children carry the parent's code, a dictKey and their parentId.
 */
import { resourceByKey } from '@services/resources/registry';
import type { ResourceDefinition } from '@services/resources/types';
import { nextId, type Db, tableOf } from '../db';
import { fail, ok, paginate } from '../envelope';
import { protectedRoute, type AuthedContext, type RouteDefinition } from '../route';
import { guardedRoute } from '../rules';
import { idSet, resourceTable } from '../routes/resource-routes';
import { formatDateTime } from '../seed';

type Row = Record<string, unknown>;

export const MSG_DICT_KEY_EXISTS = '当前字典键值已存在!';
export const MSG_DELETE_CHILDREN_FIRST = '请先删除子节点!';

const str = (v: unknown) => (v === null || v === undefined ? '' : String(v));

/** Child entries per parent code: [dictKey, dictValue, grandchildren?]. */
const CHILDREN: Record<string, Array<[string, string, Array<[string, string]>?]>> = {
  sex: [
    ['1', '男'],
    ['2', '女'],
    ['3', '未知'],
  ],
  notice: [
    ['1', '发布通知'],
    ['2', '批转通知'],
    ['3', '转发通知'],
    ['4', '指示通知'],
    ['5', '任免通知'],
  ],
  menu_category: [
    ['1', '菜单'],
    ['2', '按钮'],
  ],
  button_func: [
    ['1', '工具栏'],
    ['2', '操作栏'],
    ['3', '工具操作栏'],
  ],
  yes_no: [
    ['0', '否'],
    ['1', '是'],
  ],
  flow: [
    ['1', '请假流程'],
    ['2', '报销流程'],
  ],
  org_category: [
    ['1', '公司'],
    ['2', '部门'],
    ['3', '小组'],
  ],
  data_scope_type: [
    ['1', '全部可见'],
    ['2', '本人可见'],
    ['3', '所在机构可见'],
    ['4', '所在机构及子级可见'],
    ['5', '自定义'],
  ],
  api_scope_type: [
    ['1', '系统接口'],
    ['2', '业务接口'],
  ],
  post_category: [
    ['1', '高层'],
    ['2', '中层'],
    ['3', '基层'],
  ],
  region: [
    [
      '1',
      '省',
      [
        ['1-1', '直辖市'],
        ['1-2', '自治区'],
      ],
    ],
    ['2', '市'],
    ['3', '区县'],
  ],
  oil_type: [
    ['92', '92#汽油'],
    ['95', '95#汽油'],
    ['98', '98#汽油'],
    [
      '0',
      '0#柴油',
      [
        ['0-1', '0#国六柴油'],
        ['0-2', '0#国五柴油'],
      ],
    ],
    ['-10', '-10#柴油'],
  ],
  card_status: [
    ['0', '未激活'],
    ['1', '正常'],
    ['2', '挂失'],
    ['3', '注销'],
  ],
  pay_type: [
    ['1', '余额支付'],
    ['2', '微信支付'],
    ['3', '支付宝'],
    ['4', '对公转账'],
  ],
  sms: [
    ['1', '阿里云'],
    ['2', '腾讯云'],
    ['3', '云片'],
  ],
  oss: [
    ['1', 'MinIO'],
    ['2', '七牛云'],
    ['3', '阿里云'],
    ['4', '腾讯云'],
  ],
  // goods (spec 001 §7 "Dictionary lookups: shopping_goods_type and goods_secret_rule")
  shopping_goods_type: [
    [
      '1',
      '实物商品',
      [
        ['11', '油品'],
        ['12', '非油品'],
      ],
    ],
    [
      '2',
      '虚拟商品',
      [
        ['21', '加油卡'],
        ['22', '电子券'],
      ],
    ],
    ['3', '服务商品', [['31', '洗车服务']]],
  ],
  goods_secret_rule: [
    ['subsidy_rule', '补贴规则'],
    ['spread_rule', '价差规则'],
    ['sales_rule', '销售规则'],
    ['default', '默认规则'],
  ],
};

/**
 * Dictionaries a family holds beyond the seeded parent rows, added with their entries (each once, so a kept demo
 * gets them too): the storage and SMS categories of 字典管理, the goods dictionaries of 业务字典.
 */
const MORE_DICTS: Record<'dict' | 'dict-biz', Array<[string, string]>> = {
  dict: [
    ['sms', '短信服务'],
    ['oss', '对象存储'],
  ],
  'dict-biz': [
    ['shopping_goods_type', '商品类型'],
    ['goods_secret_rule', '商品加价规则'],
  ],
};

/** The definition of a dictionary family. */
export function dictDefinition(kind: 'dict' | 'dict-biz'): ResourceDefinition {
  const d = resourceByKey(kind);
  if (!d) throw new Error(`no ${kind} definition`);
  return d;
}

const isParent = (r: Row) => str(r.parentId) === '' || str(r.parentId) === '0';

type Entries = Array<[string, string, Array<[string, string]>?]>;

/** Adds `entries` (and their sub-entries) under the dictionary `parent`. */
function addEntries(db: Db, table: Row[], parent: Row, parentId: string, list: Entries): void {
  list.forEach(([dictKey, dictValue, kids], i) => {
    const id = nextId(db);
    table.push({
      id,
      code: parent.code,
      dictKey,
      dictValue,
      parentId,
      sort: i + 1,
      isSealed: 0,
      remark: '',
      tenantId: '000000',
      createTime: parent.createTime,
    });
    if (kids) addEntries(db, table, parent, id, kids);
  });
}

/** The dictionary table with its child entries (added once, after the seeded parents), and the family's further dictionaries. */
export function dictTable(db: Db, def: ResourceDefinition): Row[] {
  const table = resourceTable(db, def);
  const seededKey = `${def.key}:children-seeded`;
  const marks = tableOf(db, 'system-admin:marks');
  if (!marks.some((m) => m.key === seededKey)) {
    marks.push({ key: seededKey });
    for (const parent of table.filter(isParent)) {
      const entries = CHILDREN[str(parent.code)];
      if (entries) addEntries(db, table, parent, str(parent.id), entries);
    }
  }
  for (const [code, dictValue] of MORE_DICTS[def.key as 'dict' | 'dict-biz'] ?? []) {
    const mark = `${def.key}:dictionary-seeded:${code}`;
    if (marks.some((m) => m.key === mark)) continue;
    marks.push({ key: mark });
    if (table.some((r) => isParent(r) && str(r.code) === code)) continue;
    const parent: Row = {
      id: nextId(db),
      code,
      dictValue,
      dictKey: '-1',
      parentId: '0',
      sort: table.filter(isParent).length + 1,
      isSealed: 0,
      remark: '',
      tenantId: '000000',
      createTime: str(table.find(isParent)?.createTime),
    };
    table.push(parent);
    addEntries(db, table, parent, str(parent.id), CHILDREN[code] ?? []);
  }
  return table;
}

const bySort = (a: Row, b: Row) => Number(a.sort ?? 0) - Number(b.sort ?? 0) || str(a.id).localeCompare(str(b.id));

/** The entries under `parentId`, nested (`children`, `hasChildren`, `parentName`). */
export function childTree(table: readonly Row[], parentId: string): Row[] {
  const byId = new Map(table.map((r) => [str(r.id), r]));
  const build = (pid: string): Row[] =>
    table
      .filter((r) => str(r.parentId) === pid)
      .sort(bySort)
      .map((r) => {
        const children = build(str(r.id));
        return { ...r, parentName: str(byId.get(pid)?.dictValue), hasChildren: children.length > 0, children };
      });
  return build(parentId);
}

function descendants(table: readonly Row[], id: string): string[] {
  const out: string[] = [];
  for (const r of table) if (str(r.parentId) === id) out.push(str(r.id), ...descendants(table, str(r.id)));
  return out;
}

function parentMatches(def: ResourceDefinition, row: Row, query: URLSearchParams): boolean {
  for (const f of def.searchFields) {
    const v = query.get(f.field)?.trim().toLowerCase();
    if (v && !str(row[f.field]).toLowerCase().includes(v)) return false;
  }
  return true;
}

function required(row: Row, child: boolean): string | null {
  if (str(row.code).trim() === '') return '请输入字典编号';
  if (str(row.dictValue).trim() === '') return '请输入字典名称';
  if (str(row.sort).trim() === '') return '请输入字典排序';
  if (str(row.isSealed).trim() === '') return '请选择封存';
  if (child && str(row.dictKey).trim() === '') return '请输入字典键值';
  return null;
}

function submit(ctx: AuthedContext, def: ResourceDefinition): Response {
  const body = ctx.body && typeof ctx.body === 'object' && !Array.isArray(ctx.body) ? (ctx.body as Row) : null;
  if (!body) return fail('请求体不能为空');
  const table = dictTable(ctx.db, def);
  const existing = str(body.id) ? table.find((r) => str(r.id) === str(body.id)) : undefined;
  if (str(body.id) && !existing) return fail('数据不存在');
  const merged: Row = { ...(existing ?? {}), ...body };
  const parentId = str(merged.parentId) || '0';
  const child = parentId !== '0';
  if (child) {
    const parent = table.find((r) => str(r.id) === parentId);
    if (!parent) return fail('上级字典不存在');
    // a child entry always carries its parent's code
    merged.code = parent.code;
    if (existing && descendants(table, str(existing.id)).includes(parentId)) return fail('上级字典不能是自身或其子项');
  } else {
    merged.dictKey = '-1';
  }
  merged.parentId = parentId;
  const missing = required(merged, child);
  if (missing) return fail(missing);
  if (
    child &&
    table.some(
      (r) => r !== existing && str(r.code) === str(merged.code) && str(r.parentId) !== '0' && str(r.dictKey) === str(merged.dictKey),
    )
  ) {
    return fail(MSG_DICT_KEY_EXISTS);
  }
  if (!child && table.some((r) => r !== existing && isParent(r) && str(r.code) === str(merged.code))) return fail('当前字典编号已存在!');
  merged.sort = Number(merged.sort);
  merged.isSealed = Number(merged.isSealed) === 1 ? 1 : 0;
  delete merged.children;
  delete merged.hasChildren;
  delete merged.parentName;
  if (existing) {
    const oldCode = existing.code;
    Object.assign(existing, merged, { id: existing.id, createTime: existing.createTime, updateTime: formatDateTime(ctx.now) });
    // renaming a parent's code renames its entries' code too
    if (!child && oldCode !== existing.code)
      for (const id of descendants(table, str(existing.id)))
        Object.assign(table.find((r) => str(r.id) === id) ?? {}, { code: existing.code });
    ctx.changed();
    return ok(existing);
  }
  const row: Row = { ...merged, id: nextId(ctx.db), tenantId: ctx.session.tenant.tenantId, createTime: formatDateTime(ctx.now) };
  table.unshift(row);
  ctx.changed();
  return ok(row);
}

/**
 * The entries of the dictionary `code` a form may offer (BladeX `dictionary`): every entry of that code below its
 * dictionary, at any depth, that is not sealed, by sort.
 */
function openEntries(table: readonly Row[], code: string): Row[] {
  return table.filter((r) => !isParent(r) && str(r.code) === code && Number(r.isSealed) !== 1).sort(bySort);
}

/** Routes of one dictionary family (dict or dict-biz). */
export function dictRoutes(kind: 'dict' | 'dict-biz'): RouteDefinition[] {
  const def = dictDefinition(kind);
  const base = `/api/blade-system/${kind}`;
  return [
    protectedRoute('get', `${base}/parent-list`, (ctx) => {
      const rows = dictTable(ctx.db, def).filter((r) => isParent(r) && parentMatches(def, r, ctx.query));
      rows.sort((a, b) => str(b.createTime).localeCompare(str(a.createTime)) || str(b.id).localeCompare(str(a.id)));
      return ok(paginate(rows, ctx.query));
    }),
    protectedRoute('get', `${base}/list`, (ctx) => {
      const rows = dictTable(ctx.db, def).filter((r) => parentMatches(def, r, ctx.query));
      return ok(rows.sort(bySort));
    }),
    protectedRoute('get', `${base}/child-list`, (ctx) => {
      const parentId = ctx.query.get('parentId') ?? '';
      if (!parentId) return fail('缺少上级字典');
      const table = dictTable(ctx.db, def);
      const tree = childTree(table, parentId);
      const q = ctx.query.get('dictValue')?.trim();
      return ok(q ? tree.filter((r) => str(r.dictValue).includes(q)) : tree);
    }),
    protectedRoute('get', `${base}/detail`, (ctx) => {
      const table = dictTable(ctx.db, def);
      const row = table.find((r) => str(r.id) === (ctx.query.get('id') ?? ''));
      if (!row) return fail('数据不存在');
      const parent = table.find((r) => str(r.id) === str(row.parentId));
      return ok({ ...row, parentName: parent ? str(parent.dictValue) : '' });
    }),
    guardedRoute('post', `${base}/submit`, (ctx) => submit(ctx, def)),
    guardedRoute('post', `${base}/remove`, (ctx) => {
      const ids = idSet(ctx.params.ids);
      if (ids.size === 0) return fail('请选择至少一条数据');
      const table = dictTable(ctx.db, def);
      for (const id of ids) if (descendants(table, id).some((d) => !ids.has(d))) return fail(MSG_DELETE_CHILDREN_FIRST);
      const keep = table.filter((r) => !ids.has(str(r.id)));
      if (keep.length !== table.length) {
        ctx.db.resources[def.key] = keep;
        ctx.changed();
      }
      return ok(null);
    }),
    protectedRoute('get', `${base}/tree`, (ctx) => {
      const code = ctx.query.get('code') ?? '';
      const table = dictTable(ctx.db, def);
      const toNode = (r: Row): Row => ({
        id: r.id,
        parentId: r.parentId,
        title: r.dictValue,
        key: r.id,
        value: r.id,
        children: ((r.children as Row[]) ?? []).map(toNode),
      });
      const roots = table.filter((r) => isParent(r) && (!code || str(r.code) === code));
      return ok(roots.map((p) => ({ ...toNode(p), children: childTree(table, str(p.id)).map(toNode) })));
    }),
    protectedRoute('get', `${base}/dictionary`, (ctx) => ok(openEntries(dictTable(ctx.db, def), ctx.query.get('code') ?? ''))),
    protectedRoute('get', `${base}/dictionary-tree`, (ctx) => {
      const table = dictTable(ctx.db, def);
      const entries = openEntries(table, ctx.query.get('code') ?? '');
      const dictionaries = new Set(table.filter(isParent).map((p) => str(p.id)));
      // the open entries nested under the dictionary; an entry under a sealed one is left out with it
      const under = (isRoot: (pid: string) => boolean): Row[] =>
        entries
          .filter((r) => isRoot(str(r.parentId)))
          .map((r) => {
            const children = under((pid) => pid === str(r.id));
            return { ...r, hasChildren: children.length > 0, children };
          });
      return ok(under((pid) => dictionaries.has(pid)));
    }),
  ];
}
