/**
 * The simulator's fleet data: the registry's generic tables of the fleet families (`resourceTable(db, def)`, the
 * same rows the generic lists show), made to agree with each other once — members belong to real fleets, each
 * member holds one member card, each fleet has its fleet account, card flows name real cards, settlement combos,
 * fleet settlements, their divides and station bindings point at real fleets, settlements and stations.
 * Money stays integer fen; member balance = the balance of the member's card.
 */
import { requireResource } from '@services/resources/registry';
import { CARD_AUDIT_STATUS, DIRECTION, FLOW_TYPE, MEMBER_CARD_STATUS, OIL_GRADES } from '@services/api/fleets/status';
import { nextId, type Db } from '../db';
import { formatDateTime, seedBaseOf } from '../seed';
import { luhnCheckDigit } from '@/lib/card-number';
import { resourceTable } from '../routes/resource-routes';
import { nameAfterOwner, tenantOfRow } from '../rules';
import { PLATFORM_TENANT } from '../routes/auth-routes';

export type Row = Record<string, unknown>;

export const str = (v: unknown) => (v === null || v === undefined ? '' : String(v));
export const num = (v: unknown) => (typeof v === 'number' ? v : Number(v) || 0);

const MARK = 'fleet-world';

/** Fleets that have members (the others are new fleets without people yet); the dashboards rank these. */
export const STAFFED_FLEETS = 10;

/** A registry family's table (the same rows the generic list shows). */
export const table = (db: Db, key: string): Row[] => resourceTable(db, requireResource(key));

/** A digit string of `length` from a number (deterministic). */
function digits(n: number, length: number): string {
  let out = '';
  let x = (n * 2654435761) >>> 0;
  while (out.length < length) {
    x = (Math.imul(x, 1103515245) + 12345) >>> 0;
    out += String(x % 10);
  }
  return out;
}

/** A card number that passes the Luhn check (spec 002 §5): 16 digits starting with 8860. */
export function luhnCardNo(seedNumber: number): string {
  const body = `8860${digits(seedNumber, 11)}`;
  return `${body}${luhnCheckDigit(body)}`;
}

const byTime = (a: Row, b: Row) => str(a.createTime).localeCompare(str(b.createTime)) || str(a.id).localeCompare(str(b.id));
const isOut = (r: Row) => num(r.direction) === DIRECTION.out.code;
/** What a list of flows takes out. */
const outgoing = (flows: readonly Row[]) => flows.filter(isOut).reduce((sum, r) => sum + num(r.amount), 0);

/** Writes each flow's balance after it, oldest first, from an opening balance; answers the closing balance and the sums. */
function runFlows(flows: readonly Row[], opening: number): { balance: number; in: number; out: number } {
  const books = { balance: opening, in: 0, out: 0 };
  for (const r of [...flows].sort(byTime)) {
    const amount = num(r.amount);
    if (isOut(r)) books.out += amount;
    else books.in += amount;
    books.balance += isOut(r) ? -amount : amount;
    r.balance = books.balance;
  }
  return books;
}

/** The fleet tables, made consistent on first use. */
export function fleetWorld(db: Db): void {
  if ((db.resources[MARK] ?? []).length > 0) return;
  const fleets = table(db, 'fleet');
  const members = table(db, 'fleet-member');
  const cards = table(db, 'fleet-member-card');
  const accounts = table(db, 'fleet-account');
  const flows = table(db, 'fleet-member-account-flow');
  const accountFlows = table(db, 'fleet-account-flow');
  const combos = table(db, 'fleet-settlement-combo');
  const settlements = table(db, 'fleet-settlement');
  const divides = table(db, 'fleet-settlement-divide');
  const bindings = table(db, 'site-shell-fleet');
  const stations = table(db, 'shell-site');

  fleets.forEach((f, i) => {
    f.fleetNo = `FT${String(1001 + i)}`;
    f.status = i % 9 === 8 ? 0 : 1;
  });
  const staffed = fleets.slice(0, STAFFED_FLEETS);
  // the fleets that have drivers and cards are companies' fleets (the platform runs none of its own that buy)
  const companies = [...new Set(fleets.map((f) => tenantOfRow(f.tenantId)))].filter((t) => t !== PLATFORM_TENANT).sort();
  staffed.forEach((f, i) => {
    if (tenantOfRow(f.tenantId) !== PLATFORM_TENANT || companies.length === 0) return;
    f.tenantId = companies[i % companies.length];
    nameAfterOwner(db, f, str(f.tenantId));
  });
  const fleetOf = (i: number) => staffed[i % staffed.length]!;

  members.forEach((m, i) => {
    const f = fleetOf(i);
    m.fleetId = f.id;
    m.fleetName = f.fleetName;
    m.status = 1;
  });

  cards.forEach((c, i) => {
    const m = members[i % members.length]!;
    Object.assign(c, {
      cardNo: luhnCardNo(i + 1),
      memberId: m.id,
      memberName: m.memberName,
      phone: m.phone,
      licensePlate: m.licensePlate,
      fleetId: m.fleetId,
      fleetName: m.fleetName,
      cardStatus:
        i % 12 === 11 ? MEMBER_CARD_STATUS.closed.code : i % 6 === 5 ? MEMBER_CARD_STATUS.frozen.code : MEMBER_CARD_STATUS.active.code,
      singleLimit: 200_000,
      dailyLimit: 500_000,
    });
    // a row the review screens have not touched yet gets a believable review state; a reviewed one keeps its own
    if (!Array.isArray(c.history))
      c.auditStatus =
        i % 5 === 3 ? CARD_AUDIT_STATUS.pending.code : i % 5 === 4 ? CARD_AUDIT_STATUS.rejected.code : CARD_AUDIT_STATUS.approved.code;
    c.balance = 0;
  });
  // money moves only on approved cards; a card's balance is its opening balance and its flows
  const live = cards.filter((c) => num(c.auditStatus) === CARD_AUDIT_STATUS.approved.code);

  flows.forEach((r, i) => {
    const c = live[i % live.length]!;
    const type = num(r.flowType) || FLOW_TYPE.consume.code;
    Object.assign(r, {
      flowNo: `LS${str(r.createTime).replace(/\D/g, '').slice(0, 14)}${String(i + 1).padStart(3, '0')}`,
      memberId: c.memberId,
      memberName: c.memberName,
      cardId: c.id,
      cardNo: c.cardNo,
      fleetId: c.fleetId,
      fleetName: c.fleetName,
      direction: [FLOW_TYPE.recharge.code, FLOW_TYPE.refund.code, FLOW_TYPE.adjust.code].includes(type as 1)
        ? DIRECTION.in.code
        : DIRECTION.out.code,
      amount: 1_000 + (num(r.amount) % 200_000),
      remark: '',
    });
  });
  live.forEach((c, i) => {
    const own = flows.filter((r) => r.cardId === c.id);
    c.balance = runFlows(own, 10_000 * (i % 30) + outgoing(own)).balance;
  });
  cards.forEach((c) => {
    const m = members.find((x) => x.id === c.memberId);
    if (m) m.balance = num(c.balance);
  });

  accountFlows.forEach((r, i) => {
    const f = fleetOf(i);
    Object.assign(r, {
      flowNo: `FA${str(r.createTime).replace(/\D/g, '').slice(0, 14)}${String(i + 1).padStart(3, '0')}`,
      fleetId: f.id,
      fleetName: f.fleetName,
      direction: num(r.flowType) === FLOW_TYPE.recharge.code ? DIRECTION.in.code : DIRECTION.out.code,
    });
  });

  accounts.forEach((a, i) => {
    const f = fleets[i % fleets.length]!;
    a.fleetId = f.id;
    a.fleetName = f.fleetName;
    a.accountNo = `FA${digits(i + 7, 12)}`;
    a.frozenAmount = 0;
    if (i >= STAFFED_FLEETS) return;
    // a staffed fleet's account: an opening deposit, then its flows; the totals are what came in and went out
    const own = accountFlows.filter((r) => r.fleetId === f.id);
    const opening = 20_000_000 + (num(a.balance) % 10_000_000) + outgoing(own);
    const books = runFlows(own, opening);
    Object.assign(a, { balance: books.balance, totalRecharge: opening + books.in, totalConsume: books.out });
  });

  // the combos run over the calendar year of the seed's dates
  const year = formatDateTime(seedBaseOf(db)).slice(0, 4);
  combos.forEach((r, i) => {
    // four grades per fleet, one fleet after another (never two combos of one fleet and grade)
    const f = fleets[Math.floor(i / 4) % fleets.length]!;
    const grade = OIL_GRADES[i % OIL_GRADES.length]!;
    const ruleType = ['subsidy_rule', 'spread_rule', 'sales_rule', 'default'][Math.floor(i / 4) % 4]!;
    Object.assign(r, {
      comboName: `${f.fleetName} ${grade}套餐`,
      fleetId: f.id,
      fleetName: f.fleetName,
      oilNo: grade,
      ruleType,
      ruleValue: String(50 + ((i * 25) % 300)),
      startTime: `${year}-01-01 00:00:00`,
      endTime: `${year}-12-31 23:59:59`,
      status: 1,
    });
  });

  settlements.forEach((r, i) => {
    const f = fleetOf(i);
    Object.assign(r, {
      fleetId: f.id,
      fleetName: f.fleetName,
      bankAccountName: f.fleetName,
      phone: str(f.contactPhone),
    });
  });

  divides.forEach((r, i) => {
    const s = settlements[i % settlements.length]!;
    const total = 100_000 + (num(r.totalAmount) % 2_000_000);
    Object.assign(r, {
      fleetSettlementId: s.id,
      bankCardNumber: s.bankCardNumber,
      fleetId: s.fleetId,
      fleetName: s.fleetName,
      date: str(r.createTime).slice(0, 10),
      totalAmount: total,
      divideAmount: Math.floor((total * 9_700) / 10_000),
    });
  });

  bindings.forEach((r, i) => {
    const st = stations[i % Math.max(1, Math.min(stations.length, 16))];
    const f = fleetOf(i);
    Object.assign(r, {
      siteId: st?.id ?? r.siteId,
      siteName: st?.siteName ?? r.siteName,
      fleetId: f.id,
      fleetName: f.fleetName,
      supplierName: f.fleetName,
    });
  });

  // every record of a fleet is its company's (the tables were dealt out before their fleets were chosen)
  const tenantOf = new Map(fleets.map((f) => [str(f.id), tenantOfRow(f.tenantId)]));
  for (const rows of [members, cards, accounts, flows, accountFlows, combos, settlements, divides, bindings]) {
    for (const r of rows) {
      const owner = tenantOf.get(str(r.fleetId));
      if (!owner || owner === tenantOfRow(r.tenantId)) continue;
      r.tenantId = owner;
      nameAfterOwner(db, r, owner);
    }
  }

  db.resources[MARK] = [{ ready: 1 }];
}

/** A new flow number (LS + time + sequence). */
export function flowNo(db: Db, now: number, prefix = 'LS'): string {
  return `${prefix}${formatDateTime(now).replace(/\D/g, '')}${nextId(db).slice(-4)}`;
}

export const fleetName = (db: Db, id: unknown) => str(table(db, 'fleet').find((f) => str(f.id) === str(id))?.fleetName);
