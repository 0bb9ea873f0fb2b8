/**
 * Fleet families beside the card money (spec 001 §7 "Fleets", spec 002 §7 "Fleet combo, site distributor, fleet
 * members"): the generic lists of the fleet tables answered after the fleet data is made consistent (same rows,
 * same filters as the generic routes, plus equality filters by id fields), settlement combos added and changed in
 * batches, station bindings, the fleet settlement divide detail, and the fleet SMS login check.
 */
import { requireResource, resourceByKey } from '@services/resources/registry';
import { luhnValid } from '@/lib/card-number';
import type { ResourceDefinition } from '@services/resources/types';
import { DIVIDE_STATUS, FLEET_MSG, OIL_GRADES } from '@services/api/fleets/status';
import { csvResponse } from '../csv';
import { nextId, tableOf } from '../db';
import { fail, ok, paginate } from '../envelope';
import type { AuthedContext, RouteDefinition, RouteMethod } from '../route';
import { guardedRoute } from '../rules';
import { fleetRowVisible, visibleFleetRows } from './tenants';
import { filterRows } from '../routes/resource-routes';
import { formatDateTime } from '../seed';
import { fleetName, fleetWorld, num, str, table, type Row } from './world';
import type { ComboLine } from '@services/api/fleets/calls';

const day = (v: unknown) => str(v).slice(0, 10);
const query = (ctx: AuthedContext) => new URLSearchParams(Object.entries(ctx.params).map(([k, v]) => [k, String(v)]));

/** Extra equality filters by id fields (the drill-downs pass them). */
const NARROW = ['id', 'fleetId', 'siteId', 'memberId', 'cardId', 'fleetSettlementId', 'direction', 'divideStatus'] as const;

function listed(ctx: AuthedContext, def: ResourceDefinition): Row[] {
  fleetWorld(ctx.db);
  const q = query(ctx);
  let rows = filterRows(def, visibleFleetRows(ctx, table(ctx.db, def.key)), q);
  for (const f of NARROW) {
    const v = q.get(f)?.trim();
    if (v) rows = rows.filter((r) => str(r[f]) === v);
  }
  // settlement divides also narrow by a range of settlement days (date_dategt / date_datelt, both ends inclusive)
  const from = q.get('date_dategt')?.trim().slice(0, 10);
  const to = q.get('date_datelt')?.trim().slice(0, 10);
  if (from) rows = rows.filter((r) => day(r.date) >= from);
  if (to) rows = rows.filter((r) => day(r.date) <= to);
  return rows;
}

/** The list operations of the families whose rows the fleet screens read. */
function worldLists(keys: readonly string[]): RouteDefinition[] {
  const out: RouteDefinition[] = [];
  for (const key of keys) {
    const def = requireResource(key);
    for (const op of [def.operations.page, def.operations.list]) {
      if (!op || out.some((r) => r.path === op.path)) continue;
      out.push(guardedRoute(op.method.toLowerCase() as RouteMethod, op.path, (ctx) => ok(paginate(listed(ctx, def), query(ctx)))));
    }
  }
  return out;
}

// ------------------------------------------------------------------------------------------ settlement combos

const COMBO = '/api/fleetsettlement/combo';

const RULE_TYPES = ['subsidy_rule', 'spread_rule', 'sales_rule', 'default'];

/** The lines of a batch body (an array, or `{ list }`), or the refusal. */
function comboLines(ctx: AuthedContext, update: boolean): ComboLine[] | string {
  const body = ctx.body;
  const raw = Array.isArray(body)
    ? body
    : body && typeof body === 'object' && Array.isArray((body as { list?: unknown }).list)
      ? (body as { list: unknown[] }).list
      : null;
  if (!raw || raw.length === 0) return FLEET_MSG.comboEmpty;
  const fleets = visibleFleetRows(ctx, table(ctx.db, 'fleet'));
  const lines: ComboLine[] = [];
  for (const item of raw) {
    if (!item || typeof item !== 'object') return FLEET_MSG.comboEmpty;
    const r = item as Row;
    const line: ComboLine = {
      fleetId: str(r.fleetId).trim(),
      comboName: str(r.comboName).trim(),
      oilNo: str(r.oilNo).trim(),
      ruleType: str(r.ruleType).trim(),
      ruleValue: str(r.ruleValue).trim(),
      startTime: str(r.startTime).trim(),
      endTime: str(r.endTime).trim(),
      ...(update ? { id: str(r.id).trim() } : {}),
    };
    if (update && !line.id) return '缺少主键';
    if (!line.fleetId || !fleets.some((f) => str(f.id) === line.fleetId)) return FLEET_MSG.comboFleet;
    for (const f of ['comboName', 'oilNo', 'ruleType', 'ruleValue', 'startTime', 'endTime'] as const) if (!line[f]) return `${f} 不能为空`;
    if (!(OIL_GRADES as readonly string[]).includes(line.oilNo)) return '油号不正确';
    if (!RULE_TYPES.includes(line.ruleType)) return '规则类型不正确';
    if (!/^\d+$/.test(line.ruleValue)) return FLEET_MSG.comboRule;
    if (day(line.endTime) < day(line.startTime)) return FLEET_MSG.comboDates;
    lines.push(line);
  }
  // no two combos of a fleet and grade overlap in time (the lines among themselves and against the stored ones)
  const combos = table(ctx.db, 'fleet-settlement-combo');
  const changing = new Set(lines.map((l) => l.id).filter(Boolean));
  const all = [
    ...combos
      .filter((c) => !changing.has(str(c.id)))
      .map((c) => ({
        fleetId: str(c.fleetId),
        oilNo: str(c.oilNo),
        startTime: str(c.startTime),
        endTime: str(c.endTime),
        status: num(c.status),
      }))
      .filter((c) => c.status !== 0),
    ...lines,
  ];
  for (let i = 0; i < all.length; i += 1) {
    for (let j = i + 1; j < all.length; j += 1) {
      const a = all[i]!;
      const b = all[j]!;
      if (a.fleetId === b.fleetId && a.oilNo === b.oilNo && day(a.startTime) <= day(b.endTime) && day(b.startTime) <= day(a.endTime))
        return FLEET_MSG.comboOverlap;
    }
  }
  return lines;
}

const stamp = (v: string, end: boolean) => (v.length === 10 ? `${v} ${end ? '23:59:59' : '00:00:00'}` : v);

function batchAdd(ctx: AuthedContext): Response {
  fleetWorld(ctx.db);
  const lines = comboLines(ctx, false);
  if (typeof lines === 'string') return fail(lines);
  const combos = table(ctx.db, 'fleet-settlement-combo');
  const added = lines.map((l) => ({
    ...l,
    id: nextId(ctx.db),
    fleetName: fleetName(ctx.db, l.fleetId),
    startTime: stamp(l.startTime, false),
    endTime: stamp(l.endTime, true),
    status: 1,
    createTime: formatDateTime(ctx.now),
    tenantId: ctx.session.tenant.tenantId,
  }));
  combos.unshift(...added);
  ctx.changed();
  return ok(added);
}

function batchUpdate(ctx: AuthedContext): Response {
  fleetWorld(ctx.db);
  const lines = comboLines(ctx, true);
  if (typeof lines === 'string') return fail(lines);
  const combos = visibleFleetRows(ctx, table(ctx.db, 'fleet-settlement-combo'));
  const rows = lines.map((l) => combos.find((c) => str(c.id) === l.id));
  if (rows.some((r) => !r)) return fail(FLEET_MSG.notFound);
  lines.forEach((l, i) => {
    Object.assign(rows[i]!, {
      ...l,
      fleetName: fleetName(ctx.db, l.fleetId),
      startTime: stamp(l.startTime, false),
      endTime: stamp(l.endTime, true),
      updateTime: formatDateTime(ctx.now),
    });
  });
  ctx.changed();
  return ok(rows);
}

// ------------------------------------------------------------------------------------------ station bindings

const SSF = '/api/siteShellFleet/siteshellfleet';

function bind(ctx: AuthedContext): Response {
  fleetWorld(ctx.db);
  const b = ctx.body && typeof ctx.body === 'object' && !Array.isArray(ctx.body) ? (ctx.body as Row) : null;
  if (!b) return fail('请求体不能为空');
  const siteId = str(b.siteId).trim();
  const fleetId = str(b.fleetId).trim();
  if (!siteId) return fail('siteId 不能为空');
  if (!fleetId) return fail('fleetId 不能为空');
  // a fleet id the seeded fleets do not know is kept as given (the generic station forms type ids by hand)
  const fleet = table(ctx.db, 'fleet').find((f) => str(f.id) === fleetId);
  if (fleet && !fleetRowVisible(ctx, fleet)) return fail(FLEET_MSG.fleetNotFound);
  const rows = table(ctx.db, 'site-shell-fleet');
  if (rows.some((r) => str(r.siteId) === siteId && str(r.fleetId) === fleetId && str(r.id) !== str(b.id)))
    return fail(FLEET_MSG.bindExists);
  const site = table(ctx.db, 'zyt-shell').find((s) => str(s.id) === siteId);
  const values = {
    siteId,
    siteName: str(site?.siteName ?? b.siteName),
    fleetId,
    fleetName: str(fleet?.fleetName),
    supplierName: str(b.supplierName).trim() || str(fleet?.fleetName),
  };
  if (str(b.id)) {
    const row = rows.find((r) => str(r.id) === str(b.id));
    if (!fleetRowVisible(ctx, row)) return fail(FLEET_MSG.notFound);
    Object.assign(row, values, { updateTime: formatDateTime(ctx.now) });
    ctx.changed();
    return ok(row);
  }
  const row: Row = { id: nextId(ctx.db), ...values, createTime: formatDateTime(ctx.now), tenantId: ctx.session.tenant.tenantId };
  rows.unshift(row);
  ctx.changed();
  return ok(row);
}

// ------------------------------------------------------------------------------------------ settlement divide detail

const FF = '/api/fleet/fleet';

/** The orders split on one day of one fleet settlement (deterministic from the divide row). */
function divideDetail(ctx: AuthedContext): Response {
  fleetWorld(ctx.db);
  const date = day(ctx.params.date);
  const sid = str(ctx.params.fleetSettlementId).trim();
  if (!sid || !date) return fail('请选择结算记录和日期');
  const divide = visibleFleetRows(ctx, table(ctx.db, 'fleet-settlement-divide')).find(
    (r) => str(r.fleetSettlementId) === sid && day(r.date) === date,
  );
  if (!divide) return ok({ fleetSettlementId: sid, date, totalAmount: 0, divideAmount: 0, records: [] });
  const total = num(divide.totalAmount);
  const parts = 3;
  const records: Row[] = [];
  let left = total;
  for (let i = 0; i < parts; i += 1) {
    const amount = i === parts - 1 ? left : Math.floor(total / parts);
    left -= amount;
    records.push({
      orderNo: `YZ${date.replace(/-/g, '')}${str(divide.id).slice(-4)}${i + 1}`,
      oilNo: OIL_GRADES[i % OIL_GRADES.length],
      amount,
      divideAmount: Math.floor((amount * 9_700) / 10_000),
      feeAmount: amount - Math.floor((amount * 9_700) / 10_000),
      receiverName: str(divide.fleetName),
    });
  }
  return ok({ ...divide, records });
}

/** The divide export: a CSV of the divides the same filters list (the date range included). */
function divideExport(ctx: AuthedContext): Response {
  const def = resourceByKey('fleet-settlement-divide')!;
  const settlements = table(ctx.db, 'fleet-settlement');
  const head = ['结算日期', '车队', '结算银行卡', '结算金额（元）', '分账金额（元）', '分账状态', '创建时间'];
  const status = Object.fromEntries(Object.values(DIVIDE_STATUS).map((x) => [String(x.code), x.zh])) as Record<string, string>;
  const yuan = (v: unknown) => {
    const n = Math.trunc(num(v));
    return `${n < 0 ? '-' : ''}${Math.floor(Math.abs(n) / 100)}.${String(Math.abs(n) % 100).padStart(2, '0')}`;
  };
  const lines: unknown[][] = [head];
  for (const r of listed(ctx, def)) {
    const card = str(r.bankCardNumber) || str(settlements.find((s) => str(s.id) === str(r.fleetSettlementId))?.bankCardNumber);
    lines.push([
      day(r.date),
      r.fleetName,
      card,
      yuan(r.totalAmount),
      yuan(r.divideAmount),
      status[str(r.divideStatus)] ?? str(r.divideStatus),
      r.createTime,
    ]);
  }
  return csvResponse('车队结算分账.csv', lines);
}

// ------------------------------------------------------------------------------------------ settlement sheet (/fleet/form)

/** Whether this user passed the fleet's SMS check and it is still valid. */
const fleetVerified = (ctx: AuthedContext, fleetId: string) =>
  (ctx.db.resources[VERIFIED] ?? []).some((v) => v.fleetId === fleetId && v.userId === ctx.session.user.id && num(v.until) > ctx.now);

/**
 * Saves a fleet's settlement (bank) information, added without id and changed with one: only after the fleet's
 * SMS check; the bank card passes the Luhn check; one bank card is registered once per fleet.
 */
function saveSettlement(ctx: AuthedContext): Response {
  fleetWorld(ctx.db);
  const b = ctx.body && typeof ctx.body === 'object' && !Array.isArray(ctx.body) ? (ctx.body as Row) : null;
  if (!b) return fail('请求体不能为空');
  const fleetId = str(b.fleetId).trim();
  const fleet = fleetById(ctx, fleetId);
  if (!fleet) return fail(FLEET_MSG.fleetNotFound);
  if (!fleetVerified(ctx, fleetId)) return fail(FLEET_MSG.smsRequired);
  const card = str(b.bankCardNumber).trim();
  if (!luhnValid(card) || card.length < 12 || card.length > 19) return fail(FLEET_MSG.bankCardBad);
  for (const f of ['bankName', 'bankAccountName'] as const) if (!str(b[f]).trim()) return fail(`${f} 不能为空`);
  const phone = str(b.phone).trim();
  if (phone && !/^1\d{10}$/.test(phone)) return fail('手机号码格式不正确');
  const rows = table(ctx.db, 'fleet-settlement');
  const id = str(b.id).trim();
  if (rows.some((r) => str(r.fleetId) === fleetId && str(r.bankCardNumber) === card && str(r.id) !== id))
    return fail(FLEET_MSG.bankCardExists);
  const values = {
    fleetId,
    fleetName: str(fleet.fleetName),
    bankCardNumber: card,
    bankName: str(b.bankName).trim(),
    bankAccountName: str(b.bankAccountName).trim(),
    phone,
    settlementCycle: str(b.settlementCycle).trim() || '3',
    status: 1,
  };
  if (id) {
    const row = rows.find((r) => str(r.id) === id);
    if (!row || str(row.fleetId) !== fleetId) return fail(FLEET_MSG.notFound);
    Object.assign(row, values, { updateTime: formatDateTime(ctx.now) });
    ctx.changed();
    return ok(row, '更新成功');
  }
  const row: Row = { id: nextId(ctx.db), ...values, createTime: formatDateTime(ctx.now), tenantId: ctx.session.tenant.tenantId };
  rows.unshift(row);
  ctx.changed();
  return ok(row, '新增成功');
}

// ------------------------------------------------------------------------------------------ fleet SMS login check

const SMS = 'fleet:sms';
const VERIFIED = 'fleet:verified';
/** Lifetime of a fleet SMS code, and of a verified fleet login (ms). */
export const FLEET_SMS_TTL_MS = 300_000;
export const FLEET_LOGIN_TTL_MS = 1_800_000;

const maskPhone = (p: string) => (/^\d{11}$/.test(p) ? `${p.slice(0, 3)}****${p.slice(7)}` : p);
/** A fleet of the caller's tenant by id. */
const fleetById = (ctx: AuthedContext, id: string) => visibleFleetRows(ctx, table(ctx.db, 'fleet')).find((f) => str(f.id) === id);

function checkLogin(ctx: AuthedContext): Response {
  fleetWorld(ctx.db);
  const fleet = fleetById(ctx, str(ctx.pathParams.id));
  if (!fleet) return fail(FLEET_MSG.fleetNotFound);
  const hit = (ctx.db.resources[VERIFIED] ?? []).find(
    (v) => v.fleetId === fleet.id && v.userId === ctx.session.user.id && num(v.until) > ctx.now,
  );
  return ok({ fleetId: fleet.id, fleetName: fleet.fleetName, verified: Boolean(hit), phone: maskPhone(str(fleet.contactPhone)) });
}

function sendCode(ctx: AuthedContext): Response {
  fleetWorld(ctx.db);
  const fleet = fleetById(ctx, str(ctx.pathParams.id));
  if (!fleet) return fail(FLEET_MSG.fleetNotFound);
  const code = String(100000 + ctx.prng.int(0, 899999));
  const rows = tableOf(ctx.db, SMS).filter((r) => r.fleetId !== fleet.id);
  rows.push({ fleetId: fleet.id, phone: fleet.contactPhone, code, expiresAt: ctx.now + FLEET_SMS_TTL_MS, used: false });
  ctx.db.resources[SMS] = rows;
  ctx.changed();
  // the demo has no phone: the answer names the code, as the other simulated SMS calls do
  return ok(null, `验证码已发送至 ${maskPhone(str(fleet.contactPhone))}（演示验证码 ${code}）`);
}

function verifyCode(ctx: AuthedContext): Response {
  const fleetId = str(ctx.pathParams.fleetId);
  const code = str(ctx.pathParams.code);
  const sms = (ctx.db.resources[SMS] ?? []).find((r) => r.fleetId === fleetId && !r.used);
  if (!sms) return fail(FLEET_MSG.codeFirst);
  if (num(sms.expiresAt) <= ctx.now) return fail(FLEET_MSG.codeExpired);
  if (sms.code !== code) return fail(FLEET_MSG.codeWrong);
  sms.used = true;
  const verified = tableOf(ctx.db, VERIFIED).filter((v) => !(v.fleetId === fleetId && v.userId === ctx.session.user.id));
  verified.push({ fleetId, userId: ctx.session.user.id, until: ctx.now + FLEET_LOGIN_TTL_MS });
  ctx.db.resources[VERIFIED] = verified;
  ctx.changed();
  return ok(true, '验证成功');
}

/** The live SMS code of a fleet (tests and the demo read it as the fleet's phone would). */
export function peekFleetCode(db: { resources: Record<string, Row[]> }, fleetId: string): string | undefined {
  return str((db.resources[SMS] ?? []).find((r) => r.fleetId === fleetId && !r.used)?.code) || undefined;
}

export const fleetHandlers: readonly RouteDefinition[] = [
  ...worldLists([
    'fleet',
    'fleet-member',
    'fleet-account',
    'fleet-account-flow',
    'fleet-settlement-combo',
    'fleet-settlement',
    'fleet-settlement-divide',
    'site-shell-fleet',
  ]),
  guardedRoute('post', `${COMBO}/batchAdd`, batchAdd),
  guardedRoute('post', `${COMBO}/batchUpdate`, batchUpdate),
  guardedRoute('post', `${SSF}/submit`, bind),
  guardedRoute('get', `${FF}/settlementDivide/detail`, divideDetail),
  guardedRoute(
    'get',
    resourceByKey('fleet-settlement-divide')!.actions.find((a) => a.name === 'exportSettlementDivide')!.path,
    divideExport,
  ),
  guardedRoute('post', resourceByKey('fleet-settlement')!.operations.submit!.path, saveSettlement),
  guardedRoute('get', `${FF}/checkLogin/:id`, checkLogin),
  guardedRoute('get', `${FF}/sendSMScode/:id`, sendCode),
  guardedRoute('get', `${FF}/determineVerificationCode/:fleetId/:code`, verifyCode),
];
