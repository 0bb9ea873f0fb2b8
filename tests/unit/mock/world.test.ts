// @vitest-environment node
/**
 * Walks the whole seeded world (docs/architecture.md "The simulated backend"): every generic table of the resource
 * registry and the rows the flow stores make consistent (fleets, orders, money, recharge, grants), and fails on
 * filler text (a city plus a number), money that is not whole fen, dates out of order, statuses outside their
 * table, references to rows that do not exist, card and ID numbers that fail their check digit, and books that
 * do not agree.
 */
import { RESOURCES, resourceByKey } from '@services/resources/registry';
import type { ResourceDefinition } from '@services/resources/types';
import { refNameField } from '@services/resources/define';
import type { Db } from '@services/mock/db';
import { DEFAULT_SEED, dateShiftFor, seedDb } from '@services/mock/seed';
import { COUNTERPARTIES, REFERENCE_BY_NAME, enumValues, seedResourceRows } from '@services/mock/seed-resources';
import { resourceTable } from '@services/mock/routes/resource-routes';
import { fleetWorld } from '@services/mock/fleets/world';
import { orderTable } from '@services/mock/orders/seed';
import { accountTable } from '@services/mock/money/store';
import { invoiceTable, refundTable } from '@services/mock/money/invoice-routes';
import { walkTable } from '@services/mock/money/settlement-routes';
import { fundFlows, fundOf, goodsTable, linesTable } from '@services/mock/recharge/store';
import { grantTable } from '@services/mock/approvals/card-grant';
import { companyGrantTable } from '@services/mock/approvals/company-grant-card';
import { rechargeTable } from '@services/mock/approvals/review';
import { luhnValid } from '@/lib/card-number';
import { idCheckChar } from '@/lib/id-card';

type Row = Record<string, unknown>;

const str = (v: unknown) => (v === null || v === undefined ? '' : String(v));
const num = (v: unknown) => (typeof v === 'number' ? v : Number(v));

/** Filler text: a city and a number and nothing else ("广州5"). */
const CITY_NUMBER =
  /^(北京|上海|广州|深圳|杭州|成都|武汉|西安|南京|重庆|郑州|济南|天津|苏州|长沙|青岛|沈阳|大连|厦门|合肥|福州|昆明|哈尔滨|长春|石家庄|太原|南昌|南宁|贵阳|兰州|海口|银川|西宁|呼和浩特|乌鲁木齐|拉萨)\d+$/;
const DATE_TIME = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/;
const SNOWFLAKE = /^\d{15,20}$/;
const MOBILE = /^1[3-9]\d{9}$/;
const PLATE = /^[京津沪渝冀豫云辽黑湘皖鲁新苏浙赣鄂桂甘晋蒙陕吉闽贵粤青藏川宁琼][A-Z][A-HJ-NP-Z0-9]{5,6}$/;

/** Date fields that come in order within one row (earlier first). */
const DATE_ORDER: ReadonlyArray<[string, string]> = [
  ['createTime', 'auditTime'],
  ['auditTime', 'payTime'],
  ['createTime', 'payTime'],
  ['createTime', 'updateTime'],
  ['createTime', 'signTime'],
  ['createTime', 'issueTime'],
  ['startTime', 'endTime'],
  ['receiveTime', 'useTime'],
  ['createTime', 'lastUpdated'],
];

/** Fields named like an id that name something else than a row of the world (a vendor's own code). */
const NOT_REFERENCES = new Set([
  'appId',
  'clientId',
  'templateId',
  'storeId',
  'brandId',
  'shopId',
  'skuId',
  'aliCouponId',
  'processInstanceId',
  'deploymentId',
  'businessId',
  'serviceId',
  'connectorId',
  'mchId',
  'commodityId',
  'classifyId',
  'oauthId',
  'activityId',
]);

/** The table a reference field points at when its definition does not say: the seed's own names, and the flows'. */
const REFERENCES: Readonly<Record<string, string>> = {
  ...REFERENCE_BY_NAME,
  cardId: 'fleet-member-card',
  orderId: 'order',
  fleetSettlementId: 'fleet-settlement',
  accountId: 'supplier-account',
  rechargeId: 'staff-recharge',
  grantId: 'card-grant',
  grantCardId: 'company-grant-card',
  parentAgentId: 'admin-agent',
};

/** The world as the simulator builds it: the seeded db with every generic table and flow store filled. */
function seededWorld(seed = DEFAULT_SEED, dateShift = 0): Db {
  const db = seedDb(seed, dateShift);
  fleetWorld(db);
  for (const key of ['order', 'oil-order', 'huarun-order'] as const) orderTable(db, key);
  accountTable(db);
  invoiceTable(db);
  refundTable(db);
  walkTable(db);
  linesTable(db);
  goodsTable(db);
  grantTable(db);
  companyGrantTable(db);
  rechargeTable(db);
  for (const t of db.tenants) fundOf(db, t.tenantId);
  for (const def of RESOURCES) resourceTable(db, def);
  return db;
}

/** The ids a reference to `key` may hold: the core tables for the system families, else the generic table's ids. */
function idsOf(db: Db, key: string): Set<string> {
  const core: Record<string, Array<{ id: string }>> = {
    role: db.roles,
    dept: db.depts,
    menu: db.menus,
    user: db.users,
    'top-menu': db.topMenus,
  };
  if (key === 'tenant') return new Set(db.tenants.flatMap((t) => [t.id, t.tenantId]));
  if (core[key]) return new Set(core[key].map((r) => r.id));
  const def = resourceByKey(key);
  return new Set((db.resources[key] ?? []).flatMap((r) => [str(r.id), def?.rowKey ? str(r[def.rowKey]) : '']).filter(Boolean));
}

const PLATFORM = '000000';
const tenantsByKey = new WeakMap<Db, Map<string, Map<string, string>>>();

/** The tenant of the record `id` of a family (its id or row key), or '' when it has none. */
function tenantOfRecord(db: Db, key: string, id: string): string {
  const byKey = tenantsByKey.get(db) ?? new Map<string, Map<string, string>>();
  tenantsByKey.set(db, byKey);
  let map = byKey.get(key);
  if (!map) {
    const def = resourceByKey(key);
    map = new Map();
    for (const r of db.resources[key] ?? []) {
      const t = str(r.tenantId);
      map.set(str(r.id), t);
      if (def?.rowKey && str(r[def.rowKey])) map.set(str(r[def.rowKey]), t);
    }
    byKey.set(key, map);
  }
  return map.get(id) ?? '';
}

const fieldsOf = (def: ResourceDefinition) => [...def.columns, ...def.formFields];

/** Everything wrong with the world, one line each. */
function worldViolations(db: Db): string[] {
  const out: string[] = [];
  const allIds = new Set<string>([
    ...db.users.map((u) => u.id),
    ...db.roles.map((r) => r.id),
    ...db.depts.map((d) => d.id),
    ...db.menus.map((m) => m.id),
    ...db.tenants.map((t) => t.id),
    ...Object.values(db.resources).flatMap((rows) => rows.map((r) => str(r.id))),
  ]);
  const ids = new Map<string, Set<string>>();
  const idsFor = (key: string) => {
    const known = ids.get(key) ?? idsOf(db, key);
    ids.set(key, known);
    return known;
  };
  const tenantIds = new Set(db.tenants.map((t) => t.tenantId));

  const walkValues = (where: string, row: Row) => {
    for (const [field, value] of Object.entries(row)) {
      if (typeof value === 'string' && CITY_NUMBER.test(value)) out.push(`${where}.${field}: filler text ${value}`);
      if (value && typeof value === 'object') walkValues(`${where}.${field}`, value as Row);
    }
  };

  for (const [key, rows] of Object.entries(db.resources)) {
    const def = resourceByKey(key);
    rows.forEach((row, i) => {
      const where = `${key}[${i}]`;
      walkValues(where, row);
      // references
      const refs = new Map<string, string>(Object.entries(REFERENCES));
      for (const f of def ? fieldsOf(def) : []) if (f.kind === 'ref' && f.ref) refs.set(f.field, f.ref);
      for (const [field, value] of Object.entries(row)) {
        const v = str(value);
        if (!v || v === '0' || v === '-1') continue;
        if (field === 'tenantId' || field === 'parentTenantId') {
          if (!tenantIds.has(v)) out.push(`${where}.${field}: no tenant ${v}`);
          continue;
        }
        if (field === 'createUser' && SNOWFLAKE.test(v)) {
          if (!db.users.some((u) => u.id === v)) out.push(`${where}.createUser: no user ${v}`);
          continue;
        }
        if (!/Id$/.test(field) || NOT_REFERENCES.has(field) || field === 'id') continue;
        const target = refs.get(field);
        if (target && target !== key) {
          if (!idsFor(target).has(v)) out.push(`${where}.${field}: no ${target} ${v}`);
          // a company's record refers to that company's records (or the platform's), never another company's;
          // a counterparty (seed-resources.ts COUNTERPARTIES: a station, a company) has no owner to hold it to
          const theirs = COUNTERPARTIES.has(target) ? '' : tenantOfRecord(db, target, v);
          const own = str(row.tenantId);
          if (own && own !== PLATFORM && theirs && theirs !== PLATFORM && theirs !== own)
            out.push(`${where}.${field}: ${target} ${v} of tenant ${theirs} in a record of ${own}`);
        } else if (SNOWFLAKE.test(v) && !allIds.has(v)) out.push(`${where}.${field}: refers to nothing (${v})`);
      }
      // a company's record names that company; a reference it shows comes with the name beside the id
      const owner = db.tenants.find((t) => t.tenantId === str(row.tenantId) && t.tenantId !== '000000');
      for (const field of ['tenantName', 'companyName'])
        if (owner && field in row && str(row[field]) !== owner.tenantName)
          out.push(`${where}.${field}: ${str(row[field])} in a record of ${owner.tenantName}`);
      const holder = str(row.merchantName) || str(row.fleetName) || owner?.tenantName;
      for (const field of ['accountName', 'bookName', 'bankAccountName'])
        if (owner && holder && /公司/.test(str(row[field])) && !str(row[field]).startsWith(holder))
          out.push(`${where}.${field}: ${str(row[field])} in a record of ${holder}`);
      for (const c of def?.columns ?? [])
        if (c.kind === 'ref' && c.ref !== key && !['', '0'].includes(str(row[c.field])) && !str(row[refNameField(c.field)]))
          out.push(`${where}.${c.field}: a reference without its name (${refNameField(c.field)})`);
      // a second-level agent works under an approved first-level agent of its company; a first-level one under none
      if (key === 'admin-agent') {
        const parent = (db.resources[key] ?? []).find((r) => str(r.id) === str(row.parentAgentId));
        if (num(row.agentLevel) === 2 && !(parent && num(parent.agentLevel) === 1 && num(parent.auditStatus) === 1))
          out.push(`${where}: a second-level agent without an approved first-level parent`);
        if (num(row.agentLevel) === 2 && parent && str(parent.tenantId) !== str(row.tenantId))
          out.push(`${where}: a second-level agent under another company's agent`);
        if (num(row.agentLevel) === 1 && str(row.parentAgentId)) out.push(`${where}: a first-level agent with a parent`);
      }
      // shapes by column kind
      for (const f of def ? fieldsOf(def) : []) {
        const v = row[f.field];
        if (v === undefined || v === null || v === '') continue;
        if (f.kind === 'money') {
          const n = num(v);
          if (typeof v !== 'number' || !Number.isInteger(n)) out.push(`${where}.${f.field}: money not whole fen (${str(v)})`);
          else if (Math.abs(n) > 10_000_000_000) out.push(`${where}.${f.field}: money out of range (${n})`);
        }
        if (f.kind === 'date' && !DATE_TIME.test(str(v))) out.push(`${where}.${f.field}: not a date-time (${str(v)})`);
        if (f.kind === 'enum' && f.enumKey && !enumValues(f.enumKey).includes(str(v)))
          out.push(`${where}.${f.field}: status ${str(v)} not in ${f.enumKey}`);
        if (f.kind === 'text' && /(Count|Quantity)$|^(stock|count)$/.test(f.field) && !Number.isInteger(num(v)))
          out.push(`${where}.${f.field}: count not a number (${str(v)})`);
      }
      // numbers that carry a check digit
      for (const [field, value] of Object.entries(row)) {
        const v = str(value);
        if (!v) continue;
        if (/(^cardNo|CardNo|bankCardNumber)$/.test(field) && !(/^\d{12,19}$/.test(v) && luhnValid(v)))
          out.push(`${where}.${field}: card number fails Luhn (${v})`);
        if (/idCard$|IdCard$/.test(field) && !(/^\d{17}[\dX]$/.test(v) && idCheckChar(v.slice(0, 17)) === v[17]))
          out.push(`${where}.${field}: ID number fails its check (${v})`);
        if (/^(phone|userPhone|contactPhone|legalPhone|authorizerPhone|contactNumber)$/.test(field) && !MOBILE.test(v))
          out.push(`${where}.${field}: not a mobile number (${v})`);
        if (field === 'licensePlate' && !PLATE.test(v)) out.push(`${where}.licensePlate: not a plate (${v})`);
      }
      // dates in order
      for (const [a, b] of DATE_ORDER) {
        const x = str(row[a]);
        const y = str(row[b]);
        if (DATE_TIME.test(x) && DATE_TIME.test(y) && x > y) out.push(`${where}: ${a} ${x} after ${b} ${y}`);
      }
      // books
      const has = (...fs: string[]) => fs.every((f) => row[f] !== undefined && row[f] !== '');
      if (has('totalAmount', 'fee', 'settlementAmount')) {
        if (num(row.settlementAmount) !== num(row.totalAmount) - num(row.fee)) out.push(`${where}: settlement ≠ total − fee`);
        if (num(row.fee) >= num(row.totalAmount)) out.push(`${where}: fee not below the amount`);
      }
      if (has('withdrawalAmount', 'fee', 'actualAmount')) {
        if (num(row.actualAmount) !== num(row.withdrawalAmount) - num(row.fee)) out.push(`${where}: paid out ≠ amount − fee`);
        if (num(row.fee) >= num(row.withdrawalAmount)) out.push(`${where}: fee not below the amount`);
      }
      if (has('totalAmount', 'discountAmount', 'payAmount') && num(row.payAmount) !== num(row.totalAmount) - num(row.discountAmount))
        out.push(`${where}: paid ≠ total − discount`);
      if (has('totalAmount', 'platformAmount', 'supplierAmount', 'serviceAmount')) {
        const parts = num(row.platformAmount) + num(row.supplierAmount) + num(row.serviceAmount);
        if (parts !== num(row.totalAmount)) out.push(`${where}: divide parts ≠ total`);
      }
      if (has('totalAmount', 'divideAmount') && num(row.divideAmount) > num(row.totalAmount))
        out.push(`${where}: divided more than the total`);
      if (has('cardAmount', 'cardQuantity', 'totalAmount') && num(row.totalAmount) !== num(row.cardAmount) * num(row.cardQuantity))
        out.push(`${where}: total ≠ card amount × quantity`);
      if (has('costPrice', 'salePrice') && num(row.costPrice) > num(row.salePrice)) out.push(`${where}: cost above sale price`);
      if (has('amount', 'actualAmount') && num(row.actualAmount) > num(row.amount)) out.push(`${where}: credited more than paid`);
      if (has('receivedQuantity', 'totalQuantity') && num(row.receivedQuantity) > num(row.totalQuantity))
        out.push(`${where}: more received than issued`);
      if (has('faceValue', 'thresholdAmount') && num(row.thresholdAmount) > 0 && num(row.faceValue) >= num(row.thresholdAmount))
        out.push(`${where}: coupon worth more than its threshold`);
      if (
        has('settlementPrice', 'platformPrice', 'listPrice') &&
        !(num(row.settlementPrice) <= num(row.platformPrice) && num(row.platformPrice) <= num(row.listPrice))
      )
        out.push(`${where}: prices not settlement ≤ platform ≤ list`);
      if (has('balance', 'frozenAmount', 'withdrawableAmount') && num(row.withdrawableAmount) + num(row.frozenAmount) !== num(row.balance))
        out.push(`${where}: withdrawable + frozen ≠ balance`);
      if (has('refundAmount', 'payAmount') && num(row.refundAmount) > num(row.payAmount)) out.push(`${where}: refund above the payment`);
      if (has('minAmount', 'maxAmount') && num(row.minAmount) > num(row.maxAmount)) out.push(`${where}: minimum above maximum`);
      if (has('totalAmount', 'payAmount') && num(row.payAmount) > num(row.totalAmount)) out.push(`${where}: paid more than the total`);
      if (has('price', 'liters', 'totalAmount') && Math.abs(num(row.totalAmount) - Number(row.liters) * num(row.price)) > 1)
        out.push(`${where}: total ≠ litres × price`);
      if (has('city', 'address') && !str(row.address).includes(str(row.city)))
        out.push(`${where}: address not in its city ${str(row.city)}`);
      if (has('onlineGunCount', 'gunCount') && num(row.onlineGunCount) > num(row.gunCount))
        out.push(`${where}: more guns online than guns`);
    });
  }

  // a member's balance is its card's; a card's fleet is its member's
  const cards = db.resources['fleet-member-card'] ?? [];
  for (const m of db.resources['fleet-member'] ?? []) {
    const c = cards.find((x) => str(x.memberId) === str(m.id));
    if (c && num(c.balance) !== num(m.balance)) out.push(`fleet-member ${str(m.id)}: balance ≠ its card's`);
    if (c && str(c.fleetId) !== str(m.fleetId)) out.push(`fleet-member ${str(m.id)}: card in another fleet`);
  }
  // a card's and a fleet account's balance is where its flows (oldest first) end, each flow's balance the one after it
  const byTime = (a: Row, b: Row) => str(a.createTime).localeCompare(str(b.createTime)) || str(a.id).localeCompare(str(b.id));
  const flowsAgree = (what: string, balance: number, flows: Row[]) => {
    const sorted = [...flows].sort(byTime);
    sorted.forEach((r, k) => {
      const before = k === 0 ? num(r.balance) - (num(r.direction) === 2 ? -num(r.amount) : num(r.amount)) : num(sorted[k - 1]!.balance);
      const after = before + (num(r.direction) === 2 ? -num(r.amount) : num(r.amount));
      if (after !== num(r.balance) || before < 0) out.push(`${what}: flow ${str(r.flowNo)} balance ${str(r.balance)} ≠ ${after}`);
    });
    const last = sorted.at(-1);
    if (last && num(last.balance) !== balance) out.push(`${what}: balance ${balance} ≠ its last flow's ${str(last.balance)}`);
  };
  const memberFlows = db.resources['fleet-member-account-flow'] ?? [];
  for (const c of cards)
    flowsAgree(
      `card ${str(c.cardNo)}`,
      num(c.balance),
      memberFlows.filter((r) => r.cardId === c.id),
    );
  const accountFlows = db.resources['fleet-account-flow'] ?? [];
  for (const a of db.resources['fleet-account'] ?? []) {
    const own = accountFlows.filter((r) => r.fleetId === a.fleetId);
    if (own.length > 0) flowsAgree(`fleet account ${str(a.accountNo)}`, num(a.balance), own);
  }
  for (const [key, rows] of Object.entries(db.resources))
    rows.forEach((r, i) => {
      if (
        ['balance', 'totalRecharge', 'totalConsume'].every((k) => typeof r[k] === 'number') &&
        num(r.balance) !== num(r.totalRecharge) - num(r.totalConsume)
      )
        out.push(`${key}[${i}]: balance ≠ recharged − consumed`);
    });
  // a recharge fund's balance is the sum of its flows
  for (const fund of db.resources['recharge-funds'] ?? []) {
    const sum = fundFlows(db)
      .filter((f) => f.fundId === fund.id)
      .reduce((s, f) => s + (num(f.direction) === 1 ? num(f.amount) : -num(f.amount)), 0);
    if (sum !== num(fund.balance)) out.push(`recharge fund ${str(fund.id)}: balance ${str(fund.balance)} ≠ flows ${sum}`);
  }
  // an invoice is for one of the orders and not for more than was paid
  const orders = new Map((db.resources.order ?? []).map((o) => [str(o.id), o]));
  for (const inv of db.resources['order-invoicing'] ?? []) {
    const o = orders.get(str(inv.orderId));
    if (o && str(inv.orderNo) !== str(o.orderNo)) out.push(`invoice ${str(inv.id)}: order number ≠ its order's`);
    if (o && num(inv.invoiceAmount) > num(o.payAmount)) out.push(`invoice ${str(inv.id)}: more than its order paid`);
  }
  // a name shown next to a reference is the name of the row it refers to
  const NAMES: ReadonlyArray<[string, string, string, string]> = [
    ['fleetId', 'fleetName', 'fleet', 'fleetName'],
    ['siteId', 'siteName', 'shell-site', 'siteName'],
    ['memberId', 'memberName', 'fleet-member', 'memberName'],
  ];
  for (const [key, rows] of Object.entries(db.resources)) {
    for (const [idField, nameField, target, targetName] of NAMES) {
      if (key === target) continue;
      const byId = new Map((db.resources[target] ?? []).map((r) => [str(r.id), str(r[targetName])]));
      rows.forEach((r, i) => {
        const name = byId.get(str(r[idField]));
        if (name !== undefined && r[nameField] !== undefined && str(r[nameField]) !== name)
          out.push(`${key}[${i}].${nameField}: ${str(r[nameField])} is not the name of ${idField} (${name})`);
      });
    }
  }
  return out;
}

describe('the seeded world', () => {
  const db = seededWorld();

  test('every value has the shape its field means, every reference resolves and the books agree', () => {
    const violations = worldViolations(db);
    expect(violations.slice(0, 40), `${violations.length} violations`).toEqual([]);
  });

  test('the same seed gives the same world; a generic table does not depend on when it is seeded', () => {
    expect(JSON.stringify(seededWorld().resources)).toBe(JSON.stringify(db.resources));
    const def = resourceByKey('fleet')!;
    expect(seedResourceRows(def, DEFAULT_SEED)).toEqual(seedResourceRows(def, DEFAULT_SEED));
  });

  test('dated to a pinned today, the world keeps every rule (dates in order, names beside references, books)', () => {
    const shifted = seededWorld(DEFAULT_SEED, dateShiftFor(Date.UTC(2026, 10, 21, 8)));
    const violations = worldViolations(shifted);
    expect(violations.slice(0, 40), `${violations.length} violations`).toEqual([]);
  });

  test('the walk finds filler text, a broken reference, a bad card number and books that do not agree', () => {
    const broken = seededWorld();
    const member = broken.resources['fleet-member']![0]!;
    member.fleetName = '深圳1';
    member.fleetId = '1999999999999999999';
    broken.resources['fleet-member-card']![0]!.cardNo = '8860000000000001';
    const walk = broken.resources['money-settlement']![0]!;
    walk.fee = num(walk.totalAmount) + 1;
    const flow = broken.resources['fleet-member-account-flow']![0]!;
    flow.amount = num(flow.amount) + 1;
    broken.resources['fleet-member']![1]!.idCard = '110105198001011234';
    broken.resources.order![0]!.createTime = '2030-01-01 00:00:00';
    const owned = broken.resources.fleet!.find((r) => r.tenantId === '300001')!;
    owned.companyName = '华北石化能源供应有限公司';
    const escrow = broken.resources['escrow-recharge']!.find((r) => r.fleetId)!;
    escrow.fleetName = '';
    const found = worldViolations(broken).join('\n');
    expect(found).toContain('companyName: 华北石化能源供应有限公司 in a record of 顺达物流车队');
    expect(found).toContain('fleetId: a reference without its name (fleetName)');
    expect(found).toContain('filler text 深圳1');
    expect(found).toContain('fleetId: no fleet 1999999999999999999');
    expect(found).toContain('card number fails Luhn (8860000000000001)');
    expect(found).toContain('fee not below the amount');
    expect(found).toMatch(/card \d+: flow \S+ balance/);
    expect(found).toContain('ID number fails its check (110105198001011234)');
    expect(found).toMatch(/createTime 2030-01-01 00:00:00 after payTime/);
  });
});
