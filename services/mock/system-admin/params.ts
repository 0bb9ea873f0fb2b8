/**
 * Parameter settings of the simulator (param/settingInfo, setSetting, updPlatformPrice, paramSetting). The spec
 * names the calls without their fields: the platform settings record and the platform price markup (fen per
 * litre) are chosen here. The parameter rows themselves are the registry's table (resourceTable).
 */
import { resourceByKey } from '@services/resources/registry';
import { tableOf, type Db } from '../db';
import { fail, ok } from '../envelope';
import type { RouteDefinition } from '../route';
import { guardedRoute } from '../rules';
import { resourceTable } from '../routes/resource-routes';
import { PLATFORM_TENANT } from '../routes/auth-routes';

type Row = Record<string, unknown>;

const str = (v: unknown) => (v === null || v === undefined ? '' : String(v));

const DEFAULTS = { platformName: '车队油卡管理平台', servicePhone: '400-820-8820', registerOpen: 1, withdrawAudit: 1, platformPrice: 15 };

function settings(db: Db): Row {
  const table = tableOf(db, 'system-admin:settings');
  if (table.length === 0) table.push({ ...DEFAULTS });
  return table[0]!;
}

const bodyOf = (body: unknown): Row =>
  body && typeof body === 'object' && !Array.isArray(body) && !(body instanceof FormData) ? (body as Row) : {};

export const paramRoutes: RouteDefinition[] = [
  guardedRoute('get', '/api/blade-system/param/settingInfo', (ctx) => ok({ ...settings(ctx.db) })),
  guardedRoute('post', '/api/blade-system/param/setSetting', (ctx) => {
    if (ctx.session.tenant.tenantId !== PLATFORM_TENANT) return fail('仅平台可修改平台设置');
    const body = bodyOf(ctx.body);
    const platformName = str(body.platformName).trim();
    if (!platformName) return fail('请输入平台名称');
    const servicePhone = str(body.servicePhone).trim();
    if (!/^(\d{3,4}-?\d{3,4}-?\d{3,4}|1\d{10})$/.test(servicePhone)) return fail('客服电话格式不正确');
    Object.assign(settings(ctx.db), {
      platformName,
      servicePhone,
      registerOpen: Number(body.registerOpen) === 1 ? 1 : 0,
      withdrawAudit: Number(body.withdrawAudit) === 1 ? 1 : 0,
    });
    ctx.changed();
    return ok({ ...settings(ctx.db) });
  }),
  guardedRoute('post', '/api/blade-system/param/updPlatformPrice', (ctx) => {
    if (ctx.session.tenant.tenantId !== PLATFORM_TENANT) return fail('仅平台可修改平台价格');
    const price = Number(bodyOf(ctx.body).platformPrice ?? ctx.params.platformPrice);
    if (!Number.isInteger(price) || price < 0 || price > 10_000) return fail('平台加价须为0至100元之间的金额');
    settings(ctx.db).platformPrice = price;
    ctx.changed();
    return ok({ ...settings(ctx.db) });
  }),
  guardedRoute('get', '/api/blade-system/param/paramSetting', (ctx) => {
    const def = resourceByKey('param');
    const rows = def ? resourceTable(ctx.db, def) : [];
    return ok(Object.fromEntries(rows.filter((r) => !str(r.paramKey).match(/\.\d+$/)).map((r) => [str(r.paramKey), str(r.paramValue)])));
  }),
];
