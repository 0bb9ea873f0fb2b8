// @vitest-environment node
/**
 * Seeded dates follow the simulator's today when it is asked to (the demo): the newest seeded orders, recharges,
 * settlements and generic records are from the last few weeks and none lies after today; the same today gives the
 * same records. Without it (every other test) the seed keeps its own dates of early 2024.
 */
import { createSimulator } from '@services/mock/simulator';
import { SEED_BASE_TIME, dateShiftFor, formatDateTime, seedDb } from '@services/mock/seed';
import { orderTable } from '@services/mock/orders/seed';
import { rechargeTable } from '@services/mock/approvals/review';
import { walkTable } from '@services/mock/money/settlement-routes';
import { resourceTable } from '@services/mock/routes/resource-routes';
import { RESOURCES, resourceByKey } from '@services/resources/registry';
import { fleetWorld } from '@services/mock/fleets/world';
import type { Db } from '@services/mock/db';

type Row = Record<string, unknown>;

const DAY = 86_400_000;
const TODAY = Date.UTC(2026, 10, 21, 8); // 2026-11-21 16:00 in Beijing
const DATE_TIME = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/;
/** Dates that lie ahead by nature (a validity's end, an expiry). */
const AHEAD = /^(endTime|expireTime|expireDate|validTime|deadline)$/;

const newest = (rows: readonly Row[]) =>
  rows
    .map((r) => String(r.createTime))
    .sort()
    .at(-1)!;
const tables = (db: Db): Record<string, Row[]> => ({
  'oil orders': orderTable(db, 'oil-order'),
  'goods orders': orderTable(db, 'order'),
  recharges: rechargeTable(db),
  settlements: walkTable(db),
  'staff recharges': resourceTable(db, resourceByKey('staff-recharge')!),
  'usual logs': resourceTable(db, resourceByKey('log-usual')!),
});

test('the shift puts the seed’s base nine to ten days before today, in whole days, never backwards', () => {
  const shift = dateShiftFor(TODAY);
  expect(shift % DAY).toBe(0);
  const base = SEED_BASE_TIME + shift;
  expect(TODAY - base).toBeGreaterThanOrEqual(9 * DAY);
  expect(TODAY - base).toBeLessThan(10 * DAY);
  expect(dateShiftFor(SEED_BASE_TIME)).toBe(0);
  expect(dateShiftFor(TODAY + 3_600_000)).toBe(shift);
});

describe('a simulator dated to its today', () => {
  const sim = createSimulator({ storage: null, now: () => TODAY, datedToday: true });
  const today = formatDateTime(TODAY);
  const weeksAgo = formatDateTime(TODAY - 21 * DAY);

  test('the lists users see first end in the last few weeks, none after today', () => {
    for (const [name, rows] of Object.entries(tables(sim.db))) {
      expect(rows.length, name).toBeGreaterThan(0);
      expect(newest(rows) > weeksAgo, `${name}: newest ${newest(rows)}`).toBe(true);
      expect(newest(rows) <= today, `${name}: newest ${newest(rows)}`).toBe(true);
    }
    // a settlement's period is a month before its sheet was made
    for (const w of walkTable(sim.db).filter((r) => r.moneySeeded)) expect(String(w.period) < String(w.createTime).slice(0, 7)).toBe(true);
  });

  test('no seeded record of any table is dated after today (but validity ends)', () => {
    const late: string[] = [];
    const walk = (where: string, v: unknown, field = '') => {
      if (typeof v === 'string' && DATE_TIME.test(v) && v > today && !AHEAD.test(field)) late.push(`${where}.${field} ${v}`);
      else if (Array.isArray(v))
        v.forEach((x, i) => {
          walk(`${where}[${i}]`, x, field);
        });
      else if (v && typeof v === 'object') for (const [k, x] of Object.entries(v)) walk(where, x, k);
    };
    tables(sim.db);
    fleetWorld(sim.db);
    for (const def of RESOURCES) resourceTable(sim.db, def);
    expect(Object.keys(sim.db.resources).length).toBeGreaterThan(RESOURCES.length / 2);
    for (const [key, rows] of Object.entries(sim.db.resources)) walk(key, rows);
    for (const u of sim.db.users) walk('user', u);
    expect(late.slice(0, 20)).toEqual([]);
  });

  test('the same today gives the same records; reset dates them again', () => {
    const again = createSimulator({ storage: null, now: () => TODAY + 3_600_000, datedToday: true });
    for (const [name, rows] of Object.entries(tables(again.db))) expect(rows, name).toEqual(tables(sim.db)[name]);
    sim.reset();
    expect(newest(orderTable(sim.db, 'oil-order'))).toBe(newest(orderTable(again.db, 'oil-order')));
  });
});

test('without it the seed keeps its own dates (early 2024), whatever the clock', () => {
  const sim = createSimulator({ storage: null, now: () => TODAY });
  expect(newest(orderTable(sim.db, 'oil-order')).slice(0, 7)).toBe('2024-03');
  expect(newest(rechargeTable(sim.db)) < '2024-03-08').toBe(true);
  expect(orderTable(sim.db, 'oil-order')).toEqual(orderTable(seedDb(), 'oil-order'));
});
