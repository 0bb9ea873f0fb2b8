/**
 * The simulated backend of two families placed beside others (services/resources/definitions/partners.ts,
 * settlement.ts): a company's tenant and bank information per merchant type (read by merchantType, provinces and their
 * cities, saveOrUpdate: added when the company has none of that type, else changed; a city must be one of its
 * province's), and the site distributors' settlement combos (batchUpdate of the selected rows to one combo).
 */
import { nextId, tableOf } from '../db';
import { fail, ok } from '../envelope';
import type { AuthedContext } from '../route';
import { formatDateTime } from '../seed';
import { okBody } from '../money/common';
import { keyed } from '../effects/common';
import { MSG_NOT_FOUND } from '../rules';
import { tenantRows } from '../routes/resource-routes';
import { requireResource } from '@services/resources/registry';
import { idList, isMobile } from '@services/api/agents/rules';
import { SUPPLIER_INFO_MSG } from '@services/api/agents/partners';

type Row = Record<string, unknown>;
const str = (v: unknown) => (v === null || v === undefined ? '' : String(v));

/** Provinces and their cities (region codes): `<code> <name>: <code> <name>, …`. */
const REGIONS = [
  '110000 北京市: 110100 北京市',
  '320000 江苏省: 320100 南京市, 320500 苏州市, 320200 无锡市',
  '330000 浙江省: 330100 杭州市, 330200 宁波市',
  '440000 广东省: 440100 广州市, 440300 深圳市, 441900 东莞市',
  '510000 四川省: 510100 成都市, 510700 绵阳市',
];

const region = (text: string) => {
  const [id = '', name = ''] = text.trim().split(' ');
  return { id, name };
};

export const CITIES = REGIONS.map((line) => {
  const [province = '', cities = ''] = line.split(':');
  return { ...region(province), children: cities.split(',').map(region) };
});

const INFO = 'supplier-tenant-info';
const MERCHANT_TYPES = ['1', '2', '3'];
const REQUIRED = requireResource(INFO)
  .formFields.filter((f) => f.required)
  .map((f) => f.field);

/** GET cities: the provinces. */
export const cities = (): Response => ok(CITIES.map(({ id, name }) => ({ id, name, hasChildren: true })));

/** GET cities/children?id: the cities of a province. */
export const childCities = (ctx: AuthedContext): Response => {
  const province = CITIES.find((p) => p.id === str(ctx.params.id));
  return province ? ok(province.children.map((c) => ({ ...c, parentId: province.id, hasChildren: false }))) : fail(MSG_NOT_FOUND);
};

/**
 * The companies' information: a table of its own, one record per company and merchant type, kept apart from the
 * registry's seeded tables (the family has no list: nobody reads another company's record).
 */
export const infoTable = (ctx: Pick<AuthedContext, 'db'>): Row[] => tableOf(ctx.db, `${INFO}.records`);

/** The caller's record of a merchant type. */
const recordOf = (ctx: AuthedContext, merchantType: string): Row | undefined =>
  infoTable(ctx).find((r) => str(r.merchantType) === merchantType && str(r.tenantId) === ctx.session.tenant.tenantId);

/** GET tenantInfo?merchantType: the caller's information as that kind of merchant (null when it has none). */
export const tenantInfo = (ctx: AuthedContext): Response => {
  const type = str(ctx.params.merchantType);
  if (!MERCHANT_TYPES.includes(type)) return fail(SUPPLIER_INFO_MSG.merchantType);
  return ok(recordOf(ctx, type) ?? null);
};

/** POST saveOrUpdate: the caller's information of one merchant type, checked, added or changed. */
export const saveOrUpdate = (ctx: AuthedContext): Response => {
  const body = ctx.body && typeof ctx.body === 'object' && !Array.isArray(ctx.body) ? (ctx.body as Row) : null;
  if (!body) return fail('请求体不能为空');
  return keyed(ctx, () => {
    const type = str(body.merchantType);
    if (!MERCHANT_TYPES.includes(type)) return fail(SUPPLIER_INFO_MSG.merchantType);
    const missing = REQUIRED.find((f) => !str(body[f]).trim());
    if (missing) return fail(`${missing} 不能为空`);
    if (!isMobile(str(body.contactPhone))) return fail(SUPPLIER_INFO_MSG.phone);
    if (!/^\d{12,19}$/.test(str(body.bankCardNumber))) return fail(SUPPLIER_INFO_MSG.bankCard);
    const province = CITIES.find((p) => p.id === str(body.province));
    const city = province?.children.find((c) => c.id === str(body.city));
    if (!province || !city) return fail(SUPPLIER_INFO_MSG.city);
    const fields: Row = { ...body, merchantType: Number(type), provinceName: province.name, cityName: city.name };
    const known = recordOf(ctx, type);
    const stamp = formatDateTime(ctx.now);
    if (known) {
      Object.assign(known, fields, { id: known.id, tenantId: known.tenantId, createTime: known.createTime, updateTime: stamp });
      return okBody(known, '更新成功');
    }
    const row: Row = { ...fields, id: nextId(ctx.db), tenantId: ctx.session.tenant.tenantId, createTime: stamp };
    infoTable(ctx).unshift(row);
    return okBody(row, '新增成功');
  });
};

/** POST site distributor batchUpdate?ids&comboId: the selected rows settle by the combo. */
export const siteDistributorBatchUpdate = (ctx: AuthedContext): Response => {
  const ids = idList(ctx.params.ids);
  if (ids.length === 0) return fail('请选择至少一条数据');
  return keyed(ctx, () => {
    const combo = tenantRows(ctx, requireResource('fleet-settlement-combo')).find((r) => str(r.id) === str(ctx.params.comboId));
    if (!combo) return fail(SUPPLIER_INFO_MSG.combo);
    const rows = tenantRows(ctx, requireResource('site-distributor')).filter((r) => ids.includes(str(r.id)));
    if (rows.length !== ids.length) return fail(MSG_NOT_FOUND);
    for (const r of rows) Object.assign(r, { comboId: combo.id, comboName: combo.comboName, updateTime: formatDateTime(ctx.now) });
    return okBody(rows, '更新成功');
  });
};
