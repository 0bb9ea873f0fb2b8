/**
 * Seed rows of the order tables (`db.resources['order' | 'oil-order' | 'huarun-order']`): fuel orders at the seeded
 * stations (the `shell-site` table, so a site filter and the station screens agree), goods orders with write-off
 * codes, amounts in fen (litres × price per litre, minus a discount), states and notification states. The same seed
 * gives the same rows on every run; nothing reads the clock.
 */
import { requireResource, resourceByKey } from '@services/resources/registry';
import type { Db } from '../db';
import { createPrng, type Prng } from '../prng';
import { resourceTable } from '../routes/resource-routes';
import { ownSeededRows } from '../rules';
import { formatDateTime, seedBaseOf } from '../seed';
import { luhnCheckDigit } from '@/lib/card-number';

type Row = Record<string, unknown>;

/** Rows per table. */
export const ORDER_ROWS = 72;

/** The newest seeded order is placed an hour after the seed's base (seed.ts seedBaseOf). */
const AFTER_BASE = 3600_000;

/** Price per litre in fen by oil number. */
export const OIL_PRICES: Readonly<Record<string, number>> = { '92#': 781, '95#': 832, '98#': 912, '0#': 745 };
const OILS = Object.keys(OIL_PRICES);
const COMPANIES = [
  '顺丰速运华北车队',
  '京东物流北京分拨',
  '德邦快递天津车队',
  '中通快递河北转运',
  '满帮干线车队',
  '北京公交集团第三客运',
  '首汽约车运营部',
];
const PLATFORMS = ['自营', '团油', '车主邦', '滴滴加油', '高德加油'];
const HEADS = ['中石化华北总部', '中石油京津总部', '壳牌华北区域'];
const REGIONS: Array<[string, string, string]> = [
  ['北京市', '北京市', '朝阳区'],
  ['北京市', '北京市', '海淀区'],
  ['天津市', '天津市', '滨海新区'],
  ['河北省', '石家庄市', '长安区'],
  ['河北省', '廊坊市', '广阳区'],
  ['山东省', '济南市', '历下区'],
  ['江苏省', '南京市', '江宁区'],
  ['浙江省', '杭州市', '余杭区'],
];
const GOODS: Array<[string, number]> = [
  ['精致洗车券', 3500],
  ['车载玻璃水 2L', 1990],
  ['机油保养套餐', 29900],
  ['便利店50元代金券', 4500],
  ['空调滤芯更换', 8800],
];
const PREFIXES = ['138', '139', '135', '136', '150', '151', '158', '186', '187', '188', '177', '199'];

/** Fallback stations when the site table has none. */
const FALLBACK_SITES: Row[] = [
  { id: '1500000000000000901', siteName: '中石化北京朝阳北路加油站', province: '北京', city: '北京' },
  { id: '1500000000000000902', siteName: '中石油北京西三环加油站', province: '北京', city: '北京' },
  { id: '1500000000000000903', siteName: '壳牌天津滨海加油站', province: '天津', city: '天津' },
];

function hash(text: string): number {
  let h = 2166136261;
  for (const c of text) h = Math.imul(h ^ c.charCodeAt(0), 16777619);
  return h >>> 0;
}

/** A Huarun fuel card number: 16 digits starting 9100 with a valid Luhn check digit. */
function huarunCard(p: Prng): string {
  const payload = `9100${p.chars('0123456789', 11)}`;
  return `${payload}${luhnCheckDigit(payload)}`;
}

const mobile = (p: Prng) => p.pick(PREFIXES) + p.chars('0123456789', 8);
const litres = (centi: number) => `${Math.floor(centi / 100)}.${String(centi % 100).padStart(2, '0')}`;

/** The stations orders are placed at: the seeded sites (id, name, province, city). */
function sites(db: Db): Row[] {
  const def = resourceByKey('shell-site');
  const rows = def ? resourceTable(db, def).slice(0, 12) : [];
  return rows.length ? rows : FALLBACK_SITES;
}

/** State and notification of row i: mostly completed and notified, some pending, refunded, failed. */
function stateOf(i: number, p: Prng): { orderState: number; notifyState: number } {
  const r = i % 12;
  if (r === 3) return { orderState: 0, notifyState: 0 };
  if (r === 7) return { orderState: 1, notifyState: 2 };
  if (r === 9) return { orderState: 3, notifyState: 1 };
  if (r === 11) return { orderState: 4, notifyState: 0 };
  if (r === 5) return { orderState: 1, notifyState: 0 };
  return { orderState: 2, notifyState: p.int(0, 9) === 0 ? 2 : 1 };
}

function base(db: Db, key: string, i: number, p: Prng, at: number, stateIndex = i): Row {
  const all = sites(db);
  const siteIndex = p.int(0, all.length - 1);
  const site = all[siteIndex]!;
  // the region of the station: the site's own when it reads like one, else a region of the list
  const generic = (v: unknown) => !v || /\d$/.test(String(v));
  const [province, city, district] =
    generic(site.province) || generic(site.city)
      ? REGIONS[siteIndex % REGIONS.length]!
      : [String(site.province), String(site.city), REGIONS[siteIndex % REGIONS.length]![2]];
  const { orderState, notifyState } = stateOf(stateIndex, p);
  const created = formatDateTime(at);
  return {
    id: String(1600000000000000000n + BigInt(hash(key) % 100_000) * 1000n + BigInt(ORDER_ROWS - i)),
    orderNo: `${key === 'oil-order' ? 'OIL' : key === 'huarun-order' ? 'HR' : 'ZYT'}${created.replace(/\D/g, '').slice(0, 12)}${String(i + 1).padStart(4, '0')}`,
    tenantId: '000000',
    tenantName: p.pick(COMPANIES),
    siteId: String(site.id),
    siteName: String(site.siteName ?? ''),
    province,
    city,
    district,
    headName: p.pick(HEADS),
    userPhone: mobile(p),
    platformName: p.pick(PLATFORMS),
    orderSourceType: p.int(1, 4),
    orderState,
    notifyState,
    payTime: orderState === 0 || orderState === 4 ? '' : formatDateTime(at + p.int(20, 300) * 1000),
    createTime: created,
    splitStatus: 0,
  };
}

function fuel(row: Row, p: Prng): Row {
  const oilNo = p.pick(OILS);
  const price = OIL_PRICES[oilNo]!;
  const centiLitres = p.int(1500, 32000);
  const totalAmount = Math.round((centiLitres * price) / 100);
  const discountAmount = Math.floor(totalAmount / 100) * p.int(0, 6);
  return {
    ...row,
    orderType: 1,
    goodsName: `${oilNo} 汽柴油`,
    oilNo,
    gunNo: String(p.int(1, 16)),
    liters: litres(centiLitres),
    price,
    totalAmount,
    discountAmount,
    payAmount: totalAmount - discountAmount,
    writeOffCode: '',
  };
}

function goods(row: Row, p: Prng, i: number): Row {
  const [goodsName, price] = GOODS[i % GOODS.length]!;
  const quantity = p.int(1, 3);
  const totalAmount = price * quantity;
  const discountAmount = p.int(0, 3) * 100;
  return {
    ...row,
    orderType: 2,
    goodsName,
    oilNo: '',
    gunNo: '',
    liters: '',
    quantity,
    price,
    totalAmount,
    discountAmount,
    payAmount: totalAmount - discountAmount,
    writeOffCode: `${8800}${String(hash(`${row.orderNo as string}`) % 100_000_000).padStart(8, '0')}`,
  };
}

/** The third-party platforms with their own refund application, by `platform` code (status.ts THIRD_PARTY_PLATFORMS). */
export const THIRD_PARTY_NAMES: Readonly<Record<string, string>> = { fanxing: '梵星加油', pingan: '平安好车主' };

/**
 * A platform order placed through a third-party platform (source 3 第三方平台) carries the platform it came from:
 * `platform` fanxing or pingan, alternately, and that platform's name. Draws nothing from the generator.
 */
function thirdParty(row: Row, i: number): Row {
  if (row.orderSourceType !== 3) return row;
  const platform = i % 2 === 0 ? 'fanxing' : 'pingan';
  return { ...row, platform, platformName: THIRD_PARTY_NAMES[platform] };
}

/** The seeded rows of one order table (newest first). */
export function seedOrderRows(db: Db, key: 'order' | 'oil-order' | 'huarun-order', seed: number): Row[] {
  const p = createPrng((seed ^ hash(`orders:${key}`)) >>> 0);
  const rows: Row[] = [];
  for (let i = 0; i < ORDER_ROWS; i += 1) {
    const at = seedBaseOf(db) + AFTER_BASE - i * 5 * 3600_000 - p.int(0, 3000) * 1000;
    // every third platform order is a goods order; its states are shifted so both kinds see every state
    const isGoods = key === 'order' && i % 3 === 1;
    const row = base(db, key, i, p, at, isGoods ? i + 2 : i);
    if (key === 'order') rows.push(thirdParty(isGoods ? goods(row, p, i) : fuel(row, p), i));
    else if (key === 'huarun-order') rows.push({ ...fuel(row, p), cardNo: huarunCard(p), platformName: '华润' });
    else rows.push({ ...fuel(row, p), writeOffCode: `6600${String(hash(String(row.orderNo)) % 100_000_000).padStart(8, '0')}` });
  }
  return rows;
}

/** Marks rows of this module (a table the generic seed filled first is replaced by believable orders). */
const OURS = (rows: Row[] | undefined) => !!rows && rows.length > 0 && rows.every((r) => 'headName' in r && 'orderType' in r);

/** The order table of a key, seeded with these rows when absent (or when only generic rows are there). */
export function orderTable(db: Db, key: 'order' | 'oil-order' | 'huarun-order'): Row[] {
  const current = db.resources[key];
  if (!OURS(current)) db.resources[key] = seedOrderRows(db, key, db.meta.seed);
  const rows = db.resources[key]!;
  // dealt out once to the tenants whose roles may read the family (services/mock/rules.ts)
  ownSeededRows(db, `orders:${key}`, rows, requireResource(key));
  return rows;
}
