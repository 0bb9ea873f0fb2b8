/**
 * The companies' stations: which seeded rows of the station table (family 'shell-site', 油站管理) each company runs.
 * The dashboards read their stations from that table (model.ts simStations), so every station a dashboard names is
 * a row a user finds in 油站管理, with the same id, name, type and company. Named when the rows are generated
 * (seed-resources.ts seedResourceRows) and kept the companies' when the table is dealt (routes/resource-routes.ts
 * resourceTable): the same rows for the same seed.
 */
import type { SiteType } from '@services/api/dashboards/types';

type Row = Record<string, unknown>;

/** The family of the station table. */
export const STATION_FAMILY = 'shell-site';

const PLATFORM = '000000';

/** The stations each company runs, by type, and the brand they trade under. */
export const COMPANY_STATIONS: ReadonlyArray<{ tenantId: string; brand: string; siteTypes: readonly SiteType[] }> = [
  { tenantId: '100001', brand: '华北石化', siteTypes: ['1', '1', '1', '1', '1', '2'] },
  { tenantId: '200001', brand: '速通', siteTypes: ['1', '1', '2', '3'] },
  { tenantId: '300001', brand: '顺达', siteTypes: ['1', '3'] },
];

/** How a station of each type is called. */
const SUFFIX: Record<SiteType, string> = { '1': '加油站', '2': '加气站', '3': '充电站' };

/** A station of `brand` in the row's own city and street, called for its type ("华北石化南昌梁中心加气站"). */
function companyStationName(row: Row, brand: string, siteType: SiteType): string {
  const name = String(row.siteName ?? '');
  const city = String(row.city ?? '').replace(/市$/, '');
  const at = city ? name.indexOf(city) : -1;
  const place = at >= 0 ? name.slice(at).replace(/(加油站|加气站|充电站)$/, '') : city;
  return `${brand}${place}${SUFFIX[siteType]}`;
}

/** The company of each company station among the seeded rows: the first rows of each type in table order. */
function companyStationsOf(rows: readonly Row[]): Map<Row, (typeof COMPANY_STATIONS)[number]> {
  const out = new Map<Row, (typeof COMPANY_STATIONS)[number]>();
  for (const company of COMPANY_STATIONS)
    for (const siteType of company.siteTypes) {
      const row = rows.find((r) => !out.has(r) && String(r.siteType) === siteType);
      if (row) out.set(row, company);
    }
  return out;
}

/**
 * Names the companies' stations among freshly seeded station rows (before any other table refers to them, so a
 * reference shows the same name): the company's brand, the row's own city and street, called for its type; and
 * makes them the company's.
 */
export function nameCompanyStations(rows: readonly Row[]): void {
  for (const [row, company] of companyStationsOf(rows)) {
    const siteType = String(row.siteType) as SiteType;
    Object.assign(row, {
      siteName: companyStationName(row, company.brand, siteType),
      brandName: company.brand,
      tenantId: company.tenantId,
    });
  }
}

/**
 * Once the seeded rows are dealt to the tenants that read the table: every station no company runs is the
 * platform's, so a company's station list holds exactly the stations of its dashboards.
 */
export function keepCompanyStations(rows: readonly Row[]): void {
  const companies = companyStationsOf(rows);
  for (const r of rows) r.tenantId = companies.get(r)?.tenantId ?? PLATFORM;
}
