/**
 * The dashboards' stations are the companies' rows of the station table (family 'shell-site', 油站管理): a station a
 * dashboard names is one a user finds there, with the same id, type and company, and each company's station list
 * holds exactly the stations of its dashboards.
 */
import { createSimulator, type Simulator } from '@services/mock/simulator';
import { startNodeSimulator } from '@services/mock/node';
import { seedDb } from '@services/mock/seed';
import * as model from '@services/mock/dashboard/model';
import { COMPANY_STATIONS, STATION_FAMILY } from '@services/mock/dashboard/stations';
import { resourceTable } from '@services/mock/routes/resource-routes';
import { endpointOf } from '@services/api/dashboards/client';
import { resourceByKey } from '@services/resources/registry';
import { apiJson, loginOk } from './sim-helpers';

type Row = Record<string, unknown>;
type Envelope<T> = { code: number; data: T };
type Station = { siteId: string; siteName: string; siteType: string; tenantName: string };

const NOW = Date.UTC(2026, 10, 21, 8);
const stationTable = (db = seedDb()) => resourceTable(db, resourceByKey(STATION_FAMILY)!);

test('every dashboard station is a row of the station table: same id, name, type and company', () => {
  const db = seedDb();
  const rows = stationTable(db);
  const sales = model.salesStatistics(db, model.scopeOf(db, NOW, model.COMPANY_TENANTS), ['2026-11-20', '2026-11-21']);
  expect(sales.stations).toHaveLength(COMPANY_STATIONS.reduce((a, c) => a + c.siteTypes.length, 0));
  const names = new Set(rows.map((r) => String(r.siteName)));
  for (const s of sales.stations) {
    expect(names.has(s.siteName)).toBe(true);
    const row = rows.find((r) => String(r.id) === s.siteId)!;
    expect(row).toBeDefined();
    expect(String(row.siteName)).toBe(s.siteName);
    expect(String(row.siteType)).toBe(s.siteType);
    expect(db.tenants.find((t) => t.tenantId === row.tenantId)?.tenantName).toBe(s.tenantName);
  }
});

test('the companies run the stations of their layout, named after their brand and type; the rest are the platform’s', () => {
  const rows = stationTable();
  for (const c of COMPANY_STATIONS) {
    const own = rows.filter((r) => r.tenantId === c.tenantId);
    expect(own.map((r) => String(r.siteType)).sort()).toEqual([...c.siteTypes].sort());
    for (const r of own) {
      expect(String(r.siteName).startsWith(c.brand)).toBe(true);
      expect(String(r.siteName)).toMatch({ '1': /加油站$/, '2': /加气站$/, '3': /充电站$/ }[String(r.siteType)]!);
      expect(r.brandName).toBe(c.brand);
    }
  }
  const companies = new Set(COMPANY_STATIONS.map((c) => c.tenantId));
  expect(rows.filter((r) => !companies.has(String(r.tenantId))).every((r) => r.tenantId === '000000')).toBe(true);
  // the same rows every time
  expect(stationTable().map((r: Row) => [r.id, r.siteName, r.tenantId])).toEqual(rows.map((r) => [r.id, r.siteName, r.tenantId]));
});

describe('over HTTP', () => {
  const sim: Simulator = createSimulator({ storage: null, now: () => NOW });
  const node = startNodeSimulator(sim);
  afterAll(() => node.close());

  test('the station names of the sales dashboard are found in the station list; the supplier lists exactly its own', async () => {
    const { path } = endpointOf('front-page', 'salesStatistics');
    const list = resourceByKey(STATION_FAMILY)!.operations.list!.path;
    const admin = (await loginOk('admin', 'admin')).access_token;
    const sales = await apiJson<Envelope<{ stations: Station[] }>>(path, { token: admin });
    expect(sales.body.data.stations.length).toBeGreaterThan(0);
    for (const s of sales.body.data.stations) {
      const found = await apiJson<Envelope<{ records: Row[] }>>(`${list}?${new URLSearchParams({ siteName: s.siteName, size: '50' })}`, {
        token: admin,
      });
      expect(found.body.data.records.map((r) => String(r.id))).toContain(s.siteId);
    }
    const supplier = (await loginOk('supplier', 'demo123', { tenantId: '100001' })).access_token;
    const own = await apiJson<Envelope<{ stations: Station[] }>>(path, { token: supplier });
    const listed = await apiJson<Envelope<{ records: Row[] }>>(`${list}?size=100`, { token: supplier });
    expect(new Set(listed.body.data.records.map((r) => String(r.id)))).toEqual(new Set(own.body.data.stations.map((s) => s.siteId)));
  });
});
